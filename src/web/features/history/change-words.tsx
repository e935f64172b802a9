/** How a change reads on every history screen: who, in words, when, and why. */
import { Link } from '../../lib/routing.tsx';
import type { ChangeSummary, RecordType } from '../../../shared/api/history.ts';
import { paths } from '../../../shared/paths.ts';
import { formatMoment } from '../../lib/format.ts';
import { useI18n, withParts, type Translator } from '../../lib/i18n.tsx';
import type { Message } from '../../../shared/i18n/messages.ts';
import { historyArea } from '../../../shared/i18n/messages/history.ts';

/**
 * "November 23, 2026, 10:04 PM HST": in the site's time zone (SITE_TIME_ZONE), named, so every keeper reads the
 * same time wherever they are, and the server's render and the browser's agree; in the translator's language
 * (English without one).
 */
export const formatWhen = (iso: string, translator?: Translator) => formatMoment(iso, translator);

/** What each kind of record is called in a filter and a heading. */
export const RECORD_TYPE_LABELS: Record<RecordType, Message> = {
  canoe: historyArea.typeCanoe,
  canoe_name: historyArea.typeCanoeName,
  ownership: historyArea.typeOwnership,
  canoe_maker: historyArea.typeCanoeMaker,
  restoration: historyArea.typeRestoration,
  participation: historyArea.typeParticipation,
  media: historyArea.typeMedia,
  source: historyArea.typeSource,
  story: historyArea.typeStory,
  recording: historyArea.typeRecording,
  race: historyArea.typeRace,
  owner: historyArea.typeOwner,
  maker: historyArea.typeMaker,
  person: historyArea.typePerson,
  account: historyArea.typeAccount,
  protocol: historyArea.typeProtocol,
  protocol_member: historyArea.typeProtocolMember,
  tk_label: historyArea.typeTkLabel,
  tk_label_use: historyArea.typeTkLabelUse,
  translation: historyArea.typeTranslation,
  place: historyArea.typePlace,
};

/** The page of the record a change is about: a canoe's own rows lead to the canoe; accounts have none. */
export function recordPath(change: Pick<ChangeSummary, 'record_type' | 'record_id' | 'canoe_id'>) {
  switch (change.record_type) {
    case 'owner':
      return paths.owner(change.record_id);
    case 'maker':
      return paths.maker(change.record_id);
    case 'race':
      return paths.race(change.record_id);
    case 'person':
      return paths.person(change.record_id);
    case 'place':
      return paths.place(change.record_id);
    case 'account':
      return null;
    case 'tk_label':
      return paths.tkLabels();
    case 'translation':
      return paths.translations();
    default:
      return change.canoe_id === null ? null : paths.canoe(change.canoe_id);
  }
}

const HISTORY_PATHS: Partial<Record<RecordType, (id: number) => string>> = {
  canoe: paths.canoeHistory,
  owner: paths.ownerHistory,
  maker: paths.makerHistory,
  race: paths.raceHistory,
  person: paths.personHistory,
  place: paths.placeHistory,
};

/** Where a change leads: the record's page, or, for a record deleted, its history (which outlives it). */
function changePath(change: ChangeSummary) {
  const history = HISTORY_PATHS[change.record_type];
  if (change.action === 'delete') return history ? history(change.record_id) : recordPath(change);
  return recordPath(change);
}

/** "Kawika Nāone added the name Hōkūleʻa (1975)", with the time under it and the reason, if one was given. */
export function ChangeLine({ change, linkRecord = false }: { change: ChangeSummary; linkRecord?: boolean }) {
  const translator = useI18n();
  const { t } = translator;
  const to = linkRecord ? changePath(change) : null;
  return (
    <div className="min-w-0">
      <p className="break-words text-stone-900">
        {withParts(
          translator,
          historyArea.whoDidWhat,
          { summary: change.summary },
          { actor: <span className="font-semibold">{change.actor.name}</span> },
        )}
      </p>
      <p className="mt-0.5 text-sm text-stone-600">
        <time dateTime={change.created_at}>{formatWhen(change.created_at, translator)}</time>
        {to ? (
          <>
            {' · '}
            <Link to={to} className="link break-words">
              {change.record_label}
            </Link>
          </>
        ) : null}
        {change.reverted_by_change_id !== null ? <> · {t(historyArea.reverted)}</> : null}
      </p>
      {change.reason ? (
        <p className="mt-1 text-sm text-stone-700">
          <span className="font-medium">{t(historyArea.reason)}</span> {change.reason}
        </p>
      ) : null}
    </div>
  );
}
