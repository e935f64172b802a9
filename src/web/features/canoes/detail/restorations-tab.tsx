import { Link } from '../../../lib/routing.tsx';
import { Calendar, MapPin } from 'lucide-react';
import type { Restoration, Source } from '../../../../shared/api/index.ts';
import { numberSources, SourceNotes, type NumberedSource } from '../sources/source-notes.tsx';
import { paths } from '../../../../shared/paths.ts';
import { HistorySection, RowActions } from './admin-controls.tsx';
import type { CanoeAdmin } from './canoe-admin-state.ts';
import { useCanoeRestorations } from './canoe-detail-queries.ts';
import type { KeptNotice } from '../../../../shared/api/protocols.ts';
import { KeptMark, KeptNotices } from '../../../components/ui/kept.tsx';
import { BilingualText } from '../../../components/ui/bilingual-text.tsx';
import { PlaceLink } from '../../places/index.ts';
import { canoeTabsArea } from '../../../../shared/i18n/messages/canoe-tabs.ts';
import { useDateWords } from '../../../lib/date-words.ts';
import { useI18n, withParts, type Translator } from '../../../lib/i18n.tsx';

/** Who did the work: a maker links to their maker page; a person with no maker role, to their person record. */
function Restorer({ restoration }: { restoration: Restoration }) {
  const { t } = useI18n();
  if (restoration.maker_id !== null) {
    return (
      <Link to={paths.maker(restoration.maker_id)} className="link">
        {restoration.maker_name || t(canoeTabsArea.makerNumber, { id: restoration.maker_id })}
      </Link>
    );
  }
  if (restoration.restorer_person_id !== null) {
    return (
      <Link to={paths.person(restoration.restorer_person_id)} className="link">
        {restoration.restorer_name || t(canoeTabsArea.personNumber, { id: restoration.restorer_person_id })}
      </Link>
    );
  }
  return null;
}

/** 'Leilani Pāhoa, March 1, 1990': which restoration an Edit or Delete button acts on. */
function restorationLabel(restoration: Restoration, t: Translator['t'], date: string) {
  const restorer = restoration.maker_name || restoration.restorer_name;
  if (restorer && date) return t(canoeTabsArea.restorationLabel, { restorer, date });
  return restorer || date || `#${restoration.restoration_id}`;
}

function RestorationCard({
  restoration,
  admin,
  numbered,
}: {
  restoration: Restoration;
  admin: CanoeAdmin | null;
  numbered: NumberedSource[];
}) {
  const translator = useI18n();
  const { t } = translator;
  const { words } = useDateWords();
  const started = words(restoration.restoration_date);
  const ended = words(restoration.end_date);
  const label = restorationLabel(restoration, t, started);
  return (
    <li className="card p-5">
      <article aria-labelledby={`restoration-${restoration.restoration_id}`} className="relative">
        {admin ? (
          <div className="float-right ml-3">
            <RowActions
              admin={admin}
              kind="restoration"
              rowId={restoration.restoration_id}
              target={{ kind: 'restoration', id: restoration.restoration_id, label }}
              protection={{
                kind: 'restoration',
                id: restoration.restoration_id,
                what: t(canoeTabsArea.protectRestoration, { restoration: label }),
              }}
            />
          </div>
        ) : null}
        <h3 id={`restoration-${restoration.restoration_id}`} className="text-lg font-semibold text-koa-900">
          {restoration.maker_id !== null || restoration.restorer_person_id !== null
            ? withParts(
                translator,
                canoeTabsArea.restorationBy,
                {},
                {
                  restorer: <Restorer restoration={restoration} />,
                },
              )
            : t(canoeTabsArea.restoration)}
        </h3>
        <KeptMark kept={restoration.kept_for} className="mt-2" />
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-600">
          {started ? (
            <span className="inline-flex items-center gap-1.5">
              <Calendar aria-hidden="true" className="h-4 w-4" />
              {ended ? t(canoeTabsArea.restorationSpan, { start: started, end: ended }) : started}
            </span>
          ) : null}
          {restoration.place || restoration.location ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="h-4 w-4" />
              {/* Its place when a keeper has chosen one (decision 030), else the text as it was typed. */}
              {restoration.place ? <PlaceLink place={restoration.place} /> : restoration.location}
            </span>
          ) : null}
        </div>
        {/* In the reader's language first, the other under "Also in …" (decision 027). */}
        <BilingualText
          english={restoration.description}
          hawaiian={restoration.description_haw}
          className="mt-3"
          render={(text) => <p className="text-stone-800">{text}</p>}
        />
        {restoration.notes ? (
          <p className="mt-2 text-sm whitespace-pre-line text-stone-600">{restoration.notes}</p>
        ) : null}
        <SourceNotes
          numbered={numbered.filter(({ source }) => source.record_id === restoration.restoration_id)}
          prefix={`restoration-${restoration.restoration_id}`}
          heading="h4"
          className="mt-3 border-t border-stone-100 pt-3"
        />
      </article>
    </li>
  );
}

export function RestorationsTab({
  canoeId,
  admin,
  sources,
  notices,
}: {
  canoeId: number;
  admin: CanoeAdmin | null;
  sources?: Source[];
  /** What is kept here from this reader, when its keepers chose to say so (decision 020). */
  notices?: readonly KeptNotice[];
}) {
  const query = useCanoeRestorations(canoeId);
  const numbered = numberSources(
    sources,
    (query.data ?? []).map((restoration) => ({ type: 'restoration', id: restoration.restoration_id })),
  );
  return (
    <HistorySection
      kind="restoration"
      admin={admin}
      list={query}
      rowKey={(restoration) => restoration.restoration_id}
      after={<KeptNotices notices={notices} kinds={['restoration']} />}
    >
      {(restorations) => (
        <ul className="mt-4 space-y-4">
          {restorations.map((restoration) => (
            <RestorationCard
              key={restoration.restoration_id}
              restoration={restoration}
              admin={admin}
              numbered={numbered}
            />
          ))}
        </ul>
      )}
    </HistorySection>
  );
}
