import { Link } from 'react-router';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { formatDate } from '../../lib/format.ts';
import { nextSort, type SortState } from '../../lib/sort-state.ts';
import { DASH } from './person-format.ts';
import type { PeopleSortKey } from './people-list-params.ts';
import type { Person } from './people-queries.ts';

type Sort = SortState<PeopleSortKey>;

/**
 * A sortable column's header (spec §4): the active column shows its direction with an arrow and aria-sort;
 * choosing it flips the direction, choosing another column sorts that one ascending.
 */
function SortHeader({
  sortKey,
  label,
  sort,
  onSort,
}: {
  sortKey: PeopleSortKey;
  label: string;
  sort: Sort;
  onSort: (next: Sort) => void;
}) {
  const active = sort.key === sortKey;
  const Arrow = sort.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold hover:underline"
        onClick={() => onSort(nextSort(sort, sortKey))}
      >
        {label}
        {active ? <Arrow aria-hidden="true" className="h-4 w-4" /> : null}
      </button>
    </th>
  );
}

/** The list view: Name, Email, Phone, Created, Actions; a missing value shows a dash. */
export function PersonTable({
  people,
  sort,
  onSort,
  caption,
}: {
  people: Person[];
  sort: Sort;
  onSort: (next: Sort) => void;
  caption: string;
}) {
  const header = { sort, onSort };
  return (
    <div className="card overflow-x-auto">
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <SortHeader sortKey="name" label="Name" {...header} />
            <SortHeader sortKey="email" label="Email" {...header} />
            <th scope="col">Phone</th>
            <SortHeader sortKey="created_at" label="Created" {...header} />
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.person_id}>
              <th scope="row" className="bg-white font-medium">
                {person.name}
              </th>
              <td className="break-all">{person.email || DASH}</td>
              <td>{person.phone || DASH}</td>
              <td>{formatDate(person.created_at) || DASH}</td>
              <td>
                <div className="flex gap-3">
                  <Link to={paths.person(person.person_id)} className="link">
                    View<span className="sr-only"> {person.name}</span>
                  </Link>
                  <Link to={paths.personEdit(person.person_id)} className="link">
                    Edit<span className="sr-only"> {person.name}</span>
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
