import { useLocation } from '../../lib/routing.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { siteConfig } from '../../lib/site-config.ts';
import { LANGUAGES, LANGUAGE_INFO, type Language } from '../../../shared/i18n/languages.ts';
import { shell } from '../../../shared/i18n/messages/shell.ts';

/** How far the Hawaiian interface is reviewed, in whole percent (rounded down: 100 only when complete). */
export function reviewedPercent(translated: { reviewed: number; total: number } | undefined): number {
  if (!translated || translated.total <= 0) return 0;
  return Math.floor((translated.reviewed * 100) / translated.total);
}

/**
 * English | ʻŌlelo Hawaiʻi (decision 026): each a plain link through /language/…, which remembers the choice and
 * answers with the same page in that language, so it works before the app has loaded. Until the Hawaiian interface
 * is wholly reviewed, the switch says how far it is.
 */
export function LanguageSwitch({
  className = '',
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const { t, language } = useI18n();
  const { pathname, search } = useLocation();
  const percent = reviewedPercent(siteConfig().translated);
  const progress = (other: Language) =>
    other !== 'en' && percent < 100 ? ` — ${t(shell.hawaiianProgress, { share: percent / 100 })}` : '';
  return (
    <nav aria-label={t(shell.language)} className={className}>
      <ul className={`flex items-center gap-x-2 gap-y-1 text-sm ${compact ? '' : 'flex-wrap'}`}>
        {LANGUAGES.map((other, index) => (
          <li key={other} className="flex items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="opacity-60">
                |
              </span>
            ) : null}
            <a
              href={`/language/${other}?return=${encodeURIComponent(pathname + search)}`}
              hrefLang={other}
              aria-current={other === language ? 'true' : undefined}
              className={
                other === language
                  ? 'font-semibold underline underline-offset-4'
                  : 'hover:underline hover:underline-offset-4'
              }
            >
              {/* A language's name stays on one line in the wide header. */}
              <span lang={other} className={compact ? 'whitespace-nowrap' : undefined}>
                {LANGUAGE_INFO[other].autonym}
              </span>
              {/* In the wide header, where an administrator's links fill the row (at most 1280 px of content), the
                  progress is said in the footer's switch and, here, to screen readers. */}
              <span className={compact ? 'sr-only' : ''}>{progress(other)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
