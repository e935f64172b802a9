/**
 * The moderation queue (administrators): the submissions of one status (Waiting for review, Approved, Rejected,
 * Spam), the status and page in the address. Waiting ones come oldest first, so none is forgotten; reviewed ones,
 * the most recently reviewed first.
 */
import { Link, useSearchParams } from '../../../lib/routing.tsx';
import { Camera, Clock, Users } from 'lucide-react';
import {
  SUBMISSION_STATUSES,
  type Submission,
  type SubmissionStatus,
} from '../../../../shared/api/submissions.ts';
import { submissionsArea } from '../../../../shared/i18n/messages/submissions.ts';
import { paths } from '../../../../shared/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListStatus } from '../../../components/ui/list-page.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { withParams } from '../../../lib/use-search-param-state.ts';
import { SUBMISSIONS_PAGE_SIZE, useSubmissionCount, useSubmissionList } from './submission-queries.ts';
import { SharedFor } from './shared-for.tsx';
import {
  headlineLanguage,
  receivedAt,
  sameSenderWords,
  submissionCanoeName,
  submissionHeadline,
} from './submission-words.ts';

const readStatus = (value: string | null): SubmissionStatus =>
  SUBMISSION_STATUSES.find((status) => status === value) ?? 'pending';

const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** The four statuses as links (the address keeps the choice, so Back and a shared link work). */
function StatusFilter({ status, pending }: { status: SubmissionStatus; pending: number | undefined }) {
  const translator = useI18n();
  const { t } = translator;
  const [params] = useSearchParams();
  return (
    <nav aria-label={t(submissionsArea.statusFilter)} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {SUBMISSION_STATUSES.map((value) => {
          const current = value === status;
          const search = withParams(params, {
            status: value === 'pending' ? null : value,
            page: null,
          }).toString();
          return (
            <li key={value}>
              <Link
                to={{ search: search ? `?${search}` : '' }}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-medium ${
                  current
                    ? 'border-koa-700 bg-koa-700 text-white'
                    : 'border-stone-300 bg-white text-stone-700 hover:border-koa-400 hover:text-koa-800'
                }`}
              >
                {t(submissionsArea.status, { status: value })}
                {value === 'pending' && pending ? (
                  <span
                    className={`rounded-full px-1.5 text-xs font-bold ${current ? 'bg-white text-koa-800' : 'bg-amber-200 text-koa-900'}`}
                  >
                    {pending}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SubmissionRow({ submission }: { submission: Submission }) {
  const translator = useI18n();
  const { t } = translator;
  const canoe = submissionCanoeName(submission, t);
  const reviewed = submission.status !== 'pending';
  const headingId = `submission-${submission.submission_id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="card relative p-4 hover:border-koa-300 sm:p-5">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge
            tone={submission.kind === 'story' ? 'koa' : submission.kind === 'correction' ? 'ocean' : 'green'}
          >
            {t(submissionsArea.kind, { kind: submission.kind })}
          </Badge>
          {/* A new canoe's name is its headline already. */}
          {canoe && submission.kind !== 'new_canoe' ? (
            <span className="font-medium text-stone-800">{canoe}</span>
          ) : null}
          <SharedFor submission={submission} />
        </div>
        <h2 id={headingId} className="mt-2 text-lg font-semibold break-words text-koa-900">
          {/* The whole card is the link's target (the ::after), so the heading is all a screen reader reads. */}
          <Link
            to={paths.submission(submission.submission_id)}
            lang={headlineLanguage(submission, translator.language)}
            className="after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ocean-500"
          >
            {submissionHeadline(submission, t)}
          </Link>
        </h2>
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-600">
          <div className="flex gap-1">
            <dt>{t(submissionsArea.from)}</dt>
            <dd className="font-medium text-stone-800">{submission.shown_name}</dd>
          </div>
          {submission.photo_count > 0 ? (
            <div className="flex items-center gap-1">
              <dt>
                <Camera aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">{t(submissionsArea.photosTerm)}</span>
              </dt>
              <dd>{t(submissionsArea.photoCount, { count: submission.photo_count })}</dd>
            </div>
          ) : null}
          <div className="flex items-center gap-1">
            <dt>
              <Clock aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t(submissionsArea.receivedTerm)}</span>
            </dt>
            <dd>
              <time dateTime={submission.created_at}>{receivedAt(submission.created_at, translator)}</time>
            </dd>
          </div>
          {reviewed && submission.reviewed_at ? (
            <div className="flex gap-1">
              <dt>{t(submissionsArea.status, { status: submission.status })}</dt>
              <dd>
                <time dateTime={submission.reviewed_at}>
                  {submission.reviewed_by
                    ? t(submissionsArea.reviewedAtBy, {
                        date: receivedAt(submission.reviewed_at, translator),
                        who: submission.reviewed_by,
                      })
                    : receivedAt(submission.reviewed_at, translator)}
                </time>
              </dd>
            </div>
          ) : null}
          {submission.same_sender_count > 0 ? (
            <div className="flex items-center gap-1 text-amber-800">
              <dt>
                <Users aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">{t(submissionsArea.sameSenderTerm)}</span>
              </dt>
              <dd>{sameSenderWords(submission.same_sender_count, t)}</dd>
            </div>
          ) : null}
        </dl>
      </article>
    </li>
  );
}

export function SubmissionQueue() {
  const translator = useI18n();
  const { t } = translator;
  const [params] = useSearchParams();
  const status = readStatus(params.get('status'));
  const page = readPage(params.get('page'));
  const query = useSubmissionList(status, page);
  const counted = useSubmissionCount(true).data;
  const count = counted?.pending;
  const keepDays = counted?.keep_closed_days;
  const label = t(submissionsArea.status, { status });
  return (
    <>
      <StatusFilter status={status} pending={count} />
      {(status === 'rejected' || status === 'spam') && keepDays ? (
        <p className="mb-4 text-sm text-stone-700">
          {t(submissionsArea.keptDays, { status, days: keepDays })}
        </p>
      ) : null}
      <ListStatus
        data={query.data}
        pending={query.isPending}
        error={query.isError}
        loading={t(submissionsArea.loading)}
        failure={t(submissionsArea.loadFailed)}
      >
        {({ items, total }) =>
          items.length === 0 ? (
            <EmptyState title={t(submissionsArea.empty, { status })} />
          ) : (
            <section aria-label={label} aria-busy={query.isPlaceholderData}>
              <p className="mb-3 text-sm text-stone-600" role="status">
                {t(submissionsArea.found, { status, count: total })}
              </p>
              <ul aria-label={t(submissionsArea.listOf, { status: label })} className="space-y-3">
                {items.map((submission) => (
                  <SubmissionRow key={submission.submission_id} submission={submission} />
                ))}
              </ul>
              <Pager page={page} pageCount={Math.ceil(total / SUBMISSIONS_PAGE_SIZE)} />
            </section>
          )
        }
      </ListStatus>
    </>
  );
}
