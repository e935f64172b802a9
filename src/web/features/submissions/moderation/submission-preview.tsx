/**
 * A submission as it would appear on the public site (the story as the Stories tab shows it, the photos with
 * their words, a correction as "Field: current → proposed", a new canoe's details), then who sent it.
 */
import type { ReactNode } from 'react';
import { Link } from '../../../lib/routing.tsx';
import { ArrowRight, ImageOff } from 'lucide-react';
import { LICENCE_INFO, type PhotoLicence } from '../../../../shared/photo-licences.ts';
import type { Story, Submission } from '../../../../shared/api/submissions.ts';
import { submissionsArea } from '../../../../shared/i18n/messages/submissions.ts';
import { paths } from '../../../../shared/paths.ts';
import { useDateWords } from '../../../lib/date-words.ts';
import { machineDate } from '../../../lib/format.ts';
import { useI18n, withParts, type Translator } from '../../../lib/i18n.tsx';
import { LANGUAGE_INFO } from '../../../../shared/i18n/languages.ts';
import { recordingsArea } from '../../../../shared/i18n/messages/recordings.ts';
import { cueText, formatTime, parseWebVtt } from '../../../../shared/transcript.ts';
import {
  canoeTypeWords,
  correctionFieldWords,
  correctionValueWords,
  licenceWords,
  sameSenderWords,
} from './submission-words.ts';

/** What the Stories tab needs of a story to show it. */
export type StoryShape = Pick<
  Story,
  'title' | 'body' | 'body_haw' | 'shown_name' | 'shared_at' | 'licence_words' | 'licence_url' | 'licence'
>;

/** An image's loading (the browser's word, not the reader's). */
const LAZY = 'lazy';

/** A licence's key, its words in the page's language and its deed; null for none or an unknown one. */
function licenceOf(key: string | null, t: Translator['t']) {
  const info = key ? (LICENCE_INFO[key as PhotoLicence] ?? null) : null;
  return info ? { words: licenceWords(key as PhotoLicence, t), url: info.url } : null;
}

/**
 * The waiting story as the Stories tab will show it once approved: its text as the version in the language its
 * sender wrote it in (decision 027), so a Hawaiian one is marked as Hawaiian on an English page.
 */
export function storyShape(submission: Submission, t: Translator['t']): StoryShape {
  const licence = licenceOf(submission.licence, t);
  const hawaiian = submission.story_language === 'haw';
  return {
    title: submission.title,
    body: hawaiian ? '' : (submission.story ?? ''),
    body_haw: hawaiian ? submission.story : null,
    shown_name: submission.shown_name,
    shared_at: submission.created_at,
    licence_words: licence?.words ?? null,
    licence_url: licence?.url ?? null,
    licence: licence ? (submission.licence as PhotoLicence) : null,
  };
}

