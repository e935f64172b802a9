import { Link } from '../../lib/routing.tsx';
import { Hammer, Pencil, Trash2 } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { peopleArea } from '../../../shared/i18n/messages/people.ts';
import { useI18n } from '../../lib/i18n.tsx';

const ACTION = 'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left font-medium hover:bg-stone-100';

/** Quick Actions beside the tabs (spec §2): Edit Information, Add as Maker, Delete Person. */
export function PersonQuickActions({ personId, onDelete }: { personId: number; onDelete: () => void }) {
  const { t } = useI18n();
  return (
    <aside aria-labelledby="person-quick-actions" className="card p-5">
      <h2 id="person-quick-actions" className="mb-3 font-display text-xl font-semibold text-koa-900">
        {t(peopleArea.quickActions)}
      </h2>
      <ul className="space-y-1">
        <li>
          <Link to={paths.personEdit(personId)} className={`${ACTION} text-koa-800`}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t(peopleArea.editInformation)}
          </Link>
        </li>
        <li>
          <Link to={paths.makerNew(personId)} className={`${ACTION} text-koa-800`}>
            <Hammer aria-hidden="true" className="h-4 w-4" />
            {t(peopleArea.addAsMaker)}
          </Link>
        </li>
        <li>
          <button type="button" className={`${ACTION} text-red-700`} onClick={onDelete}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t(peopleArea.deletePerson)}
          </button>
        </li>
      </ul>
    </aside>
  );
}
