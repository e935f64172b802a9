import { FilterBar, FilterSelect } from '../../components/ui/filter-bar.tsx';
import { ResetFiltersButton } from '../../components/ui/filter-buttons.tsx';
import { SortButtons } from '../../components/ui/sort-buttons.tsx';
import { ViewToggle, type ViewMode } from '../../components/ui/view-toggle.tsx';
import { sortParams } from '../../lib/sort-state.ts';
import type { ParamChanges, ParamUpdateOptions } from '../../lib/use-search-param-state.ts';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';
import { useI18n } from '../../lib/i18n.tsx';
import {
  hasMakerFilters,
  MAKER_SORTS,
  makerSortOptions,
  makerTypeOptions,
  type MakerListState,
} from './maker-list-params.ts';

export interface MakerFilterBarProps {
  state: MakerListState;
  onChange: (changes: ParamChanges, options?: ParamUpdateOptions) => void;
  onReset: () => void;
  /** Changes on every Reset: the text fields start afresh, dropping a draft that was still waiting to commit. */
  resetKey: number;
}

/** Search (name, type or biography), type, sort, the view switch and Reset. */
export function MakerFilterBar({ state, onChange, onReset, resetKey }: MakerFilterBarProps) {
  const { t } = useI18n();
  return (
    <FilterBar
      label={t(makersArea.searchLandmark)}
      resetKey={resetKey}
      search={{
        label: t(makersArea.searchLabel),
        placeholder: t(makersArea.searchPlaceholder),
        name: 'q',
        value: state.q,
        onCommit: (q, options) => onChange({ q: q.trim() ? q : null }, options),
      }}
      select={
        <FilterSelect
          label={t(makersArea.typeFilter)}
          name="type"
          allLabel={t(makersArea.allTypes)}
          options={makerTypeOptions(t)}
          value={state.type}
          onChange={(type) => onChange({ type })}
        />
      }
      controls={
        <>
          {state.view === 'list' ? <input type="hidden" name="view" value="list" /> : null}
          <ViewToggle
            value={state.view}
            onChange={(view: ViewMode) => onChange({ view: view === 'grid' ? null : view })}
          />
          {hasMakerFilters(state) ? <ResetFiltersButton onReset={onReset} /> : null}
        </>
      }
    >
      <div className="mt-4 border-t border-stone-200 pt-4">
        <SortButtons
          options={makerSortOptions(t)}
          value={state.sort}
          onChange={(sort) => onChange(sortParams(sort, MAKER_SORTS))}
        />
      </div>
    </FilterBar>
  );
}
