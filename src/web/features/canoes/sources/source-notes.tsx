/**
 * Sources on the public pages: numbered references under the facts they support. A section numbers its
 * sources from 1 in the order of its records (a table's rows, the restorations), each record's in their own
 * order; a record's row carries its numbers as marks that lead to the reference below. Links are http(s) only
 * and open as any link does. Small and free of the forms' code: every canoe page carries it.
 */
import type { Source, SourceRecordType } from '../../../../shared/api/index.ts';
import { isWebLink } from '../../../../shared/sources.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { sourcesArea } from '../../../../shared/i18n/messages/sources.ts';
import { KeptMark } from '../../../components/ui/kept.tsx';
import { RecordTkLabels } from '../../tk-labels/index.ts';

export interface SourceRecord {
  type: SourceRecordType;
  id: number;
  /** What the record is, in a few words ('Hōkūleʻa'), before its references in a list of several records'. */
  label?: string;
}

export interface NumberedSource {
  number: number;
  source: Source;
  label?: string;
}

const recordKey = (type: SourceRecordType, id: number) => `${type}:${id}`;

/** The sources of these records, numbered from 1 in the records' order (records without any are skipped). */
export function numberSources(sources: Source[] | undefined, records: SourceRecord[]): NumberedSource[] {
  if (!sources?.length) return [];
  const byRecord = new Map<string, Source[]>();
  for (const source of sources) {
    const key = recordKey(source.record_type, source.record_id);
    byRecord.set(key, [...(byRecord.get(key) ?? []), source]);
  }
  const numbered: NumberedSource[] = [];
  for (const record of records) {
    const own = (byRecord.get(recordKey(record.type, record.id)) ?? []).sort(
      (a, b) => a.position - b.position,
    );
    for (const source of own) numbered.push({ number: numbered.length + 1, source, label: record.label });
  }
  return numbered;
}

const noteId = (prefix: string, number: number) => `${prefix}-source-${number}`;

/** A record's reference marks ([1][2]), each leading to its note under the section. */
export function SourceMarks({
  numbered,
  record,
  prefix,
}: {
  numbered: NumberedSource[];
  record: Pick<SourceRecord, 'type' | 'id'>;
  prefix: string;
}) {
  const own = numbered.filter(
    ({ source }) => source.record_type === record.type && source.record_id === record.id,
  );
  const { t } = useI18n();
  if (!own.length) return null;
  return (
    <sup className="ml-0.5 text-xs font-normal whitespace-nowrap">
      {own.map(({ number }) => (
        <a key={number} href={`#${noteId(prefix, number)}`} className="link px-px">
          [<span className="sr-only">{t(sourcesArea.sourceMark)} </span>
          {number}]
        </a>
      ))}
    </sup>
  );
}

/** "newspapers.example": where a link goes, as its text. */
function linkText(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function Teller({ source }: { source: Source }) {
  const { t } = useI18n();
  if (source.kind !== 'oral_history' || !source.teller) return null;
  return (
    <>
      {t(sourcesArea.toldBy, { teller: source.teller })}
      {/* Only administrators are sent a teller who did not agree to be named. */}
      {source.teller_named ? null : <span className="text-amber-800"> {t(sourcesArea.tellerNotNamed)}</span>}
    </>
  );
}

/**
 * The numbered references of a section. `heading` is the element of its "Sources" title, under the section's
 * own heading (an h2 beside the Details tab's, an h3 in a tab, an h4 in a restoration's card, a plain line in a
 * photo's caption).
 */
export function SourceNotes({
  numbered,
  prefix,
  heading = 'h3',
  className = 'mt-4',
}: {
  numbered: NumberedSource[];
  prefix: string;
  heading?: 'h2' | 'h3' | 'h4' | 'p';
  className?: string;
}) {
  const { t } = useI18n();
  if (!numbered.length) return null;
  const Heading = heading;
  const headingId = `${prefix}-sources-heading`;
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading
        id={headingId}
        className={
          heading === 'h2' ? 'text-lg font-semibold text-koa-900' : 'text-sm font-semibold text-stone-700'
        }
      >
        {t(sourcesArea.sources)}
      </Heading>
      <ol className="mt-1 space-y-1 text-sm text-stone-700">
        {numbered.map(({ number, source, label }) => (
          <li key={source.source_id} id={noteId(prefix, number)} className="flex scroll-mt-24 gap-2">
            <span className="shrink-0 text-stone-600 tabular-nums">[{number}]</span>
            <div className="min-w-0 break-words">
              {label ? <span className="font-medium text-stone-800">{label}: </span> : null}
              {source.citation}
              <span className="text-stone-600">
                {' '}
                ({t(sourcesArea.sourceKind, { kind: source.kind })}
                <Teller source={source} />)
              </span>
              {source.url && isWebLink(source.url) ? (
                <>
                  {' '}
                  <a href={source.url} rel="noopener noreferrer" className="link underline">
                    {linkText(source.url)}
                  </a>
                </>
              ) : null}
              <KeptMark kept={source.kept_for} className="ml-2" />
              <RecordTkLabels
                canoeId={source.canoe_id}
                type="source"
                id={source.source_id}
                className="mt-1"
              />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
