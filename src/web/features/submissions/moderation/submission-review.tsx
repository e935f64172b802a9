/**
 * One submission's review (administrators): the preview as the site would show it, the sender, and the
 * decisions: Approve, Edit then approve, Reject (with an optional note), Spam. A reviewed one shows who decided,
 * when, the note, and where an approval put it.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from '../../../lib/routing.tsx';
import { CheckCircle2, Eraser, Pencil, ShieldX } from 'lucide-react';
import {
  SUBMISSION_KIND_LABELS,
  SUBMISSION_STATUS_LABELS,
  type Submission,
} from '../../../../shared/api/submissions.ts';
import { paths } from '../../../../shared/paths.ts';
import { FormError } from '../../../components/form/form-field.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-dialog.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ApiError } from '../../../lib/api.ts';
import { failedTo } from '../../../lib/failure-message.ts';
import { RejectButton } from './reject-dialog.tsx';
import { SenderBox, SubmissionPreview, type StoryShape } from './submission-preview.tsx';
import { useSubmissionActions } from './submission-queries.ts';
import { receivedAt, submissionCanoeName } from './submission-words.ts';
import { SharedFor } from './shared-for.tsx';

const SubmissionEditForm = lazy(() => import('./submission-edit-form.tsx'));

/** Where an approval put the submission: the canoe's Stories tab, its photos, its details, or the new canoe. */
function PublishedLinks({ submission }: { submission: Submission }) {
  const canoeId = submission.canoe_id;
  const name = submissionCanoeName(submission) ?? 'the canoe';
  const links: { to: string; label: string }[] = [];
  if (submission.created_canoe_id !== null) {
    links.push({ to: paths.canoe(submission.created_canoe_id), label: `Open the new canoe ${name}` });
  } else if (canoeId !== null) {
    if (submission.story_id !== null) {
      links.push({ to: paths.canoe(canoeId, 'stories'), label: `Open the Stories tab of ${name}` });
    }
    if (submission.photos.some((photo) => photo.media_id !== null)) {
      links.push({ to: paths.canoe(canoeId, 'media'), label: `Open the photos of ${name}` });
    }
    if (submission.correction) {
      links.push({ to: paths.canoe(canoeId), label: `Open ${name}` });
      links.push({ to: paths.canoeHistory(canoeId), label: `Open the history of ${name}` });
    }
  }
  if (links.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="link">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const STATUS_TONE: Record<Submission['status'], string> = {
  pending: 'border-amber-200 bg-amber-50 text-amber-950',
  approved: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  rejected: 'border-stone-300 bg-stone-50 text-stone-900',
  spam: 'border-red-200 bg-red-50 text-red-950',
};

/** A reviewed submission: what was decided, by whom and when, the note, and where it went. */
function ReviewOutcome({ submission }: { submission: Submission }) {
  return (
    <div className={`rounded-xl border p-5 ${STATUS_TONE[submission.status]}`}>
      <h2 className="font-display text-lg font-semibold">{SUBMISSION_STATUS_LABELS[submission.status]}</h2>
      {submission.reviewed_at ? (
        <p className="mt-1 text-sm">
          {submission.reviewed_by ? `By ${submission.reviewed_by} on ` : 'On '}
          <time dateTime={submission.reviewed_at}>{receivedAt(submission.reviewed_at)}</time>
        </p>
      ) : null}
      {submission.review_note ? (
        <div className="mt-3 text-sm">
          <h3 className="font-medium">Note to the sender</h3>
          <p className="mt-1 whitespace-pre-line">{submission.review_note}</p>
        </div>
      ) : null}
      {submission.status === 'approved' ? <PublishedLinks submission={submission} /> : null}
    </div>
  );
}

/** The approval's refusal, with the messages of the fields it names (a correction's value the canoe form refuses). */
function approveFailure(error: unknown): string {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
    return `Failed to approve submission: ${Object.values(error.fields).join(' ')} Use Edit then approve to correct it.`;
  }
  return failedTo('approve submission', error);
}

function Decisions({ submission, onEdit }: { submission: Submission; onEdit: () => void }) {
  const actions = useSubmissionActions(submission.submission_id);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = actions.approve.isPending || actions.reject.isPending || actions.spam.isPending;
  return (
    <section aria-labelledby="decision-heading" className="card space-y-3 p-5">
      <h2 id="decision-heading" className="font-display text-lg font-semibold text-koa-900">
        Decision
      </h2>
      <p className="text-sm text-stone-600">
        Approving publishes it at once, recorded in the change history like any other change.
      </p>
      <button
        type="button"
        className="btn-primary w-full"
        disabled={busy}
        onClick={() => {
          setFailure(null);
          actions.approve.mutate(undefined, { onError: (error) => setFailure(approveFailure(error)) });
        }}
      >
        <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
        {actions.approve.isPending ? 'Approving...' : 'Approve'}
      </button>
      <button type="button" className="btn-secondary w-full" disabled={busy} onClick={onEdit}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
        Edit then approve
      </button>
      <RejectButton
        disabled={busy}
        senderTold={submission.sender_told}
        onReject={(note) => actions.reject.mutateAsync(note)}
      />
      <ConfirmButton
        className="btn-secondary w-full text-red-800"
        title="Mark as Spam"
        message="Mark this submission as spam? Nothing of it will appear on the site, its photos are removed, and the sender is not told."
        confirmLabel="Mark as spam"
        busyLabel="Marking..."
        onOpen={() => setFailure(null)}
        onConfirm={() =>
          actions.spam.mutateAsync().catch((error: unknown) => {
            setFailure(failedTo('mark submission as spam', error));
            throw error;
          })
        }
      >
        <ShieldX aria-hidden="true" className="h-4 w-4" />
        Spam
      </ConfirmButton>
      <div aria-live="polite">
        <FormError message={failure} />
      </div>
    </section>
  );
}

/**
 * Erase the sender's words on their request, before the keeping time ends. Not in the change history (a
 * submission never is), so no reason is asked; the submission itself says when and by whom.
 */
function EraseOnRequest({ submission }: { submission: Submission }) {
  const actions = useSubmissionActions(submission.submission_id);
  const [failure, setFailure] = useState<string | null>(null);
  if (submission.erased_at) {
    return (
      <section aria-labelledby="erased-heading" className="card p-5 text-sm text-stone-700">
        <h2 id="erased-heading" className="font-display text-lg font-semibold text-koa-900">
          Sender’s words erased
        </h2>
        <p className="mt-1">
          Erased on request{submission.erased_by ? ` by ${submission.erased_by}` : ''} on{' '}
          <time dateTime={submission.erased_at}>{receivedAt(submission.erased_at)}</time>. Their story, name,
          email and photos are not kept anywhere.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="erase-heading" className="card space-y-3 p-5">
      <h2 id="erase-heading" className="font-display text-lg font-semibold text-koa-900">
        Erase on request
      </h2>
      <p className="text-sm text-stone-600">
        When the sender asks, erase what they sent now rather than at the end of the keeping time.
      </p>
      <ConfirmButton
        className="btn-secondary w-full text-red-800"
        title="Erase the Sender’s Words"
        message={`Erase this submission’s story, the sender’s name and email, and the photos they sent? This cannot be undone: nothing of them is kept.${
          submission.status === 'approved'
            ? ' What was published from it stays on the canoe’s page; remove it there if they ask.'
            : ''
        }${submission.status === 'pending' ? ' The submission is closed as rejected, and the sender is not written to.' : ''}`}
        confirmLabel="Erase"
        busyLabel="Erasing..."
        withReason={false}
        onOpen={() => setFailure(null)}
        onConfirm={() =>
          actions.erase.mutateAsync().catch((error: unknown) => {
            setFailure(failedTo('erase the sender’s words', error));
            throw error;
          })
        }
      >
        <Eraser aria-hidden="true" className="h-4 w-4" />
        Erase the sender’s words
      </ConfirmButton>
      <div aria-live="polite">
        <FormError message={failure} />
      </div>
    </section>
  );
}

export function SubmissionReview({
  submission,
  renderStory,
  isPeopleAdmin,
}: {
  submission: Submission;
  renderStory: (story: StoryShape) => ReactNode;
  /** Whether the caller is in the admin group (who sees contact details). */
  isPeopleAdmin: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // A decision made here is announced (the buttons it was made with are gone once it is).
  const [seenStatus, setSeenStatus] = useState(submission.status);
  if (seenStatus !== submission.status) {
    setSeenStatus(submission.status);
    setAnnouncement(`${SUBMISSION_STATUS_LABELS[submission.status]}.`);
  }
  const pending = submission.status === 'pending';
  const canoe = submissionCanoeName(submission);
  return (
    <>
      <div role="status" className="sr-only">
        {announcement}
      </div>
      <p className="-mt-4 mb-6 flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-700">
        <span className="font-medium">{SUBMISSION_KIND_LABELS[submission.kind]}</span>
        {canoe ? (
          <>
            <span aria-hidden="true">·</span>
            <span>
              {submission.kind === 'new_canoe' ? (
                `New canoe: ${canoe}`
              ) : submission.canoe_id !== null ? (
                <>
                  About{' '}
                  <Link to={paths.canoe(submission.canoe_id)} className="link">
                    {canoe}
                  </Link>
                </>
              ) : (
                canoe
              )}
            </span>
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <span>
          Received <time dateTime={submission.created_at}>{receivedAt(submission.created_at)}</time>
        </span>
        <SharedFor submission={submission} />
      </p>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {editing && pending ? (
            <Suspense fallback={<LoadingState label="Loading the form..." />}>
              <SubmissionEditForm
                submission={submission}
                onCancel={() => setEditing(false)}
                onDone={(_saved, approved) => {
                  setEditing(false);
                  if (!approved) setAnnouncement('Saved.');
                  window.scrollTo({ top: 0 });
                }}
              />
            </Suspense>
          ) : submission.erased_at ? (
            <p className="card p-5 text-stone-700">
              The sender’s words were erased on their request. What is left says only what kind of submission
              it was, when it came and how it was reviewed.
            </p>
          ) : (
            <SubmissionPreview submission={submission} renderStory={renderStory} />
          )}
        </div>
        <div className="space-y-6">
          {pending ? (
            editing ? null : (
              <Decisions submission={submission} onEdit={() => setEditing(true)} />
            )
          ) : (
            <ReviewOutcome submission={submission} />
          )}
          {submission.erased_at ? null : <SenderBox submission={submission} isPeopleAdmin={isPeopleAdmin} />}
          <EraseOnRequest submission={submission} />
        </div>
      </div>
    </>
  );
}
