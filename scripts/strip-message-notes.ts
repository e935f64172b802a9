/**
 * The visitor's build leaves out the notes for translators (decision 026): a message area
 * (src/shared/i18n/messages/*.ts) writes `{ message: '…', note: '…' }` and says where its messages appear
 * (`defineMessages('home', 'The home page', …)`), and only the server (the Translations page, the catalog export)
 * reads them. Run by `vite build` for the web app as a plugin (see vite.config.ts).
 */
import type { Plugin } from 'vite';

const AREA_FILE = /[\\/]src[\\/]shared[\\/]i18n[\\/]messages[\\/][^\\/]+\.ts$/;
/** `note: '…'` or `note: "…"` (one string literal, escapes allowed) and the comma after it. */
const NOTE = /\bnote:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?/g;

/** An area's `where` (the second argument of `defineMessages`), for translators too. */
const WHERE = /(defineMessages\(\s*'[^']*',\s*)(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/g;

/** `{ message: '…' }` once its note is gone: the message alone, as a message without a note is written. */
const ALONE = /\{\s*message:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"),?\s*\}/g;

export function stripNotes(source: string): string {
  return source.replace(NOTE, '').replace(ALONE, '$1').replace(WHERE, "$1''");
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
