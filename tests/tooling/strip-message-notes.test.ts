import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stripNotes } from '../../scripts/strip-message-notes.ts';

describe('the notes for translators, left out of the visitor’s build', () => {
  it('removes each note and keeps the message, whatever its quotes', () => {
    const source = `defineMessages('a', 'b', {\n  x: { message: 'X', note: 'It’s the “x”' },\n  y: { message: "Y's", note: "a 'quoted' \\"note\\"", },\n  z: 'Z',\n});`;
    const stripped = stripNotes(source);
    expect(stripped).not.toContain('note');
    expect(stripped).toContain(`x: 'X'`);
    expect(stripped).toContain(`y: "Y's"`);
    expect(stripped).toContain(`z: 'Z'`);
    // Where the area's messages appear is for translators too.
    expect(stripped).toContain(`defineMessages('a', '', {`);
    expect(stripNotes(`defineMessages(\n  'ui',\n  'Parts of “many” pages',\n  {})`)).toBe(
      `defineMessages(\n  'ui',\n  '',\n  {})`,
    );
  });

  it('leaves no note in any area module, and every message in place', () => {
    const dir = new URL('../../src/shared/i18n/messages/', import.meta.url);
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      const source = fs.readFileSync(new URL(file, dir), 'utf8');
      const stripped = stripNotes(source);
      expect(stripped, file).not.toMatch(/\bnote:/);
      // Every message is still there, each written alone.
      const messages = [...source.matchAll(/\bmessage:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/g)];
      for (const [, message] of messages) expect(stripped, file).toContain(message);
      expect(stripped, file).not.toMatch(/\bmessage:/);
    }
  });
});
