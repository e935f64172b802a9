/** What a protocol keeps: each record with its canoe, linking to the tab of the canoe's page that shows it. */
import { Link } from '../../lib/routing.tsx';
import { Lock } from 'lucide-react';
import type { HeldRecord, ProtectedKind } from '../../../shared/api/protocols.ts';
import { paths } from '../../../shared/paths.ts';

/** A kind of record in words, and the canoe page's tab that shows it. */
export const KIND_WORDS: Record<ProtectedKind, { one: string; many: string; tab?: string }> = {
  canoe: { one: 'canoe', many: 'canoes' },
  name: { one: 'name', many: 'names', tab: 'names' },
  ownership: { one: 'stewardship', many: 'stewardships', tab: 'ownership' },
  restoration: { one: 'restoration', many: 'restorations', tab: 'restorations' },
  race_entry: { one: 'race result', many: 'race results', tab: 'races' },
  photo: { one: 'photo', many: 'photos', tab: 'media' },
  story: { one: 'story', many: 'stories', tab: 'stories' },
  source: { one: 'source', many: 'sources' },
  notes: { one: 'notes', many: 'notes' },
};

const KIND_LABEL: Record<ProtectedKind, string> = {
  canoe: 'Canoe',
  name: 'Name',
  ownership: 'Stewardship',
  restoration: 'Restoration',
  race_entry: 'Race result',
  photo: 'Photo',
  story: 'Story',
  source: 'Source',
  notes: 'Notes',
};

export function ProtocolHeld({ held }: { held: HeldRecord[] }) {
  return (
    <section aria-labelledby="held-title" className="space-y-4">
      <h2 id="held-title" className="font-display text-2xl font-bold text-koa-900">
        What It Keeps
      </h2>
      {held.length === 0 ? (
        <p className="text-stone-600">
          Nothing yet. An administrator chooses who may see a photo, a story, a source or a canoe&apos;s notes
          on the canoe&apos;s page.
        </p>
      ) : (
        <ul className="card divide-y divide-stone-200">
          {held.map((record) => (
            <li
              key={`${record.kind}-${record.id}`}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3"
            >
              <span className="inline-flex items-center gap-1 text-sm font-medium text-stone-700">
                <Lock aria-hidden="true" className="h-3.5 w-3.5" />
                {KIND_LABEL[record.kind]}
              </span>
              <Link to={paths.canoe(record.canoe_id, KIND_WORDS[record.kind].tab)} className="link">
                {record.label}
              </Link>
              <span className="text-sm text-stone-600">
                {record.kind === 'canoe' || record.label === record.canoe_label
                  ? ''
                  : `of ${record.canoe_label}`}
                {record.visibility === 'keepers' ? ' · Keepers only' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
