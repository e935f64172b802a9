/**
 * One submission's review (administrators): the preview as the site would show it, the sender, and the
 * decisions: Approve, Edit then approve, Reject (with an optional note), Spam. A reviewed one shows who decided,
 * when, the note, and where an approval put it.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from '../../../lib/routing.tsx';
import { CheckCircle2, Eraser, Pencil, ShieldX } from 'lucide-react';
import type { Submission } from '../../../../shared/api/submissions.ts';
import { submissionsArea } from '../../../../shared/i18n/messages/submissions.ts';
import { paths } from '../../../../shared/paths.ts';
import { FormError } from '../../../components/form/form-field.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-dialog.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ApiError } from '../../../lib/api.ts';
import { failedTo } from '../../../lib/failure-message.ts';
import { useI18n, withParts, type Translator } from '../../../lib/i18n.tsx';
import { RejectButton } from './reject-dialog.tsx';
import { SenderBox, SubmissionPreview, type StoryShape } from './submission-preview.tsx';
import { useSubmissionActions } from './submission-queries.ts';
import { receivedAt, submissionCanoeName } from './submission-words.ts';
import { SharedFor } from './shared-for.tsx';

const SubmissionEditForm = lazy(() => import('./submission-edit-form.tsx'));

/** Where an approval put the submission: the canoe's Stories tab, its photos, its details, or the new canoe. */
function PublishedLinks({ submission }: { submission: Submission }) {
  const translator = useI18n();
  const { t } = translator;
  const canoeId = submission.canoe_id;
  const name = submissionCanoeName(submission, t) ?? t(submissionsArea.theCanoe);
  const links: { to: string; label: string }[] = [];
  if (submission.created_canoe_id !== null) {
    links.push({
      to: paths.canoe(submission.created_canoe_id),
      label: t(submissionsArea.openNewCanoe, { name }),
    });
  } else if (canoeId !== null) {
    if (submission.story_id !== null) {
      links.push({ to: paths.canoe(canoeId, 'stories'), label: t(submissionsArea.openStories, { name }) });
    }
    if (submission.photos.some((photo) => photo.media_id !== null)) {
      links.push({ to: paths.canoe(canoeId, 'media'), label: t(submissionsArea.openPhotos, { name }) });
    }
    if (submission.correction) {
      links.push({ to: paths.canoe(canoeId), label: t(submissionsArea.openCanoe, { name }) });
      links.push({ to: paths.canoeHistory(canoeId), label: t(submissionsArea.openHistory, { name }) });
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
  const translator = useI18n();
  const { t } = translator;
  const date = receivedAt(submission.reviewed_at, translator);
  return (
    <div className={`rounded-xl border p-5 ${STATUS_TONE[submission.status]}`}>
      <h2 className="font-display text-lg font-semibold">
        {t(submissionsArea.status, { status: submission.status })}
      </h2>
      {submission.reviewed_at ? (
        <p className="mt-1 text-sm">
          <time dateTime={submission.reviewed_at}>
            {submission.reviewed_by
              ? t(submissionsArea.reviewedBy, { who: submission.reviewed_by, date })
              : t(submissionsArea.reviewedOn, { date })}
          </time>
        </p>
      ) : null}
      {submission.review_note ? (
        <div className="mt-3 text-sm">
          <h3 className="font-medium">{t(submissionsArea.noteToSender)}</h3>
          <p className="mt-1 whitespace-pre-line">{submission.review_note}</p>
        </div>
      ) : null}
      {submission.status === 'approved' ? <PublishedLinks submission={submission} /> : null}
    </div>
  );
}

/** The approval's refusal, with the messages of the fields it names (a correction's value the canoe form refuses). */
function approveFailure(error: unknown, t: Translator['t']): string {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
    return t(submissionsArea.approveRefused, { reasons: Object.values(error.fields).join(' ') });
  }
  return failedTo(t(submissionsArea.approveFailed), error, {}, t);
}

function Decisions({ submission, onEdit }: { submission: Submission; onEdit: () => void }) {
  const translator = useI18n();
  const { t } = translator;
  const actions = useSubmissionActions(submission.submission_id);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = actions.approve.isPending || actions.reject.isPending || actions.spam.isPending;
  return (
    <section aria-labelledby="decision-heading" className="card space-y-3 p-5">
      <h2 id="decision-heading" className="font-display text-lg font-semibold text-koa-900">
        {t(submissionsArea.decision)}
      </h2>
      <p className="text-sm text-stone-600">{t(submissionsArea.decisionText)}</p>
      <button
        type="button"
        className="btn-primary w-full"
        disabled={busy}
        onClick={() => {
          setFailure(null);
          actions.approve.mutate(undefined, { onError: (error) => setFailure(approveFailure(error, t)) });
        }}
      >
        <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
        {actions.approve.isPending ? t(submissionsArea.approving) : t(submissionsArea.approve)}
      </button>
      <button type="button" className="btn-secondary w-full" disabled={busy} onClick={onEdit}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
        {t(submissionsArea.editThenApprove)}
      </button>
      <RejectButton
        disabled={busy}
        senderTold={submission.sender_told}
        onReject={(note) => actions.reject.mutateAsync(note)}
      />
      <ConfirmButton
        className="btn-secondary w-full text-red-800"
        title={t(submissionsArea.markAsSpamTitle)}
        message={t(submissionsArea.markAsSpamConfirm)}
        confirmLabel={t(submissionsArea.markAsSpam)}
        busyLabel={t(submissionsArea.marking)}
        onOpen={() => setFailure(null)}
        onConfirm={() =>
          actions.spam.mutateAsync().catch((error: unknown) => {
            setFailure(failedTo(t(submissionsArea.spamFailed), error, {}, t));
            throw error;
          })
        }
      >
        <ShieldX aria-hidden="true" className="h-4 w-4" />
        {t(submissionsArea.spam)}
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
  const translator = useI18n();
  const { t } = translator;
  const actions = useSubmissionActions(submission.submission_id);
  const [failure, setFailure] = useState<string | null>(null);
  if (submission.erased_at) {
    return (
      <section aria-labelledby="erased-heading" className="card p-5 text-sm text-stone-700">
        <h2 id="erased-heading" className="font-display text-lg font-semibold text-koa-900">
          {t(submissionsArea.erasedHeading)}
        </h2>
        <p className="mt-1">
          <time dateTime={submission.erased_at}>
            {submission.erased_by
              ? t(submissionsArea.erasedOnBy, {
                  who: submission.erased_by,
                  date: receivedAt(submission.erased_at, translator),
                })
              : t(submissionsArea.erasedOn, { date: receivedAt(submission.erased_at, translator) })}
          </time>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="erase-heading" className="card space-y-3 p-5">
      <h2 id="erase-heading" className="font-display text-lg font-semibold text-koa-900">
        {t(submissionsArea.eraseHeading)}
      </h2>
      <p className="text-sm text-stone-600">{t(submissionsArea.eraseText)}</p>
      <ConfirmButton
        className="btn-secondary w-full text-red-800"
        title={t(submissionsArea.eraseTitle)}
        message={t(submissionsArea.eraseConfirm, { status: submission.status })}
        confirmLabel={t(submissionsArea.erase)}
        busyLabel={t(submissionsArea.erasing)}
        withReason={false}
        onOpen={() => setFailure(null)}
        onConfirm={() =>
          actions.erase.mutateAsync().catch((error: unknown) => {
            setFailure(failedTo(t(submissionsArea.eraseFailed), error, {}, t));
            throw error;
          })
        }
      >
        <Eraser aria-hidden="true" className="h-4 w-4" />
        {t(submissionsArea.eraseButton)}
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
  const translator = useI18n();
  const { t } = translator;
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // A decision made here is announced (the buttons it was made with are gone once it is).
  const [seenStatus, setSeenStatus] = useState(submission.status);
  if (seenStatus !== submission.status) {
    setSeenStatus(submission.status);
    setAnnouncement(t(submissionsArea.statusSentence, { status: submission.status }));
  }
  const pending = submission.status === 'pending';
  const canoe = submissionCanoeName(submission, t);
  return (
    <>
      <div role="status" className="sr-only">
        {announcement}
      </div>
      <p className="-mt-4 mb-6 flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-700">
        <span className="font-medium">{t(submissionsArea.kind, { kind: submission.kind })}</span>
        {canoe ? (
          <>
            <span aria-hidden="true">·</span>
            <span>
              {submission.kind === 'new_canoe'
                ? t(submissionsArea.newCanoe, { name: canoe })
                : submission.canoe_id !== null
                  ? withParts(
                      translator,
                      submissionsArea.about,
                      {},
                      {
                        canoe: (
                          <Link to={paths.canoe(submission.canoe_id)} className="link">
                            {canoe}
                          </Link>
                        ),
                      },
                    )
                  : canoe}
            </span>
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <time dateTime={submission.created_at}>
          {t(submissionsArea.received, { date: receivedAt(submission.created_at, translator) })}
        </time>
        <SharedFor submission={submission} />
      </p>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {editing && pending ? (
            <Suspense fallback={<LoadingState label={t(submissionsArea.loadingForm)} />}>
              <SubmissionEditForm
                submission={submission}
                onCancel={() => setEditing(false)}
                onDone={(_saved, approved) => {
                  setEditing(false);
                  if (!approved) setAnnouncement(t(submissionsArea.saved));
                  window.scrollTo({ top: 0 });
                }}
              />
            </Suspense>
          ) : submission.erased_at ? (
            <p className="card p-5 text-stone-700">{t(submissionsArea.erasedText)}</p>
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
