/** One submission's review (administrators): previewed as the site would show it, then approved, edited, rejected. */
import { useParams } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RecordLoadError } from '../../components/ui/record-load-error.tsx';
import { RecordNotFound } from '../../components/ui/record-not-found.tsx';
import { isNotFound } from '../../lib/api.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
// The Stories tab's own story, so a waiting story is previewed exactly as it will appear.
import { StoryArticle } from '../../features/canoes/detail/stories-tab.tsx';
import { useSubmission } from '../../features/submissions/moderation/submission-queries.ts';
import { SubmissionReview } from '../../features/submissions/moderation/submission-review.tsx';

function NotFound() {
  return (
    <RecordNotFound
      title="Submission Not Found"
      text="This submission does not exist, or was removed."
      backTo={paths.submissions()}
      backLabel="Back to Submissions"
    />
  );
}

function Review({ id }: { id: number }) {
  const query = useSubmission(id);
  const { isPeopleAdmin } = useAuth();
  const title = `Submission #${id}`;
  useDocumentTitle(query.data ? title : isNotFound(query.error) ? 'Submission Not Found' : 'Submission');
  if (query.isPending) return <LoadingState label="Loading submission..." reserve />;
  if (isNotFound(query.error)) return <NotFound />;
  if (query.isError) {
    return (
      <RecordLoadError
        heading="Submission"
        message="Failed to load the submission. Please try again later."
        backTo={paths.submissions()}
        backLabel="Back to Submissions"
      />
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink to={paths.submissions()}>Back to Submissions</BackLink>
      <PageHeader title={title} />
      <SubmissionReview
        submission={query.data}
        isPeopleAdmin={isPeopleAdmin}
        renderStory={(story) => <StoryArticle story={story} id="preview-story-title" />}
      />
    </div>
  );
}

export default function SubmissionReviewPage() {
  const id = parseRecordId(useParams().id);
  return <AccessGuard level="admin">{id === null ? <NotFound /> : <Review key={id} id={id} />}</AccessGuard>;
}
