import type { ReactNode } from 'react';
import { Link } from '../../lib/routing.tsx';
import { ArrowLeft } from 'lucide-react';

/** The way back to a record's list, above its page ('Back to Stewards'); left out of a printed page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="link mb-4 inline-flex items-center gap-1 print:hidden">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {children}
    </Link>
  );
}
