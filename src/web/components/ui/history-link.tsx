/** The administrators' way from a record's page to its history (beside Edit). */
import { Link } from '../../lib/routing.tsx';
import { History } from 'lucide-react';

export function HistoryLink({ to }: { to: string }) {
  return (
    <Link to={to} className="btn-secondary">
      <History aria-hidden="true" className="h-4 w-4" />
      History
    </Link>
  );
}
