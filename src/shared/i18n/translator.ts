/**
 * A translator for one language (decision 026): a message's translation when the catalog has one, else the
 * English written in the code, with its `{values}` filled in. The pages use it through web/lib/i18n.tsx; the server
 * through modules/translations (the heads it writes, its messages).
 */
import { compileIcu, type CompiledMessage } from './compile.ts';
import { formatCompiled } from './format.ts';
import { SOURCE_LANGUAGE, type Language } from './languages.ts';
import type { Message, MessageValues } from './messages.ts';

/** The compiled messages of one language, by id. */
export type CompiledCatalog = Record<string, CompiledMessage>;

const compiledEnglish = new Map<string, CompiledMessage>();

/** The English of the code, compiled once per message. */
function compileOnce(message: string): CompiledMessage {
  let compiled = compiledEnglish.get(message);
  if (!compiled) {
    compiled = compileIcu(message);
    compiledEnglish.set(message, compiled);
  }
  return compiled;
}

export interface Translator {
  language: Language;
  /** A message in the translator's language, its `{values}` filled in. */
  t: (message: Message, values?: MessageValues) => string;
}

export function createTranslator(language: Language, catalog: CompiledCatalog = {}): Translator {
  return {
    language,
    t: (message, values) =>
      catalog[message.id]
        ? formatCompiled(catalog[message.id], language, values)
        : // English, in English's plural rules and digits.
          formatCompiled(compileOnce(message.message), SOURCE_LANGUAGE, values),
  };
}
