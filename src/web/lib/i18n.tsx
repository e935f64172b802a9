/**
 * The interface's words in the page's language (decision 026): `const { t } = useI18n(); t(footer.explore)`.
 * A page's translations arrive compiled with it (site-config, compiled by the server with Lingui's compiler); a
 * message without one is the English written in the code, compiled here once (shared/i18n/compile.ts).
 */
import { createContext, Fragment, useContext, type ReactNode } from 'react';
import { createTranslator, type Translator } from '../../shared/i18n/translator.ts';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages.ts';
import type { Message, MessageValues } from '../../shared/i18n/messages.ts';

export { createTranslator, type Translator };
export type { CompiledCatalog } from '../../shared/i18n/translator.ts';

const English = createTranslator(SOURCE_LANGUAGE);

const I18nContext = createContext<Translator>(English);

export function I18nProvider({ translator, children }: { translator: Translator; children?: ReactNode }) {
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

/** The page's language and its words. */
export const useI18n = (): Translator => useContext(I18nContext);

/**
 * A message with parts of the page among its words: `withParts(translator, canoeArea.lastUpdated, {}, { day:
 * <MomentDate value={…} /> })` puts each part where its `{name}` stands in the language's words, so a translation
 * may move it.
 */
export function withParts(
  translator: Translator,
  message: Message,
  values: MessageValues,
  parts: Record<string, ReactNode>,
): ReactNode[] {
  const names = Object.keys(parts);
  const marked: MessageValues = { ...values };
  names.forEach((name, i) => (marked[name] = `\uE000${i}\uE001`));
  return translator
    .t(message, marked)
    .split(/\uE000(\d+)\uE001/)
    .map((piece, i) => (i % 2 ? <Fragment key={i}>{parts[names[Number(piece)]]}</Fragment> : piece));
}
