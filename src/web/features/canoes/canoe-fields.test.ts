/**
 * The canoe form and the canoe page follow the field table (shared/canoe-fields.ts): each plain field has its value,
 * its empty value, its place in the body and its box on its step, and the page's rows are the table's, in its
 * order, with the special fields where they always were.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '../../lib/routing.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { componentsLoading } from '../../lib/lazy-component.ts';
import type { CanoeDetail } from '../../../shared/api/index.ts';
import {
  arrange,
  CANOE_FIELDS,
  detailLabel,
  fieldsOnStep,
  fieldsShownIn,
  formLabel,
  type CanoeFieldSpec,
} from '../../../shared/canoe-fields.ts';
import { EMPTY_VALUES, toCanoeBody, valuesFromCanoe } from './form/canoe-form.tsx';
import {
  BasicStep,
  FIELD_STEP,
  MEASUREMENTS,
  NotesStep,
  SpecsStep,
  STEPS,
  type StepProps,
} from './form/canoe-form-steps.tsx';
import { DetailsTab } from './detail/details-tab.tsx';

const fields: readonly CanoeFieldSpec[] = CANOE_FIELDS;

const render = (element: ReactElement) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(MemoryRouter, null, element),
    ),
  );

/** The texts of the elements of one tag, in document order. */
const texts = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'g'))].map((match) =>
    match[1].replace(/<[^>]+>/g, ''),
  );

const canoe = {
  canoe_id: 7,
  hull_id: 'HK-7',
  type_id: 2,
  type_name: 'Fishing Canoe',
  maker_id: null,
  maker_name: null,
  build_date: '1950',
  build_date_words: '1950',
  origin: 'Hāna',
  length: 40.5,
  width: 2,
  weight: null,
  notes: '',
  current_name: 'Makani',
  name_start_date: null,
  current_owner_id: null,
  ownership_start_date: null,
  names: [],
  makers: [],
} as unknown as CanoeDetail;

describe('the canoe form follows the field table', () => {
  it('has a value, an empty value, a body field and a step for each plain field', () => {
    const values = valuesFromCanoe(canoe);
    const body = toCanoeBody(EMPTY_VALUES) as Record<string, unknown>;
    for (const field of fields) {
      expect(EMPTY_VALUES[field.key as keyof typeof EMPTY_VALUES], field.key).toBe('');
      expect(body[field.key], field.key).toBeNull();
      expect(FIELD_STEP[field.key as keyof typeof FIELD_STEP], field.key).toBe(field.step);
      const stored = canoe[field.key as keyof CanoeDetail];
      expect(values[field.key as keyof typeof values], field.key).toBe(stored == null ? '' : String(stored));
    }
    expect(MEASUREMENTS).toEqual(fields.filter((field) => field.kind === 'number').map((field) => field.key));
  });

  it('shows each step’s plain fields by their labels, in order', () => {
    const step: StepProps = {
      values: valuesFromCanoe(canoe),
      errors: {},
      setValue: () => {},
      onUnreadable: () => {},
      stored: null,
    };
    const labels = (html: string) => texts(html, 'label');
    expect(labels(render(createElement(BasicStep, { ...step, makers: [] })))).toEqual(
      arrange(fieldsOnStep('basic'), formLabel, {
        after: { type_id: ['Original Maker', 'Build Year'], origin: ['Place of origin', 'Home waters'] },
      }),
    );
    expect(labels(render(createElement(SpecsStep, step)))).toEqual(fieldsOnStep('specs').map(formLabel));
    const notes = render(createElement(NotesStep, step));
    const notesLabels = fieldsOnStep('notes').map(formLabel);
    expect(notesLabels).toEqual(['Notes', 'Notes in ʻŌlelo Hawaiʻi']);
    // Each editor's label, in order.
    const labelsAt = notesLabels.map((label) => notes.indexOf(`>${label}</p>`));
    expect(labelsAt.every((at) => at >= 0)).toBe(true);
    expect(labelsAt).toEqual([...labelsAt].sort((a, b) => a - b));
    expect(STEPS.map((s) => s.key)).toEqual(['basic', 'specs', 'names', 'ownership', 'notes']);
  });
});

describe('the canoe page follows the field table', () => {
  let html = '';
  let rows: string[] = [];
  beforeAll(async () => {
    // As the server renders a page: once, then again when the parts it waits for have come (entry-server.tsx).
    const element = createElement(DetailsTab, { canoe, isAdmin: false });
    render(element);
    await Promise.all(componentsLoading());
    html = render(element);
    rows = texts(html, 'dt');
  });

  it('shows the table’s rows in each card, in order, with the special ones around them', () => {
    expect(rows).toEqual([
      ...fieldsShownIn('specifications').map(detailLabel),
      'Build Year',
      ...fieldsShownIn('construction').map(detailLabel),
      'Original Maker',
    ]);
  });

  it('shows each value in words: numbers in the unit they were entered in (a width in feet), none as Unknown', () => {
    const value = (label: string) => texts(html, 'dd')[rows.indexOf(label)];
    expect([value('Bow Number'), value('Length'), value('Width'), value('Weight')]).toEqual([
      'HK-7',
      '40.5 ft',
      '2 ft',
      'Unknown',
    ]);
    expect(texts(html, 'h2')).toContain('Notes');
    expect(html).toContain('No description available.');
  });
});
