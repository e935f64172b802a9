/** What the transfer page says around its form: who holds the canoe now, and what passing it on means. */
import { Link } from '../../../lib/routing.tsx';
import { Users } from 'lucide-react';
import { paths } from '../../../../shared/paths.ts';
import type { CurrentOwner } from '../../../../shared/api/index.ts';
import { capitalise } from '../../../lib/format.ts';

export function CurrentOwnerPanel({ owner }: { owner: CurrentOwner | null }) {
  return (
    <section
      aria-labelledby="transfer-current-heading"
      className="mb-6 rounded-xl border border-koa-200 bg-koa-100/60 p-5"
    >
      <h2 id="transfer-current-heading" className="flex items-center gap-2 font-semibold text-koa-900">
        <Users aria-hidden="true" className="h-5 w-5 text-koa-700" />
        Current Owner
      </h2>
      {owner ? (
        <p className="mt-2 text-stone-800">
          <Link to={paths.owner(owner.owner_id)} className="link">
            {owner.name}
          </Link>{' '}
          ({capitalise(owner.owner_type)}){owner.start_date ? `, since ${owner.start_date_words}` : ''}
        </p>
      ) : (
        <p className="mt-2 text-stone-700">No current owner is recorded for this canoe.</p>
      )}
      <p className="mt-3 text-sm text-stone-700">
        Recording a change adds a new ownership record instead of rewriting the old one, so the canoe&apos;s
        history is kept. {owner ? 'The current ownership ends on the transfer date.' : ''}
      </p>
    </section>
  );
}

export function StewardshipNote() {
  return (
    <aside
      aria-labelledby="transfer-kuleana-heading"
      className="mt-8 rounded-xl border border-ocean-200 bg-ocean-50 p-5 text-sm text-ocean-900"
    >
      <h2 id="transfer-kuleana-heading" className="font-display text-lg font-semibold">
        Passing on the Kuleana
      </h2>
      <p className="mt-2">
        A koa waʻa is never simply owned. Whoever keeps it holds its kuleana, the responsibility and privilege
        of caring for it, paddling it with respect and carrying its story forward for the generations who
        carved it and those still to come.
      </p>
      <p className="mt-2">
        When a canoe passes between hands, that kuleana passes with it. Families, clubs and hālau often mark
        the moment with protocol: a pule, an oli, a gathering on the beach. Record it under Ceremonial Context
        so the canoe&apos;s story keeps it.
      </p>
    </aside>
  );
}
