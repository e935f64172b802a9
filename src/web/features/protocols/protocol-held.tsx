/**
 * What a protocol keeps: each record with its canoe, linking to the tab of the canoe's page that shows it (a place,
 * which belongs to no canoe, to its own page).
 */
import { Link } from '../../lib/routing.tsx';
import { Lock } from 'lucide-react';
import type { HeldRecord, ProtectedKind } from '../../../shared/api/protocols.ts';
import { paths } from '../../../shared/paths.ts';
import { protocolsArea } from '../../../shared/i18n/messages/protocols.ts';
import type { Message } from '../../../shared/i18n/messages.ts';
import { useI18n, withParts } from '../../lib/i18n.tsx';

/** The canoe page's tab that shows a kind of record (none: the first). */
const KIND_TAB: Record<ProtectedKind, string | undefined> = {
  canoe: undefined,
  name: 'names',
  ownership: 'ownership',
  restoration: 'restorations',
  race_entry: 'races',
  photo: 'media',
  story: 'stories',
  recording: 'stories',
  source: undefined,
  notes: undefined,
  place: undefined,
};

/** A kept record's page: a place's own, else its canoe's tab that shows it. */
const recordPath = (record: HeldRecord) =>
  record.canoe_id === null ? paths.place(record.id) : paths.canoe(record.canoe_id, KIND_TAB[record.kind]);

export function ProtocolHeld({ held }: { held: HeldRecord[] }) {
  const translator = useI18n();
  const { t } = translator;
  return (
    <section aria-labelledby="held-title" className="space-y-4">
      <h2 id="held-title" className="font-display text-2xl font-bold text-koa-900">
        {t(protocolsArea.whatItKeeps)}
      </h2>
      {held.length === 0 ? (
        <p className="text-stone-600">{t(protocolsArea.keepsNothing)}</p>
      ) : (
        <ul className="card divide-y divide-stone-200">
          {held.map((record) => (
            <li
              key={`${record.kind}-${record.id}`}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm text-stone-600"
            >
              {withParts(
                translator,
                heldLine(record),
                { canoe: record.canoe_label },
                {
                  kind: (
                    <span className="inline-flex items-center gap-1 font-medium text-stone-700">
                      <Lock aria-hidden="true" className="h-3.5 w-3.5" />
                      {t(protocolsArea.kind, { kind: record.kind })}
                    </span>
                  ),
                  record: (
                    <Link to={recordPath(record)} className="link text-base">
                      {record.label}
                    </Link>
                  ),
                },
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A kept record's line: its kind and name, its canoe unless it is the canoe, and whether keepers only see it. */
function heldLine(record: HeldRecord): Message {
  const keepers = record.visibility === 'keepers';
  if (record.kind === 'canoe' || record.canoe_id === null || record.label === record.canoe_label) {
    return keepers ? protocolsArea.heldRecordKeepersOnly : protocolsArea.heldRecord;
  }
  return keepers ? protocolsArea.heldRecordOfKeepersOnly : protocolsArea.heldRecordOf;
}
