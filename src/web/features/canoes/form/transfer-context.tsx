/** What the transfer page says around its form: who holds the canoe now, and what passing it on means. */
import { Link } from '../../../lib/routing.tsx';
import { Users } from 'lucide-react';
import { paths } from '../../../../shared/paths.ts';
import type { CurrentOwner } from '../../../../shared/api/index.ts';
import { canoeFormArea as area } from '../../../../shared/i18n/messages/canoe-form.ts';
import { stewardsArea } from '../../../../shared/i18n/messages/stewards.ts';
import { useDateWords } from '../../../lib/date-words.ts';
import { useI18n, withParts } from '../../../lib/i18n.tsx';

export function CurrentOwnerPanel({ owner }: { owner: CurrentOwner | null }) {
  const translator = useI18n();
  const { t } = translator;
  const { words } = useDateWords();
  const type = owner ? t(stewardsArea.ownerType, { type: owner.owner_type }) : '';
  return (
    <section
      aria-labelledby="transfer-current-heading"
      className="mb-6 rounded-xl border border-koa-200 bg-koa-100/60 p-5"
    >
      <h2 id="transfer-current-heading" className="flex items-center gap-2 font-semibold text-koa-900">
        <Users aria-hidden="true" className="h-5 w-5 text-koa-700" />
        {t(area.currentOwner)}
      </h2>
      {owner ? (
        <p className="mt-2 text-stone-800">
          {withParts(
            translator,
            owner.start_date ? area.currentOwnerSince : area.currentOwnerType,
            { type, date: owner.start_date ? words(owner.start_date) : '' },
            {
              owner: (
                <Link to={paths.owner(owner.owner_id)} className="link">
                  {owner.name}
                </Link>
              ),
            },
          )}
        </p>
      ) : (
        <p className="mt-2 text-stone-700">{t(area.noCurrentOwner)}</p>
      )}
      <p className="mt-3 text-sm text-stone-700">
        {t(area.transferKeepsHistory)} {owner ? t(area.transferEndsCurrent) : ''}
      </p>
    </section>
  );
}

export function StewardshipNote() {
  const { t } = useI18n();
  return (
    <aside
      aria-labelledby="transfer-kuleana-heading"
      className="mt-8 rounded-xl border border-ocean-200 bg-ocean-50 p-5 text-sm text-ocean-900"
    >
      <h2 id="transfer-kuleana-heading" className="font-display text-lg font-semibold">
        {t(area.kuleanaHeading)}
      </h2>
      <p className="mt-2">{t(area.kuleanaOne)}</p>
      <p className="mt-2">{t(area.kuleanaTwo)}</p>
    </aside>
  );
}
