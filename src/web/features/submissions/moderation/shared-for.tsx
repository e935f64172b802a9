/** "Shared for … only": a story shared for the members of one protocol, kept for them once published (decision 020). */
import { Lock } from 'lucide-react';
import type { Submission } from '../../../../shared/api/submissions.ts';
import { submissionsArea } from '../../../../shared/i18n/messages/submissions.ts';
import { useI18n } from '../../../lib/i18n.tsx';

export function SharedFor({ submission }: { submission: Submission }) {
  const { t } = useI18n();
  if (submission.protocol_id === null) return null;
  const name = submission.protocol_name ?? t(submissionsArea.protocolNumber, { id: submission.protocol_id });
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
      <Lock aria-hidden="true" className="h-3.5 w-3.5" />
      {t(submissionsArea.sharedFor, { protocol: name })}
    </span>
  );
}
