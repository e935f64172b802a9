import { LayoutGrid, List } from 'lucide-react';
import { lists } from '../../../shared/i18n/messages/lists.ts';
import { useI18n } from '../../lib/i18n.tsx';

export type ViewMode = 'grid' | 'list';

/** Grid/list switch: two toggle buttons, the pressed one is the current view. */
export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (value: ViewMode) => void }) {
  const { t } = useI18n();
  const button = (mode: ViewMode, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={value === mode}
      aria-label={label}
      title={label}
      onClick={() => onChange(mode)}
      className={`rounded-md p-2 ${value === mode ? 'bg-koa-700 text-white' : 'text-stone-600 hover:bg-stone-100'}`}
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t(lists.views)}
      className="inline-flex rounded-lg border border-stone-300 bg-white p-0.5"
    >
      {button('grid', t(lists.gridView), LayoutGrid)}
      {button('list', t(lists.listView), List)}
    </div>
  );
}
