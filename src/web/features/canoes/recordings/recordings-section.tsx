/**
 * Recorded Voices (decision 035): a canoe's oral histories as sound or video on its Stories tab, each with its
 * player and its transcript beside it. The line being spoken is marked as it plays, and each line is a button that
 * plays from there; a line's address (`#recording-5-at-760`) opens the page at it. Video shows the transcript as
 * captions too. A chunk of its own: the canoe page downloads it only with the Stories tab.
 */
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Recording } from '../../../../shared/api/recordings.ts';
import { recordingApi } from '../../../../shared/api/routes.ts';
import { cueAt, cueText, formatTime, parseWebVtt, type Cue } from '../../../../shared/transcript.ts';
import { recordingsArea as words } from '../../../../shared/i18n/messages/recordings.ts';
import { api } from '../../../lib/api.ts';
import { failedTo } from '../../../lib/failure-message.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { useDateWords } from '../../../lib/date-words.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { KeptMark } from '../../../components/ui/kept.tsx';
import { useSayDeleted } from '../../../components/ui/route-notice.tsx';
import { canoeDetailKey } from '../detail/canoe-detail-queries.ts';
import { TabError } from '../detail/tab-parts.tsx';
import { WhoMaySee } from '../detail/kept-for.tsx';
import { lineId } from './line-address.ts';
import { canoeRecordingsQuery } from './recordings-query.ts';

// Administrators only, each a chunk of its own.
const RecordingForm = lazyComponent(() => import('./recording-form.tsx').then((form) => form.RecordingForm));
const ConfirmButton = lazyComponent(() =>
  import('../../../components/ui/confirm-dialog.tsx').then((dialog) => dialog.ConfirmButton),
);

