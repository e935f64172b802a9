/**
 * The public share form: what is shared, the canoe, the kind's own fields, photos, then the sender. The
 * shared request schema checks it before it is sent; the proof-of-work challenge is solved meanwhile, and a
 * refused try gets a new one.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Send } from 'lucide-react';
import {
  SUBMISSION_KINDS,
  submissionBody,
  type SharedRecordingUpload,
  type SubmissionKind,
} from '../../../../shared/api/submissions.ts';
import { shareArea } from '../../../../shared/i18n/messages/share.ts';
import { FormError } from '../../../components/form/form-field.tsx';
import { SelectField, TextField } from '../../../components/form/form-controls.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import type { Messages } from '../../../components/form/form-messages.ts';
import { ApiError } from '../../../lib/api.ts';
import { readImageFile } from '../../../lib/read-image-file.ts';
import { licenceOptions } from './licence-options.ts';
import { CanoePicker, type ChosenCanoe } from '../../../components/form/canoe-picker.tsx';
import { sendSubmission } from './share-queries.ts';
import { SharePhotos } from './share-photos.tsx';
import { ShareRecordingField } from './share-recording.tsx';
import { sendFileBody } from '../../../lib/send-file.ts';
import { StoryLanguageChoice } from '../story-language-choice.tsx';
import { CorrectionFields, Honeypot, NewCanoeFields, SenderFields } from './share-sections.tsx';
import {
  emptyShareValues,
  SERVER_FIELDS,
  shareRules,
  toShareBody,
  type ShareMessageKey,
  type SharePhoto,
  type ShareRecording,
  type ShareValues,
} from './share-values.ts';
import { StoryField } from './story-field.tsx';
import { useChallenge } from './use-challenge.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useAuth } from '../../auth/auth-queries.ts';
import { useProtocols } from '../../protocols/protocol-queries.ts';
import { useI18n, type Translator } from '../../../lib/i18n.tsx';

/** The sentence above the Send button after a refusal; each field's own message stands beside it. */
function failureSentence(t: Translator['t'], error: unknown, marked: Messages<string>): string {
  if (Object.values(marked).some(Boolean)) return t(shareArea.correctMarked);
  if (!(error instanceof ApiError) || !error.explained) return t(shareArea.notSent);
  return Object.values(error.fields)[0] ?? error.message;
}

