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
import { submissionsArea } from '../../../shared/i18n/messages/submissions.ts';
import { useI18n } from '../../lib/i18n.tsx';

function NotFound() {
  const { t } = useI18n();
  return (
    <RecordNotFound
      title={t(submissionsArea.notFoundTitle)}
      text={t(submissionsArea.notFoundText)}
      backTo={paths.submissions()}
      backLabel={t(submissionsArea.backToSubmissions)}
    />
  );
}

function Review({ id }: { id: number }) {
  const { t } = useI18n();
  const query = useSubmission(id);
  const { isPeopleAdmin } = useAuth();
  const title = t(submissionsArea.submissionNumber, { id });
  useDocumentTitle(
    query.data
      ? title
      : isNotFound(query.error)
        ? t(submissionsArea.notFoundTitle)
        : t(submissionsArea.submissionTitle),
  );
  if (query.isPending) return <LoadingState label={t(submissionsArea.loadingSubmission)} reserve />;
  if (isNotFound(query.error)) return <NotFound />;
  if (query.isError) {
    return (
      <RecordLoadError
        heading={t(submissionsArea.submissionTitle)}
        message={t(submissionsArea.loadSubmissionFailed)}
        backTo={paths.submissions()}
        backLabel={t(submissionsArea.backToSubmissions)}
      />
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink to={paths.submissions()}>{t(submissionsArea.backToSubmissions)}</BackLink>
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
