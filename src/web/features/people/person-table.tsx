import { ArrowDown, ArrowUp } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { actionsColumn, DataTable, type Column } from '../../components/ui/data-table.tsx';
import { useMomentWords } from '../../lib/moment-words.ts';
import { nextSort, type SortState } from '../../lib/sort-state.ts';
import { DASH } from './person-format.ts';
import { PEOPLE_SORT_LABELS, type PeopleSortKey } from './people-list-params.ts';
import type { Person } from './people-queries.ts';
import { peopleArea } from '../../../shared/i18n/messages/people.ts';
import { useI18n } from '../../lib/i18n.tsx';

type Sort = SortState<PeopleSortKey>;

/**
 * A sortable column's heading (spec §4): the active column shows its direction with an arrow and aria-sort;
 * choosing it flips the direction, choosing another column sorts that one ascending.
 */
function sortable(
  sortKey: PeopleSortKey,
  label: string,
  sort: Sort,
  onSort: (next: Sort) => void,
): Pick<Column<Person>, 'header' | 'headerProps'> {
  const active = sort.key === sortKey;
  const Arrow = sort.order === 'asc' ? ArrowUp : ArrowDown;
  return {
    headerProps: { 'aria-sort': active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined },
    header: (
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold hover:underline"
        onClick={() => onSort(nextSort(sort, sortKey))}
      >
        {label}
        {active ? <Arrow aria-hidden="true" className="h-4 w-4" /> : null}
      </button>
    ),
  };
}

const record = (person: Person) => ({
  name: person.name,
  view: paths.person(person.person_id),
  edit: paths.personEdit(person.person_id),
});

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
  const { t } = useI18n();
  const moments = useMomentWords();
  const label = (key: PeopleSortKey) => t(PEOPLE_SORT_LABELS[key]);
  return (
    <DataTable
      rows={people}
      rowKey={(person) => person.person_id}
      caption={caption}
      // The headings sort the list: they stay in view, and the table scrolls sideways on a phone.
      stack={false}
      columns={[
        { ...sortable('name', label('name'), sort, onSort), cell: (person) => person.name },
        {
          ...sortable('email', label('email'), sort, onSort),
          className: 'break-all',
          cell: (person) => person.email || DASH,
        },
        { header: peopleArea.phone, cell: (person) => person.phone || DASH },
        {
          ...sortable('created_at', label('created_at'), sort, onSort),
          cell: (person) => moments.date(person.created_at) || DASH,
        },
        actionsColumn(record),
      ]}
    />
  );
}