/** "4.2 MB" */
function megabytes(bytes: number) {
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

function Transcript({
  recording,
  cues,
  active,
  onSeek,
}: {
  recording: Recording;
  cues: Cue[];
  active: number;
  onSeek: (seconds: number) => void;
}) {
  const { t } = useI18n();
  const list = useRef<HTMLOListElement>(null);
  // The line being spoken stays in view within the transcript's own scroll, never moving the page.
  useEffect(() => {
    const box = list.current;
    const line = active >= 0 ? (box?.children[active] as HTMLElement | undefined) : undefined;
    if (!box || !line) return;
    if (
      line.offsetTop < box.scrollTop ||
      line.offsetTop + line.offsetHeight > box.scrollTop + box.clientHeight
    ) {
      box.scrollTop = line.offsetTop - box.clientHeight / 3;
    }
  }, [active]);
  const headingId = `recording-${recording.recording_id}-transcript`;
  return (
    <div>
      <h4 id={headingId} className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
        {t(words.transcriptHeading)}
      </h4>
      {cues.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t(words.noTranscript)}</p>
      ) : (
        <ol
          ref={list}
          aria-labelledby={headingId}
          className="relative mt-2 max-h-80 space-y-1 overflow-y-auto rounded-md border border-stone-200 bg-white p-2"
        >
          {cues.map((cue, index) => {
            const time = formatTime(cue.start);
            const current = index === active;
            return (
              <li key={`${cue.start}-${index}`} id={lineId(recording.recording_id, cue.start)}>
                <button
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onSeek(cue.start)}
                  className={`flex w-full gap-3 rounded px-2 py-1.5 text-left text-sm ${
                    current ? 'bg-koa-100 font-medium text-koa-900' : 'text-stone-800 hover:bg-stone-100'
                  }`}
                >
                  <span className="shrink-0 font-mono text-xs leading-5 text-stone-600">
                    <span aria-hidden="true">{time}</span>
                    <span className="sr-only">{t(words.lineAt, { time })}</span>
                  </span>
                  <span className="min-w-0 break-words whitespace-pre-line">{cueText(cue.text)}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

function RecordingArticle({ recording, isAdmin }: { recording: Recording; isAdmin: boolean }) {
  const translator = useI18n();
  const { t } = translator;
  const { words: dateWords } = useDateWords();
  const media = useRef<HTMLMediaElement | null>(null);
  const cues = useMemo(
    () => (recording.transcript ? parseWebVtt(recording.transcript).cues : []),
    [recording.transcript],
  );
  const [active, setActive] = useState(-1);
  const [unplayable, setUnplayable] = useState(false);
  const [editing, setEditing] = useState(false);
  const editId = `edit-recording-${recording.recording_id}`;
  const seek = (seconds: number) => {
    const player = media.current;
    if (!player) return;
    player.currentTime = seconds;
    setActive(cueAt(cues, seconds));
    void player.play().catch(() => undefined);
  };
  // A line's address opens the page at it: the player waits there.
  useEffect(() => {
    const atLine = () => {
      const match = new RegExp(`^#recording-${recording.recording_id}-at-(\\d+)$`).exec(window.location.hash);
      if (!match || !media.current) return;
      media.current.currentTime = Number(match[1]);
      setActive(cueAt(cues, Number(match[1])));
    };
    atLine();
    window.addEventListener('hashchange', atLine);
    return () => window.removeEventListener('hashchange', atLine);
  }, [recording.recording_id, cues]);
  const when = dateWords(recording.recorded_date ?? null);
  const about = [
    recording.teller ? t(words.toldBy, { teller: recording.teller }) : null,
    when ? t(words.recordedOn, { date: when }) : null,
    recording.recorded_by ? t(words.recordedBy, { name: recording.recorded_by }) : null,
    recording.file.duration_seconds
      ? t(words.duration, { time: formatTime(recording.file.duration_seconds) })
      : null,
  ].filter(Boolean);
  const headingId = `recording-${recording.recording_id}`;
  const onTime = () => setActive(cueAt(cues, media.current?.currentTime ?? 0));
  const playerProps = {
    src: recording.url,
    controls: true,
    preload: 'metadata' as const,
    onTimeUpdate: onTime,
    onSeeked: onTime,
    onError: () => setUnplayable(true),
    'aria-labelledby': headingId,
  };
  return (
    <article aria-labelledby={headingId} className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 id={headingId} className="min-w-0 text-xl font-semibold break-words text-koa-900">
          {recording.title}
        </h3>
        {isAdmin ? (
          <div className="flex shrink-0 gap-2">
            <WhoMaySee kind="recording" id={recording.recording_id} what={recording.title} />
            <button
              type="button"
              id={`${editId}-button`}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap text-koa-800 hover:bg-koa-50 hover:text-koa-900"
              aria-expanded={editing}
              aria-controls={editing ? editId : undefined}
              onClick={() => setEditing(!editing)}
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {t(words.editRecording)}
            </button>
            <DeleteRecordingButton recording={recording} />
          </div>
        ) : null}
      </div>
      {about.length ? <p className="mt-1 text-sm text-stone-600">{about.join(' · ')}</p> : null}
      {isAdmin && editing ? (
        <Suspense fallback={null}>
          <RecordingForm
            canoeId={recording.canoe_id}
            formId={editId}
            recording={recording}
            onDone={() => {
              setEditing(false);
              requestAnimationFrame(() => document.getElementById(`${editId}-button`)?.focus());
            }}
          />
        </Suspense>
      ) : null}
      <KeptMark kept={recording.kept_for} className="mt-2" />
      {recording.description ? (
        <p className="mt-3 whitespace-pre-line text-stone-800">{recording.description}</p>
      ) : null}
      <div className="mt-4 grid gap-5 lg:grid-cols-2">
        <div className="min-w-0">
          {recording.file.kind === 'video' ? (
            <video
              {...playerProps}
              ref={(element) => {
                media.current = element;
              }}
              playsInline
              className="aspect-video w-full rounded-md bg-stone-900"
            >
              {recording.captions_url ? (
                <track
                  kind="captions"
                  src={recording.captions_url}
                  label={t(words.transcriptHeading)}
                  default
                />
              ) : null}
            </video>
          ) : (
            <audio
              {...playerProps}
              ref={(element) => {
                media.current = element;
              }}
              className="w-full"
            />
          )}
          {unplayable ? <p className="mt-2 text-sm text-stone-700">{t(words.audioNotPlayable)}</p> : null}
          <p className="mt-2 text-sm">
            <a href={recording.url} download className="link underline">
              {t(words.download, { size: megabytes(recording.file.byte_size) })}
            </a>
          </p>
        </div>
        <Transcript recording={recording} cues={cues} active={active} onSeek={seek} />
      </div>
    </article>
  );
}

function DeleteRecordingButton({ recording }: { recording: Recording }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const sayDeleted = useSayDeleted();
  const [failure, setFailure] = useState('');
  const remove = useMutation({
    mutationFn: () =>
      api.call(recordingApi.deleteCanoeRecording, {
        params: { id: recording.canoe_id, recordingId: recording.recording_id },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: canoeDetailKey(recording.canoe_id) }),
  });
  return (
    <Suspense fallback={null}>
      <ConfirmButton
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap text-red-700 hover:bg-red-50 hover:text-red-800"
        message={t(words.confirmDelete, { title: recording.title })}
        onOpen={() => setFailure('')}
        onConfirm={async () => {
          await remove.mutateAsync().catch((error: unknown) => {
            setFailure(failedTo(t(words.deleteRecording), error, {}, t));
            throw error;
          });
          await sayDeleted({
            what: recording.title,
            record_type: 'recording',
            record_id: recording.recording_id,
          });
        }}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {t(words.deleteRecording)}
      </ConfirmButton>
      {failure ? <TabError>{failure}</TabError> : null}
    </Suspense>
  );
}

/** The canoe's recordings, on its Stories tab; nothing for a visitor when there are none. */
export function RecordingsSection({ canoeId, isAdmin }: { canoeId: number; isAdmin: boolean }) {
  const { t } = useI18n();
  const query = useQuery(canoeRecordingsQuery(canoeId));
  const [adding, setAdding] = useState(false);
  const recordings = query.data ?? [];
  if (!isAdmin && recordings.length === 0) return null;
  return (
    <section aria-labelledby="recordings-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recordings-heading" className="font-display text-xl font-semibold text-koa-900">
          {t(words.recordingsHeading)}
        </h2>
        {isAdmin ? (
          <button
            type="button"
            id="add-recording-button"
            className="btn-secondary"
            aria-expanded={adding}
            aria-controls={adding ? 'add-recording' : undefined}
            onClick={() => setAdding(!adding)}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t(words.addRecording)}
          </button>
        ) : null}
      </div>
      {isAdmin && adding ? (
        <Suspense fallback={null}>
          <RecordingForm
            canoeId={canoeId}
            formId="add-recording"
            onDone={() => {
              setAdding(false);
              // Back to the button that opened it, as the canoe page's other forms do.
              requestAnimationFrame(() => document.getElementById('add-recording-button')?.focus());
            }}
          />
        </Suspense>
      ) : null}
      {query.isError ? <TabError>{t(words.loadFailed)}</TabError> : null}
      {recordings.length === 0 && isAdmin && !adding ? (
        <p className="mt-3 text-sm text-stone-600">{t(words.noRecordings)}</p>
      ) : null}
      <ul className="mt-4 space-y-6">
        {recordings.map((recording) => (
          <li key={recording.recording_id}>
            <RecordingArticle recording={recording} isAdmin={isAdmin} />
          </li>
        ))}
      </ul>
    </section>
  );
}
