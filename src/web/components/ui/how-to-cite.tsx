/**
 * "How to cite this record": the record's permanent link (PUBLIC_URL, else the site address the page was
 * served from, as in its canonical link) and the date accessed, as text that reads without JavaScript, and a
 * Copy button that puts the citation on the clipboard and says so.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Check, Copy } from 'lucide-react';
import { SITE_NAME } from '../../../shared/paths.ts';
import { permanentUrl, siteConfig } from '../../lib/site-config.ts';
import { cite } from '../../../shared/i18n/messages/cite.ts';
import { useI18n, type Translator } from '../../lib/i18n.tsx';
import { dates } from '../../../shared/i18n/messages/dates.ts';
import { isoDayIn } from '../../../shared/site-time.ts';

/**
 * Today in the page's language, in its words for days (the runtime's calendar words cannot be used: Chromium has
 * no Hawaiian ones, Node has): in the site's time zone (SITE_TIME_ZONE), else the visitor's own.
 */
function today(t: Translator['t'], timeZone?: string): string {
  const [year, month, day] = isoDayIn(timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone).split(
    '-',
  );
  return t(dates.day, { month: t(dates.month, { month: Number(month) }), day: Number(day), year });
}

const noSubscription = () => () => {};

/** The title ends with its own full stop, inside the quotation marks. */
const citedTitle = (title: string) => (/[.!?]$/.test(title) ? title : `${title}.`);

async function writeClipboard(text: string, fallback: HTMLElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (a page not served over HTTPS) or no permission: copy the selected text the old way.
    if (!fallback) return false;
    const selection = window.getSelection();
    const range = document.createRange();
    range.selectNodeContents(fallback);
    selection?.removeAllRanges();
    selection?.addRange(range);
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

export function HowToCite({
  title,
  kind,
  path,
  className = '',
}: {
  /** The record's name as the page heads it. */
  title: string;
  /** 'Canoe', 'Steward', 'Maker'. */
  kind: string;
  /** The record's canonical path (paths.canoe(id)…). */
  path: string;
  className?: string;
}) {
  const { t } = useI18n();
  // The server renders the archive's today; hydration starts from it, then the visitor's own day is shown.
  const accessed = useSyncExternalStore(
    noSubscription,
    () => today(t),
    () => today(t, siteConfig().timeZone),
  );
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const textRef = useRef<HTMLParagraphElement>(null);
  const url = permanentUrl(path);
  useEffect(() => {
    if (status !== 'copied') return;
    const timer = window.setTimeout(() => setStatus('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);

  // `“Hōkūleʻa.” Canoe record, Koa Canoe Registry.`, the permanent link, `. Accessed November 25, 2026.`
  const record = t(cite.citeRecord, { title: citedTitle(title), kind, site: SITE_NAME });
  const copy = async () => {
    const citation = `${record} ${url}${t(cite.citeAccessed, { date: today(t) })}`;
    const copied = await writeClipboard(citation, textRef.current);
    setStatus(copied ? 'copied' : 'failed');
  };

  return (
    <section
      aria-labelledby="how-to-cite-heading"
      className={`rounded-xl border border-stone-200 bg-stone-50 p-5 ${className}`}
    >
      <h2 id="how-to-cite-heading" className="font-display text-lg font-semibold text-koa-900">
        {t(cite.cite)}
      </h2>
      <p ref={textRef} className="mt-2 text-sm break-words text-stone-800">
        {record}{' '}
        <a href={url} className="link underline">
          {url}
        </a>
        {t(cite.citeAccessed, { date: accessed })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          onClick={() => void copy()}
          className="btn-secondary needs-script px-3 py-1.5 text-sm"
        >
          {status === 'copied' ? (
            <Check aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Copy aria-hidden="true" className="h-4 w-4" />
          )}
          {t(status === 'copied' ? cite.copied : cite.copyCitation)}
        </button>
        <p role="status" className="text-sm text-ocean-800">
          {status === 'idle' ? '' : t(status === 'copied' ? cite.citeCopied : cite.citeCopyFailed)}
        </p>
      </div>
    </section>
  );
}
