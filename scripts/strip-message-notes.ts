/**
 * The visitor's build leaves out the notes for translators (decision 026): a message area
 * (src/shared/i18n/messages/*.ts) writes `{ message: '…', note: '…' }`, and only the server (the Translations page,
 * the catalog export) reads the note. Run by `vite build` for the web app as a plugin (see vite.config.ts).
 */
import type { Plugin } from 'vite';

const AREA_FILE = /[\\/]src[\\/]shared[\\/]i18n[\\/]messages[\\/][^\\/]+\.ts$/;
/** `note: '…'` or `note: "…"` (one string literal, escapes allowed) and the comma after it. */
const NOTE = /\bnote:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?/g;

export function stripNotes(source: string): string {
  return source.replace(NOTE, '');
}

export function stripMessageNotes(): Plugin {
  return {
    name: 'strip-message-notes',
    enforce: 'pre',
    transform(code, id) {
      if (!AREA_FILE.test(id.split('?')[0])) return null;
      return { code: stripNotes(code), map: null };
    },
  };
}
