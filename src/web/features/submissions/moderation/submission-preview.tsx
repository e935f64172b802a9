/**
 * A submission as it would appear on the public site (the story as the Stories tab shows it, the photos with
 * their words, a correction as "Field: current → proposed", a new canoe's details), then who sent it.
 */
import type { ReactNode } from 'react';
import { Link } from '../../../lib/routing.tsx';
import { ArrowRight, ImageOff } from 'lucide-react';
import { CANOE_TYPES } from '../../../../shared/constants.ts';
import { LICENCE_INFO, type PhotoLicence } from '../../../../shared/photo-licences.ts';
import { dateWords } from '../../../../shared/uncertain-date.ts';
import type { Story, Submission } from '../../../../shared/api/submissions.ts';
import { paths } from '../../../../shared/paths.ts';
import { machineDate } from '../../../lib/format.ts';
import { correctionValueWords, sameSenderWords } from './submission-words.ts';

/** What the Stories tab needs of a story to show it. */
export type StoryShape = Pick<
  Story,
  'title' | 'body' | 'shown_name' | 'shared_at' | 'licence_words' | 'licence_url'
>;

const licenceOf = (key: string | null) => (key ? (LICENCE_INFO[key as PhotoLicence] ?? null) : null);

/** The waiting story as the Stories tab will show it once approved. */
export function storyShape(submission: Submission): StoryShape {
  const licence = licenceOf(submission.licence);
  return {
    title: submission.title,
    body: submission.story ?? '',
    shown_name: submission.shown_name,
    shared_at: submission.created_at,
    licence_words: licence?.words ?? null,
    licence_url: licence?.url ?? null,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `preview-${title.toLowerCase().replace(/\W+/g, '-')}`;
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
  const info = licenceOf(licence);
  if (!info) return <span className="text-stone-600">Not recorded</span>;
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
  const alt = photo.caption || `Photo ${index + 1}`;
  const date = photo.date_taken_words ?? photo.date_taken;
  return (
    <li className="card overflow-hidden">
      <figure>
        {photo.thumbnail_url || photo.image_url ? (
          <a href={photo.image_url ?? photo.thumbnail_url ?? undefined} target="_blank" rel="noreferrer">
            <img
              src={photo.thumbnail_url ?? photo.image_url ?? undefined}
              alt={alt}
              loading="lazy"
              className="aspect-[3/2] w-full bg-stone-100 object-cover"
            />
            <span className="sr-only"> (opens the full size in a new tab)</span>
          </a>
        ) : (
          <div className="flex aspect-[3/2] w-full flex-col items-center justify-center gap-2 bg-stone-100 text-sm text-stone-600">
            <ImageOff aria-hidden="true" className="h-8 w-8" />
            The image is no longer kept
          </div>
        )}
        <figcaption className="space-y-2 p-4">
          <p className="font-medium break-words text-koa-900">{photo.caption || 'No caption'}</p>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
            <div className="flex min-w-0 gap-1">
              <dt>Credit:</dt>
              <dd className="min-w-0 break-words text-stone-800">{photo.credit || 'None given'}</dd>
            </div>
            {date ? (
              <div className="flex gap-1">
                <dt>Taken:</dt>
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
              <dt>Licence:</dt>
              <dd className="text-stone-800">
                <LicenceWords licence={photo.licence} />
              </dd>
            </div>
          </dl>
          {photo.media_id !== null && canoeId !== null ? (
            <Link to={`${paths.canoeMedia(canoeId)}?photo=${photo.media_id}`} className="link text-sm">
              Published: open it in the canoe&apos;s photos
            </Link>
          ) : null}
        </figcaption>
      </figure>
    </li>
  );
}

function Correction({ correction }: { correction: NonNullable<Submission['correction']> }) {
  return (
    <div className="card space-y-3 p-5">
      <dl>
        <dt className="text-sm font-medium text-stone-600">{correction.label}</dt>
        <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-lg">
          <span className="sr-only">Current value:</span>
          <span className="text-stone-600 line-through decoration-stone-400">
            {correction.current || 'Not recorded'}
          </span>
          <ArrowRight aria-hidden="true" className="h-5 w-5 shrink-0 text-stone-500" />
          <span className="sr-only">Proposed value:</span>
          <span className="font-semibold break-words text-koa-900">
            {correctionValueWords(correction.field, correction.value)}
          </span>
        </dd>
      </dl>
      <div>
        <h3 className="text-sm font-medium text-stone-600">How they know</h3>
        <p className="mt-1 whitespace-pre-line text-stone-800">
          {correction.explanation || 'No explanation given.'}
        </p>
      </div>
    </div>
  );
}

function NewCanoe({ canoe }: { canoe: NonNullable<Submission['canoe']> }) {
  const type = CANOE_TYPES.find((t) => t.type_id === canoe.type_id)?.name ?? null;
  const rows: [string, string | null][] = [
    ['Name', canoe.name],
    ['Bow Number', canoe.hull_id],
    ['Canoe Type', type],
    ['Build Year', canoe.build_date ? dateWords(canoe.build_date) || canoe.build_date : null],
    ['Origin Location', canoe.origin],
    ['Steward', canoe.steward],
    ['Maker', canoe.maker],
  ];
  return (
    <div className="card p-5">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-medium text-stone-600">{label}</dt>
            <dd className={`mt-0.5 break-words ${value ? 'text-stone-900' : 'text-stone-500'}`}>
              {value || 'Not given'}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-stone-600">
        Approving adds the canoe with its name, bow number, type, build year and origin. The steward and maker
        are the sender&apos;s words: add them to the canoe&apos;s record by hand.
      </p>
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
  const canoeId = submission.created_canoe_id ?? submission.canoe_id;
  return (
    <div className="space-y-8">
      {submission.kind === 'story' && submission.story ? (
        <Section title="Story">{renderStory(storyShape(submission))}</Section>
      ) : null}
      {submission.kind === 'story' && !submission.story && submission.title ? (
        <Section title="Story">
          <p className="text-stone-700">Title: {submission.title} (photos only, no story text)</p>
        </Section>
      ) : null}
      {submission.correction ? (
        <Section title="Correction">
          <Correction correction={submission.correction} />
        </Section>
      ) : null}
      {submission.canoe ? (
        <Section title="New canoe">
          <NewCanoe canoe={submission.canoe} />
        </Section>
      ) : null}
      {submission.photos.length > 0 ? (
        <Section title={`Photos (${submission.photos.length})`}>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {submission.photos.map((photo, index) => (
              <PhotoCard key={photo.photo_id} photo={photo} index={index} canoeId={canoeId} />
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}

/** Who sent it: the name to show, and for the admin group their email and whether they want to hear back. */
export function SenderBox({ submission, isPeopleAdmin }: { submission: Submission; isPeopleAdmin: boolean }) {
  return (
    <section aria-labelledby="sender-heading" className="card p-5">
      <h2 id="sender-heading" className="font-display text-lg font-semibold text-koa-900">
        Sender
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="text-stone-600">Name to show</dt>
          <dd className="font-medium break-words text-stone-900">{submission.shown_name}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Contact</dt>
          <dd className="break-words text-stone-900">
            {!isPeopleAdmin && !submission.email ? (
              <span className="text-stone-600">Contact details are visible to the admin group only</span>
            ) : submission.email ? (
              <>
                <a href={`mailto:${submission.email}`} className="link">
                  {submission.email}
                </a>
                <span className="block text-stone-600">
                  {submission.notify
                    ? 'Asked to be told the outcome by email'
                    : 'Did not ask to be told the outcome'}
                </span>
              </>
            ) : (
              <span className="text-stone-600">No email given</span>
            )}
          </dd>
        </div>
        {submission.same_sender_count > 0 ? (
          <div>
            <dt className="text-stone-600">Same sender</dt>
            <dd className="text-amber-800">{sameSenderWords(submission.same_sender_count)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
