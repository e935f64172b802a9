import { FilterBar } from '../../components/ui/filter-bar.tsx';
import { ResetFiltersButton } from '../../components/ui/filter-buttons.tsx';
import { SortButtons } from '../../components/ui/sort-buttons.tsx';
import { ViewToggle, type ViewMode } from '../../components/ui/view-toggle.tsx';
import type { ParamChanges, ParamUpdateOptions } from '../../lib/use-search-param-state.ts';
import { peopleArea } from '../../../shared/i18n/messages/people.ts';
import { useI18n } from '../../lib/i18n.tsx';
import {
  hasPeopleFilters,
  peopleSortOptions,
  sortChanges,
  type PeopleListState,
} from './people-list-params.ts';

export interface PeopleFilterBarProps {
  state: PeopleListState;
  onChange: (changes: ParamChanges, options?: ParamUpdateOptions) => void;
  onReset: () => void;
  /** Changes on every Reset: the search field starts afresh, dropping a draft still waiting to commit. */
  resetKey: number;
}

/**
 * Search (name, email or phone), the view switch and Reset. The list view sorts by its column headers; the grid
 * has no columns, so it gets the same keys as buttons.
 */
export function PeopleFilterBar({ state, onChange, onReset, resetKey }: PeopleFilterBarProps) {
  const { t } = useI18n();
  return (
    <FilterBar
      label={t(peopleArea.filtersLabel)}
      resetKey={resetKey}
      rowFrom="md"
      search={{
        label: t(peopleArea.searchLabel),
        placeholder: t(peopleArea.searchPlaceholder),
        name: 'q',
        value: state.q,
        onCommit: (q, options) => onChange({ q: q.trim() ? q : null, page: null }, options),
      }}
      controls={
        <>
          <ViewToggle
            value={state.view}
            onChange={(view: ViewMode) => onChange({ view: view === 'grid' ? null : view })}
          />
          {hasPeopleFilters(state) ? <ResetFiltersButton onReset={onReset} /> : null}
        </>
      }
    >
      {state.view === 'grid' ? (
        <div className="mt-4 border-t border-stone-200 pt-4">
          <SortButtons
            options={peopleSortOptions(t)}
            value={state.sort}
            onChange={(sort) => onChange(sortChanges(sort))}
          />
        </div>
      ) : null}
    </FilterBar>
  );
}
