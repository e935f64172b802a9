/**
 * The interface's words in the page's language (decision 026): `const { t } = useI18n(); t(footer.explore)`.
 * A page's translations arrive compiled with it (site-config, compiled by the server with Lingui's compiler); a
 * message without one is the English written in the code, compiled here once (shared/i18n/compile.ts).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { createTranslator, type Translator } from '../../shared/i18n/translator.ts';
import { SOURCE_LANGUAGE } from '../../shared/i18n/languages.ts';

export { createTranslator, type Translator };
export type { CompiledCatalog } from '../../shared/i18n/translator.ts';

const English = createTranslator(SOURCE_LANGUAGE);

const I18nContext = createContext<Translator>(English);

export function I18nProvider({ translator, children }: { translator: Translator; children?: ReactNode }) {
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

/** The page's language and its words. */
export const useI18n = (): Translator => useContext(I18nContext);
