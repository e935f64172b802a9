/**
 * A pseudo-language for finding words that do not come through the catalogs (decision 026): every message's
 * letters accented, its text a third longer, and the whole between ⟦ and ⟧, so "3 canoes found" reads
 * "⟦3 ćáñóéś fóúñð ~~~~~ ~~⟧". A page shown in it has an English word left only where the code wrote one, and a
 * layout that holds the longer text holds most translations. Placeholders and plural forms are kept as they are.
 */
import { compileIcu, type CompiledMessage } from './compile.ts';
import type { CompiledCatalog } from './translator.ts';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aáeéiíoóuúcćnñsśzźrŕgĝhĥdðAÁEÉIÍOÓUÚCĆNÑSŚZŹRŔ'.matchAll(/(.)(.)/gu)].map(([, plain, accented]) => [
    plain,
    accented,
  ]),
);

export const PSEUDO_START = '⟦';
export const PSEUDO_END = '⟧';

const accent = (text: string) => [...text].map((char) => ACCENTED[char] ?? char).join('');

/** A compiled message's text parts accented; `#` (the plural's number) and placeholders kept. */
function pseudoParts(message: CompiledMessage): CompiledMessage {
  return message.map((part) => {
    if (typeof part === 'string') return part === '#' ? part : accent(part);
    const [name, type, style] = part;
    if (style && typeof style === 'object') {
      const cases = Object.fromEntries(
        Object.entries(style as Record<string, CompiledMessage>).map(([key, value]) => [
          key,
          pseudoParts(value),
        ]),
      );
      return [name, type, cases] as typeof part;
    }
    return part;
  });
}

/** Letters in a message's text parts, for its lengthening. */
const lettersOf = (message: string) => message.replace(/\{[^{}]*\}/g, '').length;

/** One message in the pseudo-language, compiled. */
export function pseudoMessage(english: string): CompiledMessage {
  const compiled = compileIcu(english);
  const parts = typeof compiled === 'string' ? [compiled] : compiled;
  // In words of up to five, as translated text can break between words.
  const extra = Math.max(1, Math.ceil(lettersOf(english) / 3));
  const longer = Array.from({ length: Math.ceil(extra / 5) }, (_, i) =>
    '~'.repeat(Math.min(5, extra - i * 5)),
  );
  return [PSEUDO_START, ...pseudoParts(parts), (extra > 5 ? ' ' : '') + longer.join(' ') + PSEUDO_END];
}

/** A catalog of every message in the pseudo-language. */
export function pseudoCatalog(messages: { id: string; message: string }[]): CompiledCatalog {
  return Object.fromEntries(messages.map(({ id, message }) => [id, pseudoMessage(message)]));
}
