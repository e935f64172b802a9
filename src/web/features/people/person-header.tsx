import { Link } from '../../lib/routing.tsx';
import { Mail, Pencil, Phone, Trash2 } from 'lucide-react';
import { HistoryLink } from '../../components/ui/history-link.tsx';
import { paths } from '../../../shared/paths.ts';
import type { PersonDetail } from './people-queries.ts';
import { peopleArea } from '../../../shared/i18n/messages/people.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** The page's one h1, the person's email and phone, and Edit and Delete. */
export function PersonHeader({ person, onDelete }: { person: PersonDetail; onDelete: () => void }) {
  const { t } = useI18n();
  return (
    <div className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h1 className="font-display text-3xl font-bold break-words text-koa-900 sm:text-4xl">
          {person.name}
        </h1>
        {person.email || person.phone ? (
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-stone-700">
            {person.email ? (
              <li className="flex items-center gap-2 break-all">
                <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-koa-600" />
                <span className="sr-only">{t(peopleArea.emailPrefix)} </span>
                {person.email}
              </li>
            ) : null}
            {person.phone ? (
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-koa-600" />
                <span className="sr-only">{t(peopleArea.phonePrefix)} </span>
                {person.phone}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-3">
        <Link to={paths.personEdit(person.person_id)} className="btn-secondary">
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t(peopleArea.edit)}
        </Link>
        <HistoryLink to={paths.personHistory(person.person_id)} />
        <button type="button" className="btn-secondary text-red-700" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t(peopleArea.delete)}
        </button>
      </div>
    </div>
  );
}
