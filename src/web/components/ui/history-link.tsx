/** The administrators' way from a record's page to its history (beside Edit). */
import { Link } from '../../lib/routing.tsx';
import { History } from 'lucide-react';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../lib/i18n.tsx';

export function HistoryLink({ to }: { to: string }) {
  const { t } = useI18n();
  return (
    <Link to={to} className="btn-secondary">
      <History aria-hidden="true" className="h-4 w-4" />
      {t(ui.history)}
    </Link>
  );
}
