/** "Shared for … only": a story shared for the members of one protocol, kept for them once published (decision 020). */
import { Lock } from 'lucide-react';
import type { Submission } from '../../../../shared/api/submissions.ts';

export function SharedFor({ submission }: { submission: Submission }) {
  if (submission.protocol_id === null) return null;
  const name = submission.protocol_name ?? `protocol #${submission.protocol_id}`;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
      <Lock aria-hidden="true" className="h-3.5 w-3.5" />
      {`Shared for ${name} only`}
    </span>
  );
}
