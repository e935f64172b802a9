/**
 * The timeline as a list (decision 028): what screen readers, print and a browser without script read. Each entry
 * says when (in words, in the page's language, never with a day nobody gave), what kind of record it is, and links
 * to its record.
 */
import type { ReactNode } from 'react';
import { Link } from '../../../lib/routing.tsx';
import type { TimelineEntry } from '../../../../shared/api/canoe-timeline.ts';
import type { Language } from '../../../../shared/i18n/languages.ts';
import { timelineArea } from '../../../../shared/i18n/messages/timeline.ts';
import { KeptMark } from '../../../components/ui/kept.tsx';
import { useDateWords } from '../../../lib/date-words.ts';
import { useI18n, withParts, type Translator } from '../../../lib/i18n.tsx';
import { PlaceLink } from '../../places/index.ts';
import { KIND_COLOURS } from './timeline-kinds.ts';

type DateWords = ReturnType<typeof useDateWords>['words'];

/** When: "about 1920", "1950 to June 1980", "since 1975", "until 1975"; '' for an entry without a date. */
export function entryDateWords(entry: TimelineEntry, words: DateWords, t: Translator['t']): string {
  const start = words(entry.date);
  const end = words(entry.end_date);
  if (start && end) return t(timelineArea.fromTo, { start, end });
  if (start) return entry.open ? t(timelineArea.since, { start }) : start;
  if (end) return t(timelineArea.until, { end });
  return entry.open ? t(timelineArea.current) : '';
}

/** A text kept in both languages (decision 027): the page's own first, else the other, marked with its language. */
function inReadersLanguage(english: string | null, hawaiian: string | null, page: Language) {
  const versions: Record<Language, string | null> = { en: english || null, haw: hawaiian || null };
  const other: Language = page === 'haw' ? 'en' : 'haw';
  if (versions[page]) return { text: versions[page], lang: undefined };
  return versions[other] ? { text: versions[other], lang: other } : null;
}

/** What the entry's link says, and what follows it (a race's result, a restoration's description). */
function entryWords(entry: TimelineEntry, translator: Translator): { link: ReactNode; detail: ReactNode } {
  const { t } = translator;
  switch (entry.kind) {
    case 'built':
      return {
        link: entry.title ? t(timelineArea.builtBy, { maker: entry.title }) : t(timelineArea.built),
        detail: null,
      };
    case 'name':
      // A name in its own language (decision 026): a Hawaiian name inside an English page is marked so.
      return { link: <span lang={entry.language ?? undefined}>{entry.title}</span>, detail: null };
    case 'restoration': {
      const described = inReadersLanguage(entry.description, entry.description_haw, translator.language);
      return {
        link: entry.title ? t(timelineArea.restoredBy, { restorer: entry.title }) : t(timelineArea.restored),
        detail: described ? <span lang={described.lang}>{described.text}</span> : null,
      };
    }
    case 'race': {
      const { position, time } = entry;
      const result =
        position !== null && time
          ? t(timelineArea.finishedPlaceTime, { position, time })
          : position !== null
            ? t(timelineArea.finishedPlace, { position })
            : time
              ? t(timelineArea.finishedTime, { time })
              : null;
      return { link: entry.title, detail: result };
    }
    case 'photo':
      return { link: entry.title ?? t(timelineArea.photo), detail: null };
    case 'story':
      return {
        link: entry.title ?? t(timelineArea.storyBy, { name: entry.shown_name ?? '' }),
        detail: null,
      };
    case 'recording':
      return {
        link: entry.title,
        detail: entry.shown_name ? t(timelineArea.toldBy, { teller: entry.shown_name }) : null,
      };
    case 'steward':
      return { link: entry.title, detail: null };
  }
}

function TimelineItem({ entry }: { entry: TimelineEntry }) {
  const translator = useI18n();
  const { t } = translator;
  const { words } = useDateWords();
  const when = entryDateWords(entry, words, t);
  const { link, detail } = entryWords(entry, translator);
  return (
    <li className="card flex flex-col gap-x-6 gap-y-1 p-4 sm:flex-row print:break-inside-avoid">
      {when ? <p className="shrink-0 font-semibold text-koa-900 sm:w-48">{when}</p> : null}
      <div className="min-w-0">
        <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
          {/* The drawing's key: its marks are in this colour. */}
          <svg aria-hidden="true" focusable="false" width="10" height="10" className="shrink-0">
            <circle cx="5" cy="5" r="5" fill={KIND_COLOURS[entry.kind].solid} />
          </svg>
          {t(timelineArea.kind, { kind: entry.kind })}
        </p>
        <p className="mt-0.5 break-words">
          <Link to={entry.link} className="link">
            {link}
          </Link>
        </p>
        {detail ? <p className="mt-0.5 text-sm text-stone-700">{detail}</p> : null}
        {/* Where it happened, when the archive knows the place (decision 030). */}
        {entry.place ? (
          <p className="mt-0.5 text-sm text-stone-700">
            {withParts(translator, timelineArea.atPlace, {}, { place: <PlaceLink place={entry.place} /> })}
          </p>
        ) : null}
        <KeptMark kept={entry.kept_for} className="mt-2" />
      </div>
    </li>
  );
}

/** One ordered list of entries; `start`: the number of its first (the undated continue the dated's numbers). */
export function TimelineList({
  entries,
  start = 1,
  labelledBy,
}: {
  entries: readonly TimelineEntry[];
  start?: number;
  labelledBy: string;
}) {
  return (
    <ol start={start} aria-labelledby={labelledBy} className="space-y-3">
      {entries.map((entry) => (
        <TimelineItem key={`${entry.kind}-${entry.id}`} entry={entry} />
      ))}
    </ol>
  );
}
