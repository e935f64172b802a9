/** The moderation queue (administrators): what visitors shared, waiting for review, and what was decided. */
import { PAGES } from '../../../shared/paths.ts';
import { ListPage } from '../../components/ui/list-page.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { SubmissionQueue } from '../../features/submissions/moderation/submission-queue.tsx';

export default function SubmissionQueuePage() {
  return (
    <AccessGuard level="admin">
      <ListPage
        title={PAGES.submissions.title}
        lead="Stories, photos, corrections and new canoes shared by visitors. Nothing appears on the site until it is approved here."
        add={null}
      >
        <SubmissionQueue />
      </ListPage>
    </AccessGuard>
  );
}
