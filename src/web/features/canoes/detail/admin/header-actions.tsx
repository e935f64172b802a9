/**
 * The administrators' Edit, History and Delete beside a canoe's name, and "Who may see this" under it. A chunk of
 * its own: a visitor's canoe page never downloads them.
 */
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from '../../../../lib/routing.tsx';
import { HistoryLink } from '../../../../components/ui/history-link.tsx';
import { paths } from '../../../../../shared/paths.ts';
import { canoeArea } from '../../../../../shared/i18n/messages/canoe.ts';
import { useI18n } from '../../../../lib/i18n.tsx';

export function CanoeHeaderActions({
  canoeId,
  deleted,
  onDelete,
}: {
  canoeId: number;
  deleted: boolean;
  onDelete: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={paths.canoeEdit(canoeId)} className="btn-secondary">
        <Pencil aria-hidden="true" className="h-4 w-4" />
        {t(canoeArea.edit)}
      </Link>
      <HistoryLink to={paths.canoeHistory(canoeId)} />
      <button
        type="button"
        aria-label={t(canoeArea.deleteCanoe)}
        onClick={onDelete}
        disabled={deleted}
        className="btn-secondary border-red-200 text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t(canoeArea.delete)}
      </button>
    </div>
  );
}
