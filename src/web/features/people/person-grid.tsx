import { Link } from '../../lib/routing.tsx';
import { ArrowRight, Mail, Phone } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { Person } from './people-queries.ts';
import { peopleArea } from '../../../shared/i18n/messages/people.ts';
import { useI18n } from '../../lib/i18n.tsx';

function PersonCard({ person }: { person: Person }) {
  const { t } = useI18n();
  return (
    <article className="card flex h-full flex-col p-5">
      <h2 className="font-display text-xl font-semibold text-koa-900">{person.name}</h2>
      {person.email || person.phone ? (
        <ul className="mt-3 space-y-1.5 text-sm text-stone-700">
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
      <Link
        to={paths.person(person.person_id)}
        aria-label={t(peopleArea.viewDetailsOf, { name: person.name })}
        className="link mt-auto inline-flex items-center gap-1 pt-4"
      >
        {t(peopleArea.viewDetails)}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </article>
  );
}

/** The grid view: one to three columns of cards (spec §9). */
export function PersonGrid({ people }: { people: Person[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {people.map((person) => (
        <li key={person.person_id}>
          <PersonCard person={person} />
        </li>
      ))}
    </ul>
  );
}
