/** English as the key at the boundary (decision 026): `english(…)` and reading English back into a language. */
import { describe, expect, it } from 'vitest';
import { compileIcu } from './compile.ts';
import { english, englishReader } from './english.ts';
import { defineMessages, messagesOf } from './messages.ts';
import { mailArea } from './messages/mail.ts';
import { serverArea } from './messages/server.ts';
import { validationArea } from './messages/validation.ts';
import { translateEnglish } from './translate-english.ts';
import { createTranslator } from './translator.ts';

const haw = (messages: Record<string, string>) =>
  createTranslator(
    'haw',
    Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileIcu(text)])),
  );

describe('english', () => {
  it('says a message in English, its values filled in', () => {
    expect(english(validationArea.nameRequired)).toBe('Name is required');
    expect(english(validationArea.yearRange, { min: 1800, max: 2026 })).toBe(
      'Year must be between 1800 and 2026',
    );
    expect(english(validationArea.storyTooLong, { max: 10000 })).toBe(
      'A story can be at most 10,000 characters',
    );
  });

  it('says every message without values as it is written (no quoting changes a word)', () => {
    for (const area of [validationArea, serverArea, mailArea]) {
      for (const { message } of messagesOf(area)) {
        if (compileIcu(message.message).every((part) => typeof part === 'string'))
          expect(english(message)).toBe(message.message);
      }
    }
  });

  it('gives every validation and server message its own English, so the English finds it again', () => {
    const seen = new Map<string, string>();
    for (const area of [validationArea, serverArea]) {
      for (const { message } of messagesOf(area)) {
        expect(seen.get(message.message), message.id).toBeUndefined();
        seen.set(message.message, message.id);
      }
    }
  });
});

describe('translateEnglish', () => {
  const t = haw({
    'validation.nameRequired': '(haw) Name is required',
    'validation.yearRange': '(haw) year, latest {max}, earliest {min}',
    'validation.canoeNotFound': '(haw) Canoe not found',
    'server.noSuchAddress': '(haw) No such address: {path} ({method})',
  });

  it('finds a message by its whole English', () => {
    expect(translateEnglish(t, 'Name is required')).toBe('(haw) Name is required');
    expect(translateEnglish(t, 'Canoe not found')).toBe('(haw) Canoe not found');
  });

  it('reads the values of a message with {names} from the English, also when the translation reorders them', () => {
    expect(translateEnglish(t, 'Year must be between 1800 and 2026')).toBe(
      '(haw) year, latest 2026, earliest 1800',
    );
    expect(translateEnglish(t, 'No such address: GET /api/nowhere')).toBe(
      '(haw) No such address: /api/nowhere (GET)',
    );
  });

  it('says a message without a translation in English, and leaves unknown text as it is', () => {
    expect(translateEnglish(t, 'Please select a race')).toBe('Please select a race');
    expect(translateEnglish(t, 'Something nobody wrote as a message')).toBe(
      'Something nobody wrote as a message',
    );
    expect(translateEnglish(t, '')).toBe('');
  });

  it('leaves English as it is for an English reader', () => {
    expect(translateEnglish(createTranslator('en'), 'Name is required')).toBe('Name is required');
  });

  it('prefers the message with the most words of its own over a looser one', () => {
    const area = defineMessages('test', 'A test', {
      loose: '{field} must be at least {min}',
      tight: 'Password must be at least {min} characters',
    });
    const read = englishReader([area]);
    const tr = haw({ 'test.loose': '{field} ≥ {min}', 'test.tight': '(haw) password {min} letters' });
    expect(read(tr, 'Password must be at least 10 characters')).toBe('(haw) password 10 letters');
    expect(read(tr, 'before must be at least 1')).toBe('before ≥ 1');
  });
});