/** A part of the form; `name` makes its heading's id. */
function Section({
  name,
  title,
  lead,
  children,
}: {
  name: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const id = `share-${name}`;
  return (
    <section aria-labelledby={id} className="card space-y-5 p-5 sm:p-6">
      <div>
        <h2 id={id} className="font-display text-xl font-semibold text-koa-900">
          {title}
        </h2>
        {lead ? <p className="mt-1 text-sm text-stone-600">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

function KindChoice({
  value,
  onChange,
}: {
  value: SubmissionKind;
  onChange: (kind: SubmissionKind) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset>
      <legend className="sr-only">{t(shareArea.whatSharing)}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {SUBMISSION_KINDS.map((kind) => (
          <label
            key={kind}
            className={`flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 ${kind === value ? 'border-koa-600 bg-koa-50 ring-1 ring-koa-600' : 'border-stone-300 bg-white hover:bg-stone-50'}`}
          >
            <input
              type="radio"
              name="kind"
              value={kind}
              checked={kind === value}
              onChange={() => onChange(kind)}
              className="h-4 w-4 shrink-0 accent-koa-700"
            />
            <span className="font-medium text-koa-900">{t(shareArea.kind, { kind })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Who may read your story", for a signed-in member of protocols: everyone, or the members of one of them only
 * (the story and its photos are then kept for it once approved). Nothing for anyone else.
 */
function ReadersChoice({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useI18n();
  const { user } = useAuth();
  const own = (useProtocols(user !== null).data ?? []).filter((protocol) => protocol.my_role !== null);
  if (!user || own.length === 0) return null;
  const choices = [
    { value: '', label: t(shareArea.everyone) },
    ...own.map((protocol) => ({
      value: String(protocol.protocol_id),
      label: t(shareArea.membersOf, { protocol: protocol.name }),
    })),
  ];
  return (
    <fieldset>
      <legend className="label">{t(shareArea.readers)}</legend>
      <div className="mt-1 space-y-2">
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2">
            <input
              type="radio"
              name="protocol_id"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="h-4 w-4 shrink-0 accent-koa-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-stone-600">{t(shareArea.readersPhotos)}</p>
    </fieldset>
  );
}

export function ShareForm({
  kind,
  canoe,
  onSent,
  onKindChange,
}: {
  kind: SubmissionKind;
  canoe: ChosenCanoe | null;
  onSent: (sent: { message: string; kind: SubmissionKind; canoe: ChosenCanoe | null }) => void;
  /** Told when the sender chooses another kind (the page's title follows it). */
  onKindChange?: (kind: SubmissionKind) => void;
}) {
  const { t, language } = useI18n();
  const challenge = useChallenge();
  const [checking, setChecking] = useState(false);
  // How much of the recording has gone while it is sent; the file sent and its token, so a second try after a
  // refusal of something else does not send it again (a token holds for a day, until a submission claims it).
  const [progress, setProgress] = useState<number | null>(null);
  const sentRecording = useRef<{ file: File; token: string } | null>(null);

  /** Sends the recording's file, paid with the solved challenge the submission goes with; its token. */
  async function recordingToken(file: File, solution: object): Promise<string> {
    if (sentRecording.current?.file === file) return sentRecording.current.token;
    setProgress(0);
    try {
      const sent = await sendFileBody<SharedRecordingUpload>(
        '/api/submissions/recording-files',
        file,
        setProgress,
        t(shareArea.notSent),
        { 'X-Challenge': btoa(JSON.stringify(solution)) },
      );
      sentRecording.current = { file, token: sent.upload_token };
      return sent.upload_token;
    } catch (error) {
      challenge.renew();
      // Said at the file box, unless it is about the form's check.
      if (error instanceof ApiError && error.explained && !error.fields.challenge) {
        throw new ApiError(error.status, error.message, { 'recording.upload_token': error.message });
      }
      throw error;
    } finally {
      setProgress(null);
    }
  }
  const form = useSchemaForm<ShareValues, ReturnType<typeof toShareBody>, ShareMessageKey>(submissionBody, {
    defaults: () => emptyShareValues(kind, canoe, language),
    toBody: toShareBody,
    serverFields: SERVER_FIELDS,
    check: shareRules,
    submit: async (body, values) => {
      setChecking(true);
      const solution = await challenge.solution().finally(() => setChecking(false));
      let photos;
      try {
        photos = await Promise.all(
          (body.photos ?? []).map(async (photo, i) => {
            const image = await readImageFile((values.photos[i] as SharePhoto).file);
            return { ...photo, file_name: image.file_name, data: image.data };
          }),
        );
      } catch {
        form.refuse(t(shareArea.readFailed));
        return;
      }
      const recording =
        body.recording && values.recording
          ? { ...body.recording, upload_token: await recordingToken(values.recording.file, solution) }
          : undefined;
      try {
        const sent = await sendSubmission({
          ...body,
          photos: body.photos ? photos : undefined,
          recording,
          challenge: solution,
        });
        onSent({ message: sent.message, kind: values.kind, canoe: values.canoe });
      } catch (error) {
        // A challenge is good for one try.
        challenge.renew();
        // The file sent is no longer there (a day passed): the next try sends it again.
        if (error instanceof ApiError && error.fields['recording.upload_token']) sentRecording.current = null;
        throw error;
      }
    },
    failure: (error, marked) => failureSentence(t, error, marked),
  });
  const { values, messages } = form;
  const field = (name: string) => form.field(name as keyof ShareValues);
  const photoKeys = () =>
    Object.keys(messages).filter((key) => key.startsWith('photos.')) as ShareMessageKey[];

  const setRecording = (recording: ShareRecording | null, changed?: string) => {
    form.setValue('recording', recording);
    if (changed) form.clear(changed as ShareMessageKey);
  };

  const setPhotos = (photos: SharePhoto[], changed?: string) => {
    form.setValue('photos', photos);
    if (changed) form.clear(changed as ShareMessageKey);
    else photoKeys().forEach(form.clear);
  };

  const showsCanoe = values.kind !== 'new_canoe';
  const takesStory = values.kind !== 'correction';
  // Before the page's script runs (or without JavaScript) the form cannot solve its check, so it cannot send.
  const hydrated = useHydrated();
  const buttonLabel = checking ? t(shareArea.checking) : form.busy ? t(shareArea.sending) : t(shareArea.send);
  const licences = licenceOptions(t);

  return (
    <form {...form.formProps} method="post" className="relative space-y-6">
      {/*
       * Said before anyone writes a story, to a reader without JavaScript only: shown by the `scripting: none` media
       * query (Tailwind's noscript:), not a <noscript> element, which stored markup is never allowed to hold.
       */}
      <p className="hidden rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 noscript:block">
        {t(shareArea.needsJavaScript)}
      </p>
      <Section name="kind" title={t(shareArea.whatSharing)}>
        <KindChoice
          value={values.kind}
          onChange={(next) => {
            form.setValue('kind', next);
            onKindChange?.(next);
          }}
        />
        {showsCanoe ? (
          <CanoePicker
            value={values.canoe}
            error={messages.canoe}
            placeholder={t(shareArea.canoeSearchPlaceholder)}
            hint={t(shareArea.canoeSearchHint)}
            onChange={(next) => form.setValue('canoe', next)}
          />
        ) : null}
      </Section>

      {values.kind === 'correction' ? (
        <Section name="correction" title={t(shareArea.correctionTitle)} lead={t(shareArea.correctionLead)}>
          <CorrectionFields canoeId={values.canoe?.canoe_id ?? null} field={field} />
        </Section>
      ) : null}

      {values.kind === 'new_canoe' ? (
        <Section name="canoe" title={t(shareArea.canoeTitle)} lead={t(shareArea.canoeLead)}>
          <NewCanoeFields field={field} />
        </Section>
      ) : null}

      {takesStory ? (
        <Section
          name="story"
          title={t(shareArea.storyTitle, { kind: values.kind })}
          lead={t(shareArea.storyLead)}
        >
          <TextField label={t(shareArea.storyHeading)} maxLength={200} {...field('title')} />
          <StoryLanguageChoice
            legend={t(shareArea.storyLanguage)}
            value={values.story_language}
            onChange={(next) => form.setValue('story_language', next)}
          />
          <StoryField
            label={t(shareArea.story)}
            hint={t(shareArea.storyHint)}
            value={values.story}
            error={messages.story}
            onChange={(html) => form.setValue('story', html)}
            lang={values.story_language}
          />
          <SelectField
            label={t(shareArea.storyLicence)}
            placeholder={t(shareArea.notSure)}
            options={licences}
            hint={t(shareArea.storyLicenceHint)}
            {...field('licence')}
          />
          {values.kind === 'story' ? (
            <ReadersChoice
              value={values.protocol_id}
              onChange={(next) => form.setValue('protocol_id', next)}
            />
          ) : null}
        </Section>
      ) : null}

      {takesStory ? (
        <Section name="photos" title={t(shareArea.photosTitle, { kind: values.kind })}>
          <SharePhotos
            photos={values.photos}
            messageOf={(key) => messages[key as ShareMessageKey]}
            onChange={setPhotos}
            onMessage={(message) => form.setMessage('photos', message)}
            rights={values.photo_rights}
            rightsError={messages.photo_rights}
            onRights={(checked) => form.setValue('photo_rights', checked)}
          />
        </Section>
      ) : null}

      {takesStory ? (
        <Section name="recording" title={t(shareArea.recordingTitle)} lead={t(shareArea.recordingLead)}>
          <ShareRecordingField
            recording={values.recording}
            messageOf={(key) => messages[key as ShareMessageKey]}
            onChange={setRecording}
            onMessage={(message) => form.setMessage('recording.file', message)}
            progress={progress}
          />
        </Section>
      ) : null}

      <Section name="sender" title={t(shareArea.aboutYou)} lead={t(shareArea.aboutYouLead)}>
        <SenderFields
          field={field}
          notify={{ checked: values.notify, onChange: (checked) => form.setValue('notify', checked) }}
          agree={{
            checked: values.agree_terms,
            error: messages.agree_terms,
            onChange: (checked) => form.setValue('agree_terms', checked),
          }}
        />
        <Honeypot binding={field('website')} />
        <FormError message={form.failure} />
        <p role="status" className="sr-only">
          {checking
            ? t(shareArea.checkingForm)
            : progress !== null
              ? t(shareArea.sendingRecording, { percent: Math.floor(progress / 25) * 25 })
              : form.busy
                ? t(shareArea.sending)
                : ''}
        </p>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={form.busy || !hydrated}>
          <Send aria-hidden="true" className="h-4 w-4" />
          {buttonLabel}
        </button>
      </Section>
    </form>
  );
}
