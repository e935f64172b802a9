import type { ReactNode } from 'react';
import type { Language } from '../../../shared/i18n/languages.ts';
import { bilingual } from '../../../shared/i18n/messages/bilingual.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { isBlankHtml as blank } from '../../lib/sanitize.ts';

/**
 * A text kept in both languages (decision 027): the reader's language first, marked with its `lang` when it is
 * not the page's, and the other version under "Also in ʻŌlelo Hawaiʻi" / "Also in English" when it exists too.
 * When only one version exists it is shown, in its language, whatever the page's. `empty` when neither exists.
 */
export function BilingualText({
  english,
  hawaiian,
  render,
  empty = null,
  className,
}: {
  english: string | null | undefined;
  hawaiian: string | null | undefined;
  /** Draws one version (rich text, a paragraph). */
  render: (text: string) => ReactNode;
  empty?: ReactNode;
  className?: string;
}) {
  const translator = useI18n();
  const versions: Record<Language, string | null | undefined> = { en: english, haw: hawaiian };
  const page = translator.language;
  const other: Language = page === 'haw' ? 'en' : 'haw';
  const first: Language | null = !blank(versions[page]) ? page : !blank(versions[other]) ? other : null;
  if (first === null) return <>{empty}</>;
  const second: Language = first === 'haw' ? 'en' : 'haw';
  const mark = (language: Language) => (language === page ? undefined : language);
  return (
    <div className={className}>
      <div lang={mark(first)}>{render(versions[first]!)}</div>
      {!blank(versions[second]) ? (
        <details className="mt-3 rounded border border-stone-200 px-3 py-2">
          <summary className="cursor-pointer text-sm font-medium text-stone-700">
            {translator.t(second === 'haw' ? bilingual.alsoInHawaiian : bilingual.alsoInEnglish)}
          </summary>
          <div lang={mark(second)} className="mt-2">
            {render(versions[second]!)}
          </div>
        </details>
      ) : null}
    </div>
  );
}
