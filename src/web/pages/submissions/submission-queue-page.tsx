/** The moderation queue (administrators): what visitors shared, waiting for review, and what was decided. */

import { ListPage } from '../../components/ui/list-page.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { SubmissionQueue } from '../../features/submissions/moderation/submission-queue.tsx';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { submissionsArea } from '../../../shared/i18n/messages/submissions.ts';
import { useI18n } from '../../lib/i18n.tsx';

export default function SubmissionQueuePage() {
  const { t } = useI18n();
  return (
    <AccessGuard level="admin">
      <ListPage title={t(pages.submissionsTitle)} lead={t(submissionsArea.queueLead)} add={null}>
        <SubmissionQueue />
      </ListPage>
    </AccessGuard>
  );
}
