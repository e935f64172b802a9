import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatCompiled } from './format.ts';
import { ALL_MESSAGES } from './all-messages.ts';

/** What Lingui's own runtime makes of a message, for comparison. */
function lingui(language: string, message: string, values: Record<string, unknown>) {
  const i18n = setupI18n({ locale: language, messages: { [language]: { m: compileMessage(message) } } });
  return i18n._('m', values);
}

const CASES: [string, Record<string, unknown>][] = [
  ['Hello {name}', { name: 'Kai' }],
  ['{count, plural, one {# canoe} other {# canoes}}', { count: 1 }],
  ['{count, plural, one {# canoe} other {# canoes}}', { count: 1234 }],
  ['{count, plural, =0 {No canoes} one {One canoe} other {# canoes}} found', { count: 0 }],
  ['{count, plural, =0 {No canoes} one {One canoe} other {# canoes}} found', { count: 2 }],
  ['{kind, select, canoe {Canoe {name}} other {Record}}', { kind: 'canoe', name: 'Hōkūleʻa' }],
  ['{kind, select, canoe {Canoe {name}} other {Record}}', { kind: 'race' }],
  ['{share, number, percent} reviewed', { share: 0.64 }],
  ['{n, number}', { n: 1234567.5 }],
  ['{c, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { c: 23 }],
  ['a # b', {}],
];

describe('formatting a compiled message', () => {
  it('says what Lingui’s runtime says, in English and in ʻŌlelo Hawaiʻi', () => {
    for (const language of ['en', 'haw']) {
      for (const [message, values] of CASES) {
        expect(
          formatCompiled(compileMessage(message) as never, language, values),
          `${language}: ${message}`,
        ).toBe(lingui(language, message, values));
      }
    }
  });

  it('uses Hawaiian plural rules (one, other) for a Hawaiian message', () => {
    const compiled = compileMessage('{n, plural, one {# waʻa} other {# mau waʻa}}') as never;
    expect(formatCompiled(compiled, 'haw', { n: 1 })).toBe('1 waʻa');
    expect(formatCompiled(compiled, 'haw', { n: 3 })).toBe('3 mau waʻa');
  });

  it('formats every English message of the interface as Lingui would, its values named', () => {
    for (const { message } of ALL_MESSAGES) {
      const values = Object.fromEntries(
        [...message.message.matchAll(/\{(\w+)/g)].map(([, name]) => [name, name === 'share' ? 0.5 : 2]),
      );
      expect(formatCompiled(compileMessage(message.message) as never, 'en', values), message.id).toBe(
        lingui('en', message.message, values),
      );
    }
  });
});
