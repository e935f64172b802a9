import { Link } from '../../lib/routing.tsx';
import { ArrowRight, Mail, Phone } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { Person } from './people-queries.ts';

function PersonCard({ person }: { person: Person }) {
  return (
    <article className="card flex h-full flex-col p-5">
      <h2 className="font-display text-xl font-semibold text-koa-900">{person.name}</h2>
      {person.email || person.phone ? (
        <ul className="mt-3 space-y-1.5 text-sm text-stone-700">
          {person.email ? (
            <li className="flex items-center gap-2 break-all">
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-koa-600" />
              <span className="sr-only">Email: </span>
              {person.email}
            </li>
          ) : null}
          {person.phone ? (
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-koa-600" />
              <span className="sr-only">Phone: </span>
              {person.phone}
            </li>
          ) : null}
        </ul>
      ) : null}
      <Link to={paths.person(person.person_id)} className="link mt-auto inline-flex items-center gap-1 pt-4">
        View Details<span className="sr-only"> of {person.name}</span>
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
