/**
 * The interface's words in the page's language (decision 026): `const { t } = useI18n(); t(footer.explore)`.
 * A page's translations arrive compiled with it (site-config, compiled by the server with Lingui's compiler); a
 * message without one is the English written in the code, compiled here once (shared/i18n/compile.ts).
 */
import {
  cloneElement,
  createContext,
  Fragment,
  useContext,
  useMemo,
  type ReactElement,
  type ReactNode,
} from 'react';
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
 * A message with parts that are elements: `<T message={m.consent} components={[<Link to="/privacy" />]} />` for
 * "I agree to the <0>privacy policy</0>": each `<n>…</n>` becomes the nth element with the words inside it.
 */
export function T({
  message,
  values,
  components = [],
}: {
  message: Message;
  values?: MessageValues;
  components?: ReactElement<{ children?: ReactNode }>[];
}) {
  const { t } = useI18n();
  const text = t(message, values);
  const parts = useMemo(() => splitElements(text), [text]);
  return (
    <>
      {parts.map((part, index) => {
        if (typeof part === 'string') return <Fragment key={index}>{part}</Fragment>;
        const element = components[part.index];
        if (!element) return <Fragment key={index}>{part.text}</Fragment>;
        return cloneElement(element, { key: index }, part.text);
      })}
    </>
  );
}

/** "a <0>b</0> c" → ['a ', { index: 0, text: 'b' }, ' c']. */
export function splitElements(text: string): (string | { index: number; text: string })[] {
  const parts: (string | { index: number; text: string })[] = [];
  const pattern = /<(\d+)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > last) parts.push(text.slice(last, found.index));
    parts.push({ index: Number(found[1]), text: found[2] });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
