import { createElement, isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslator, withParts } from './i18n.tsx';
import { canoeArea } from '../../shared/i18n/messages/canoe.ts';
import { compileIcu } from '../../shared/i18n/compile.ts';
import {
  canoeFieldWords,
  canoeFieldsArea,
  canoeFormStepLabel,
} from '../../shared/i18n/messages/canoe-fields.ts';
import { canoeField } from '../../shared/canoe-fields.ts';
import { canoeTypesArea, canoeTypeWords } from '../../shared/i18n/messages/canoe-types.ts';

const html = (nodes: unknown) => renderToStaticMarkup(createElement('p', null, nodes as never));

describe('withParts', () => {
  it('puts a part of the page where its {name} stands', () => {
    const parts = withParts(
      createTranslator('en'),
      canoeArea.lastUpdated,
      {},
      {
        day: createElement('time', null, 'March 4, 2026'),
      },
    );
    expect(parts.some(isValidElement)).toBe(true);
    expect(html(parts)).toBe('<p>Last updated <time>March 4, 2026</time></p>');
  });

  it('follows the translation where it moves the part', () => {
    const translator = createTranslator('haw', {
      [canoeArea.lastUpdated.id]: compileIcu('{day} ka hou loa'),
    });
    const parts = withParts(translator, canoeArea.lastUpdated, {}, { day: createElement('b', null, 'x') });
    expect(html(parts)).toBe('<p><b>x</b> ka hou loa</p>');
  });
});

describe('a canoe field’s words', () => {
  it('are the English declared with the field, as messages', () => {
    const english = createTranslator('en');
    const length = canoeFieldWords(english, canoeField('length'));
    expect(length).toMatchObject({
      label: 'Length',
      formLabel: 'Length (ft)',
      notANumber: 'Length must be a number',
    });
    expect(length.value('16.5')).toBe('16.5 ft');
    expect(canoeFieldWords(english, canoeField('origin')).detailLabel).toBe('Origin');
    expect(canoeFieldWords(english, canoeField('notes')).empty).toBe('No description available.');
    expect(canoeFormStepLabel(english, 'specs')).toBe('Specifications');
  });

  it('are said in the page’s language where a translation exists, in English where none does', () => {
    const translator = createTranslator('haw', {
      [canoeFieldsArea.length_label.id]: compileIcu('Lōʻihi'),
      [canoeFieldsArea.length_value.id]: compileIcu('{value} kapuaʻi'),
    });
    const length = canoeFieldWords(translator, canoeField('length'));
    expect(length.label).toBe('Lōʻihi');
    expect(length.value('16.5')).toBe('16.5 kapuaʻi');
    expect(length.formLabel).toBe('Length (ft)');
  });
});

describe('a canoe type’s name', () => {
  it('is the name declared with the type, in the page’s language where translated, and none for no type', () => {
    expect(canoeTypeWords(createTranslator('en'), 3)).toBe('Voyaging Canoe');
    const translator = createTranslator('haw', { [canoeTypesArea.type_3.id]: compileIcu('(haw) voyaging') });
    expect(canoeTypeWords(translator, 3)).toBe('(haw) voyaging');
    expect(canoeTypeWords(translator, 1)).toBe('Racing Canoe');
    expect(canoeTypeWords(translator, 9)).toBeNull();
    expect(canoeTypeWords(translator, null)).toBeNull();
  });
});
