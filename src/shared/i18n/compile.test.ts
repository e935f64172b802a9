import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { compileIcu } from './compile.ts';
import { ALL_MESSAGES, AREAS } from './all-messages.ts';
import { AREA } from './messages.ts';

const SAMPLES = [
  'Hello',
  'Hello {name}',
  '{count, plural, one {# canoe} other {# canoes}}',
  '{count, plural, =0 {No canoes} one {One canoe} other {# canoes}} found',
  "It''s {who}’s canoe",
  "Quote '{literal}' here",
  'a # b',
  '{kind, select, canoe {Canoe {name}} other {Record}}',
  '{n, number}',
  '{n, number, percent}',
  '{d, date, short}',
  '{c, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  'Hawaiʻi — ʻŌlelo {x}',
];

describe('the small ICU compiler', () => {
  it('compiles as Lingui’s own compiler does, for every kind of message the interface uses', () => {
    for (const sample of SAMPLES) expect(compileIcu(sample), sample).toEqual(compileMessage(sample));
  });

  it('compiles every English message of the interface as Lingui’s own compiler does', () => {
    expect(ALL_MESSAGES.length).toBeGreaterThan(40);
    for (const { message } of ALL_MESSAGES) {
      expect(compileIcu(message.message), message.id).toEqual(compileMessage(message.message));
    }
  });

  it('refuses a message whose braces do not close', () => {
    expect(() => compileIcu('{count, plural, one {# canoe}')).toThrow();
    expect(() => compileIcu('a } b')).toThrow();
  });
});

describe('the interface’s messages', () => {
  it('lists every area module, and no id twice', () => {
    const modules = fs
      .readdirSync(new URL('./messages/', import.meta.url))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(AREAS.map((area) => `${area[AREA].name}.ts`).sort()).toEqual(modules.sort());
    const ids = ALL_MESSAGES.map(({ message }) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