function Section({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = `preview-${name}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="font-display text-xl font-semibold text-koa-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function LicenceWords({ licence }: { licence: string | null }) {
  const { t } = useI18n();
  const info = licenceOf(licence, t);
  if (!info) return <span className="text-stone-600">{t(submissionsArea.notRecorded)}</span>;
  return info.url ? (
    <a href={info.url} rel="license" className="link underline">
      {info.words}
    </a>
  ) : (
    <>{info.words}</>
  );
}

function PhotoCard({
  photo,
  index,
  canoeId,
}: {
  photo: Submission['photos'][number];
  index: number;
  canoeId: number | null;
}) {
  const { t } = useI18n();
  const dates = useDateWords();
  const alt = photo.caption || t(submissionsArea.photoNumber, { number: index + 1 });
  const date = dates.words(photo.date_taken) || photo.date_taken;
  return (
    <li className="card overflow-hidden">
      <figure>
        {photo.thumbnail_url || photo.image_url ? (
          <a href={photo.image_url ?? photo.thumbnail_url ?? undefined} target="_blank" rel="noreferrer">
            <img
              src={photo.thumbnail_url ?? photo.image_url ?? undefined}
              alt={alt}
              loading={LAZY}
              className="aspect-[3/2] w-full bg-stone-100 object-cover"
            />
            <span className="sr-only"> {t(submissionsArea.opensFullSize)}</span>
          </a>
        ) : (
          <div className="flex aspect-[3/2] w-full flex-col items-center justify-center gap-2 bg-stone-100 text-sm text-stone-600">
            <ImageOff aria-hidden="true" className="h-8 w-8" />
            {t(submissionsArea.imageGone)}
          </div>
        )}
        <figcaption className="space-y-2 p-4">
          <p className="font-medium break-words text-koa-900">
            {photo.caption || t(submissionsArea.noCaption)}
          </p>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
            <div className="flex min-w-0 gap-1">
              <dt>{t(submissionsArea.creditTerm)}</dt>
              <dd className="min-w-0 break-words text-stone-800">
                {photo.credit || t(submissionsArea.noneGiven)}
              </dd>
            </div>
            {date ? (
              <div className="flex gap-1">
                <dt>{t(submissionsArea.takenTerm)}</dt>
                <dd className="text-stone-800">
                  {machineDate(photo.date_taken) ? (
                    <time dateTime={machineDate(photo.date_taken)}>{date}</time>
                  ) : (
                    date
                  )}
                </dd>
              </div>
            ) : null}
            <div className="flex gap-1">
              <dt>{t(submissionsArea.licenceTerm)}</dt>
              <dd className="text-stone-800">
                <LicenceWords licence={photo.licence} />
              </dd>
            </div>
          </dl>
          {photo.media_id !== null && canoeId !== null ? (
            <Link to={`${paths.canoeMedia(canoeId)}?photo=${photo.media_id}`} className="link text-sm">
              {t(submissionsArea.publishedPhoto)}
            </Link>
          ) : null}
        </figcaption>
      </figure>
    </li>
  );
}

function Correction({ correction }: { correction: NonNullable<Submission['correction']> }) {
  const { t } = useI18n();
  return (
    <div className="card space-y-3 p-5">
      <dl>
        <dt className="text-sm font-medium text-stone-600">{correctionFieldWords(correction, t)}</dt>
        <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-lg">
          <span className="sr-only">{t(submissionsArea.currentValue)}</span>
          <span className="text-stone-600 line-through decoration-stone-400">
            {correction.current || t(submissionsArea.notRecorded)}
          </span>
          <ArrowRight aria-hidden="true" className="h-5 w-5 shrink-0 text-stone-500" />
          <span className="sr-only">{t(submissionsArea.proposedValue)}</span>
          <span className="font-semibold break-words text-koa-900">
            {correctionValueWords(correction.field, correction.value, t)}
          </span>
        </dd>
      </dl>
      <div>
        <h3 className="text-sm font-medium text-stone-600">{t(submissionsArea.howTheyKnow)}</h3>
        <p className="mt-1 whitespace-pre-line text-stone-800">
          {correction.explanation || t(submissionsArea.noExplanation)}
        </p>
      </div>
    </div>
  );
}

function NewCanoe({ canoe }: { canoe: NonNullable<Submission['canoe']> }) {
  const { t } = useI18n();
  const dates = useDateWords();
  const field = (name: string) => t(submissionsArea.field, { field: name });
  const rows: [string, string | null][] = [
    [field('name'), canoe.name],
    [field('hull_id'), canoe.hull_id],
    [field('type_id'), canoeTypeWords(canoe.type_id, t)],
    [field('build_date'), canoe.build_date ? dates.words(canoe.build_date) || canoe.build_date : null],
    [field('origin'), canoe.origin],
    [t(submissionsArea.steward), canoe.steward],
    [t(submissionsArea.maker), canoe.maker],
  ];
  return (
    <div className="card p-5">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-medium text-stone-600">{label}</dt>
            <dd className={`mt-0.5 break-words ${value ? 'text-stone-900' : 'text-stone-500'}`}>
              {value || t(submissionsArea.notGiven)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-stone-600">{t(submissionsArea.newCanoeText)}</p>
    </div>
  );
}

/** The language the sender wrote the story in, by its own name, beside the story. */
function StoryLanguage({ submission }: { submission: Submission }) {
  const translator = useI18n();
  const language = submission.story_language;
  return (
    <p className="text-sm text-stone-700">
      {withParts(
        translator,
        submissionsArea.storyWrittenIn,
        {},
        {
          language: (
            <span lang={language} className="font-medium text-stone-900">
              {LANGUAGE_INFO[language].autonym}
            </span>
          ),
        },
      )}
    </p>
  );
}

/** A shared recording: its words, a player of its file (for keepers, before it is public) and its transcript. */
function SharedRecording({
  recording,
  canoeId,
}: {
  recording: NonNullable<Submission['recording']>;
  canoeId: number | null;
}) {
  const { t } = useI18n();
  const { words } = useDateWords();
  const licence = licenceOf(recording.licence, t);
  const cues = recording.transcript ? parseWebVtt(recording.transcript).cues : [];
  const Player = recording.file?.kind === 'video' ? 'video' : 'audio';
  return (
    <div className="space-y-3">
      <h3 className="font-display text-lg font-semibold text-koa-900">{recording.title}</h3>
      <ul className="space-y-1 text-sm text-stone-700">
        {recording.teller ? (
          <li>
            {t(recordingsArea.toldBy, { teller: recording.teller })}{' '}
            <span className={recording.teller_named ? 'text-stone-600' : 'text-amber-800'}>
              ({recording.teller_named ? t(submissionsArea.tellerNamedOk) : t(submissionsArea.tellerNotNamed)}
              )
            </span>
          </li>
        ) : null}
        {recording.recorded_date ? (
          <li>{t(recordingsArea.recordedOn, { date: words(recording.recorded_date) })}</li>
        ) : null}
        {licence ? (
          <li>
            {licence.url ? (
              <a href={licence.url} className="link" rel="license noopener noreferrer" target="_blank">
                {licence.words}
              </a>
            ) : (
              licence.words
            )}
          </li>
        ) : null}
      </ul>
      {recording.url ? (
        <Player controls preload="metadata" src={recording.url} className="w-full max-w-2xl rounded-md" />
      ) : recording.recording_id !== null && canoeId !== null ? (
        <Link
          to={`${paths.canoe(canoeId, 'stories')}#recording-${recording.recording_id}`}
          className="link text-sm"
        >
          {t(submissionsArea.publishedRecording)}
        </Link>
      ) : (
        <p className="text-sm text-stone-600">{t(submissionsArea.recordingRemoved)}</p>
      )}
      <h4 className="text-sm font-semibold text-stone-800">{t(recordingsArea.transcriptHeading)}</h4>
      {cues.length ? (
        <ol className="max-h-72 space-y-1 overflow-y-auto rounded-md border border-stone-200 p-3 text-sm">
          {cues.map((cue, index) => (
            <li key={index} className="flex gap-3">
              <span className="shrink-0 font-mono text-stone-600 tabular-nums">{formatTime(cue.start)}</span>
              <span className="text-stone-900">{cueText(cue.text)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-stone-600">{t(recordingsArea.noTranscript)}</p>
      )}
    </div>
  );
}

/** The submission's content as the public site would show it. */
export function SubmissionPreview({
  submission,
  renderStory,
}: {
  submission: Submission;
  /** The Stories tab's own story component (the page hands it in). */
  renderStory: (story: StoryShape) => ReactNode;
}) {
  const { t } = useI18n();
  const canoeId = submission.created_canoe_id ?? submission.canoe_id;
  return (
    <div className="space-y-8">
      {submission.kind === 'story' && submission.story ? (
        <Section name="story" title={t(submissionsArea.story)}>
          <StoryLanguage submission={submission} />
          {renderStory(storyShape(submission, t))}
        </Section>
      ) : null}
      {submission.kind === 'story' && !submission.story && submission.title ? (
        <Section name="story" title={t(submissionsArea.story)}>
          <p className="text-stone-700">{t(submissionsArea.titleOnly, { title: submission.title })}</p>
        </Section>
      ) : null}
      {submission.correction ? (
        <Section name="correction" title={t(submissionsArea.correction)}>
          <Correction correction={submission.correction} />
        </Section>
      ) : null}
      {submission.canoe ? (
        <Section name="new-canoe" title={t(submissionsArea.newCanoeHeading)}>
          <NewCanoe canoe={submission.canoe} />
        </Section>
      ) : null}
      {submission.photos.length > 0 ? (
        <Section name="photos" title={t(submissionsArea.photosHeading, { count: submission.photos.length })}>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {submission.photos.map((photo, index) => (
              <PhotoCard key={photo.photo_id} photo={photo} index={index} canoeId={canoeId} />
            ))}
          </ul>
        </Section>
      ) : null}
      {submission.recording ? (
        <Section name="recording" title={t(submissionsArea.recordingHeading)}>
          <SharedRecording recording={submission.recording} canoeId={canoeId} />
        </Section>
      ) : null}
    </div>
  );
}

/** Who sent it: the name to show, and for the admin group their email and whether they want to hear back. */
export function SenderBox({ submission, isPeopleAdmin }: { submission: Submission; isPeopleAdmin: boolean }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="sender-heading" className="card p-5">
      <h2 id="sender-heading" className="font-display text-lg font-semibold text-koa-900">
        {t(submissionsArea.sender)}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="text-stone-600">{t(submissionsArea.nameToShow)}</dt>
          <dd className="font-medium break-words text-stone-900">{submission.shown_name}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t(submissionsArea.contact)}</dt>
          <dd className="break-words text-stone-900">
            {!isPeopleAdmin && !submission.email ? (
              <span className="text-stone-600">{t(submissionsArea.contactAdminOnly)}</span>
            ) : submission.email ? (
              <>
                <a href={`mailto:${submission.email}`} className="link">
                  {submission.email}
                </a>
                <span className="block text-stone-600">
                  {submission.notify ? t(submissionsArea.askedToBeTold) : t(submissionsArea.notAsked)}
                </span>
              </>
            ) : (
              <span className="text-stone-600">{t(submissionsArea.noEmail)}</span>
            )}
          </dd>
        </div>
        {submission.same_sender_count > 0 ? (
          <div>
            <dt className="text-stone-600">{t(submissionsArea.sameSenderTerm)}</dt>
            <dd className="text-amber-800">{sameSenderWords(submission.same_sender_count, t)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
