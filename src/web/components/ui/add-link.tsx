import type { ReactNode } from 'react';
import { Link } from '../../lib/routing.tsx';
import { Plus } from 'lucide-react';

/** A link to a new record's form, with its plus sign ('Add New Maker'). */
export function AddLink({
  to,
  children,
  className = 'btn-primary',
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link to={to} className={className}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {children}
    </Link>
  );
}
