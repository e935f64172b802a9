import { ArrowDown, ArrowUp } from 'lucide-react';
import { nextSort, type SortOption, type SortState } from '../../lib/sort-state.ts';
import { lists } from '../../../shared/i18n/messages/lists.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * A row of sort keys (spec §4): choosing the active one flips its direction, another starts ascending. The active
 * one shows its direction with an arrow, and says it to screen readers.
 */
export function SortButtons<K extends string>({
  options,
  value,
  onChange,
}: {
  options: readonly SortOption<K>[];
  value: SortState<K>;
  onChange: (next: SortState<K>) => void;
}) {
  const { t } = useI18n();
  const Arrow = value.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <div role="group" aria-label={t(lists.sortBy)} className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="text-sm font-medium text-stone-700">
        {t(lists.sortBy)}:
      </span>
      {options.map((option) => {
        const active = option.key === value.key;
        return (
          <button
            key={option.key}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(nextSort(value, option.key))}
            className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium ${
              active
                ? 'border-koa-700 bg-koa-700 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100'
            }`}
          >
            {option.label}
            {active ? (
              <>
                <Arrow aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">{t(lists.sortOrder, { order: value.order })}</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
