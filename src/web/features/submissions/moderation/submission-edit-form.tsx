/**
 * Edit then approve: the words of a waiting submission opened for editing (the story's title, text and licence,
 * a correction's value and explanation, a new canoe's details, each photo's words and whether to publish it, the
 * name to show). "Save and approve" saves (PUT) and then approves; "Save" only saves. The contract's own schema
 * checks the body first, so the messages are the server's, word for word; the approval's refusals (a corrected
 * value the canoe form would not take) land on the same boxes.
 */
import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { CANOE_TYPES } from '../../../../shared/constants.ts';
import { PHOTO_LICENCES, type PhotoLicence } from '../../../../shared/photo-licences.ts';
import {
  CORRECTION_FIELDS,
  submissionEditBody,
  type StoryLanguage,
  type Submission,
  type SubmissionEditBody,
} from '../../../../shared/api/submissions.ts';
import { ChangeReasonField } from '../../../components/form/change-reason-field.tsx';
import { DateField, dateBoxText } from '../../../components/form/date-field.tsx';
import { FormError, FormField } from '../../../components/form/form-field.tsx';
import { useSchemaForm, type FieldBinding } from '../../../components/form/use-schema-form.ts';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { submissionsArea } from '../../../../shared/i18n/messages/submissions.ts';
import { ui } from '../../../../shared/i18n/messages/ui.ts';
import { failedTo } from '../../../lib/failure-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useSubmissionActions } from './submission-queries.ts';
import { StoryLanguageChoice } from '../story-language-choice.tsx';
import { editableTranscript } from '../../../../shared/transcript.ts';
import { canoeTypeWords, correctionFieldWords, licenceWords } from './submission-words.ts';

const StoryEditor = lazy(() => import('../../../components/form/story-editor.tsx'));

type Values = Record<string, string>;

const photoKey = (photoId: number, name: string) => `photo_${photoId}_${name}`;
const PHOTO_WORDS = ['caption', 'credit', 'date_taken', 'licence'] as const;
const CANOE_WORDS = ['name', 'hull_id', 'type_id', 'build_date', 'origin', 'steward', 'maker'] as const;

/** Whether the form shows the story's words (a story, or another kind that came with some). */
const hasStoryWords = (submission: Submission) =>
  submission.kind === 'story' || Boolean(submission.story || submission.title);

function valuesOf(submission: Submission): Values {
  const values: Values = {
    title: submission.title ?? '',
    story: submission.story ?? '',
    story_language: submission.story_language,
    licence: submission.licence ?? '',
    sender_name: submission.shown_name === 'Anonymous' ? '' : submission.shown_name,
  };
  if (submission.correction) {
    values.correction_value = submission.correction.value;
    values.correction_explanation = submission.correction.explanation ?? '';
  }
  if (submission.canoe) {
    for (const name of CANOE_WORDS) {
      const value = submission.canoe[name];
      values[`canoe_${name}`] = value === null ? '' : String(value);
    }
    // A date box starts in words ("about 1850"), as every date box does: they read back to the same date.
    values.canoe_build_date = dateBoxText(submission.canoe.build_date);
  }
  const { recording } = submission;
  if (recording) {
    values.rec_publish = 'yes';
    values.rec_title = recording.title ?? '';
    values.rec_teller = recording.teller ?? '';
    values.rec_teller_named = recording.teller_named ? 'yes' : '';
    values.rec_recorded_date = dateBoxText(recording.recorded_date);
    values.rec_licence = recording.licence ?? '';
    values.rec_transcript = editableTranscript(
      recording.transcript,
      recording.file?.duration_seconds ?? null,
    );
  }
  for (const photo of submission.photos) {
    values[photoKey(photo.photo_id, 'publish')] = 'yes';
    for (const name of PHOTO_WORDS) values[photoKey(photo.photo_id, name)] = photo[name] ?? '';
    values[photoKey(photo.photo_id, 'date_taken')] = dateBoxText(photo.date_taken);
  }
  return values;
}

const text = (value: string | undefined) => value?.trim() || null;

function bodyOf(submission: Submission, values: Values): SubmissionEditBody {
  const body: SubmissionEditBody = { sender_name: text(values.sender_name) };
  if (hasStoryWords(submission)) {
    body.title = text(values.title);
    body.story = values.story || null;
    body.story_language = values.story_language as StoryLanguage;
    body.licence = (values.licence || null) as PhotoLicence | null;
  }
  if (submission.correction) {
    body.correction = {
      field: submission.correction.field,
      value: values.correction_value ?? '',
      explanation: text(values.correction_explanation),
    };
  }
  if (submission.canoe) {
    const typeId = values.canoe_type_id;
    body.canoe = {
      name: values.canoe_name ?? '',
      hull_id: text(values.canoe_hull_id),
      type_id: typeId ? Number(typeId) : null,
      build_date: text(values.canoe_build_date),
      origin: text(values.canoe_origin),
      steward: text(values.canoe_steward),
      maker: text(values.canoe_maker),
    };
  }
  if (submission.photos.length > 0) {
    body.photos = submission.photos
      .filter((photo) => values[photoKey(photo.photo_id, 'publish')] === 'yes')
      .map((photo) => ({
        photo_id: photo.photo_id,
        caption: text(values[photoKey(photo.photo_id, 'caption')]),
        credit: text(values[photoKey(photo.photo_id, 'credit')]),
        date_taken: text(values[photoKey(photo.photo_id, 'date_taken')]),
        licence: (values[photoKey(photo.photo_id, 'licence')] || null) as PhotoLicence | null,
      }));
  }
  if (submission.recording) {
    body.recording =
      values.rec_publish === 'yes'
        ? {
            title: values.rec_title?.trim() ?? '',
            teller: text(values.rec_teller),
            teller_named: values.rec_teller_named === 'yes',
            recorded_date: text(values.rec_recorded_date),
            licence: (values.rec_licence || null) as PhotoLicence | null,
            transcript: text(values.rec_transcript),
          }
        : null;
  }
  return body;
}

/** The recording's words, by the contract's names and the form's. */
const RECORDING_FIELDS = ['title', 'teller', 'recorded_date', 'licence', 'transcript'] as const;

/**
 * Where the schema's and the server's messages go: the contract's dotted names, and for an approval the canoe
 * form's own field names (a correction's value is checked by the canoe form's rules).
 */
function serverFieldsOf(submission: Submission): Record<string, string> {
  const fields: Record<string, string> = {};
  if (submission.correction) {
    fields['correction.value'] = 'correction_value';
    fields['correction.explanation'] = 'correction_explanation';
    fields.value = 'correction_value';
    for (const name of CORRECTION_FIELDS) fields[name] = 'correction_value';
    fields[submission.correction.field] = 'correction_value';
  }
  if (submission.canoe) {
    for (const name of CANOE_WORDS) {
      fields[`canoe.${name}`] = `canoe_${name}`;
      fields[name] = `canoe_${name}`;
    }
    fields.build_year = 'canoe_build_date';
  }
  submission.photos.forEach((photo, index) => {
    for (const name of PHOTO_WORDS) fields[`photos.${index}.${name}`] = photoKey(photo.photo_id, name);
  });
  for (const name of RECORDING_FIELDS) fields[`recording.${name}`] = `rec_${name}`;
  return fields;
}

function TextBox({
  label,
  bind,
  hint,
  max,
  required,
  disabled,
  multiline = false,
}: {
  label: string;
  bind: FieldBinding;
  hint?: ReactNode;
  max: number;
  required?: boolean;
  disabled: boolean;
  multiline?: boolean;
}) {
  return (
    <FormField label={label} error={bind.error} hint={hint} required={required}>
      {(props) =>
        multiline ? (
          <textarea
            {...props}
            rows={3}
            className="input"
            maxLength={max}
            value={bind.value}
            disabled={disabled}
            onChange={(event) => bind.onChange(event.target.value)}
          />
        ) : (
          <input
            {...props}
            type="text"
            className="input"
            maxLength={max}
            autoComplete="off"
            value={bind.value}
            disabled={disabled}
            onChange={(event) => bind.onChange(event.target.value)}
          />
        )
      }
    </FormField>
  );
}

function LicenceSelect({
  label,
  bind,
  hint,
  disabled,
}: {
  label: string;
  bind: FieldBinding;
  hint?: string;
  disabled: boolean;
}) {
  const { t } = useI18n();
  return (
    <FormField label={label} error={bind.error} hint={hint}>
      {(props) => (
        <select
          {...props}
          className="input"
          value={bind.value}
          disabled={disabled}
          onChange={(event) => bind.onChange(event.target.value)}
        >
          <option value="">{t(submissionsArea.notRecorded)}</option>
          {PHOTO_LICENCES.map((key) => (
            <option key={key} value={key}>
              {licenceWords(key, t)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

function TypeSelect({
  label,
  bind,
  disabled,
  sentAs,
}: {
  label: string;
  bind: FieldBinding;
  disabled: boolean;
  /** A value the sender typed that is not a type's number, kept as a choice so nothing is lost unseen. */
  sentAs?: string;
}) {
  const { t } = useI18n();
  return (
    <FormField label={label} error={bind.error}>
      {(props) => (
        <select
          {...props}
          className="input"
          value={bind.value}
          disabled={disabled}
          onChange={(event) => bind.onChange(event.target.value)}
        >
          <option value="">{t(submissionsArea.notGiven)}</option>
          {CANOE_TYPES.map((type) => (
            <option key={type.type_id} value={String(type.type_id)}>
              {canoeTypeWords(type.type_id, t)}
            </option>
          ))}
          {sentAs ? <option value={sentAs}>{t(submissionsArea.asSent, { value: sentAs })}</option> : null}
        </select>
      )}
    </FormField>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="card p-5">
      {/* Floated, so it sits inside the card rather than on its border; what follows clears it. */}
      <legend className="float-left mb-3 w-full font-display text-xl font-semibold text-koa-900">
        {legend}
      </legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

export default function SubmissionEditForm({
  submission,
  onDone,
  onCancel,
}: {
  submission: Submission;
  /** The submission as saved (and approved, when that was asked). */
  onDone: (saved: Submission, approved: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const actions = useSubmissionActions(submission.submission_id);
  // Which button sent the form: read by the submit (a ref, set in the same click) and shown while busy (state).
  const then = useRef<'approve' | 'save'>('approve');
  const [intent, setIntent] = useState<'approve' | 'save'>('approve');
  const storyLabel = useId();
  const storyHint = useId();
  const storyError = useId();
  const form = useSchemaForm<Values, SubmissionEditBody, string>(submissionEditBody, {
    defaults: () => valuesOf(submission),
    toBody: (values) => bodyOf(submission, values),
    serverFields: serverFieldsOf(submission),
    submit: async (body) => {
      const saved = await actions.edit.mutateAsync(body);
      if (then.current === 'save') return onDone(saved, false);
      return onDone(await actions.approve.mutateAsync(), true);
    },
    failure: (error, marked) =>
      failedTo(
        t(then.current === 'approve' ? submissionsArea.saveAndApproveFailed : submissionsArea.saveFailed),
        error,
        marked,
        t,
      ),
  });
  const { busy } = form;
  const correction = submission.correction;
  const typeSentAs =
    correction?.field === 'type_id' &&
    !CANOE_TYPES.some((type) => String(type.type_id) === correction.value.trim())
      ? correction.value
      : undefined;
  const story = form.field('story');
  const field = correction ? correctionFieldWords(correction, t) : '';
  const canoeField = (name: string) => t(submissionsArea.field, { field: name });

  return (
    <form {...form.formProps} aria-label={t(submissionsArea.editForm)} className="space-y-6">
      {hasStoryWords(submission) ? (
        <Fieldset legend={t(submissionsArea.story)}>
          <TextBox label={t(submissionsArea.title)} bind={form.field('title')} max={200} disabled={busy} />
          <StoryLanguageChoice
            legend={t(submissionsArea.storyLanguage)}
            value={form.field('story_language').value as StoryLanguage}
            onChange={form.field('story_language').onChange}
            disabled={busy}
          />
          <div>
            <span id={storyLabel} className="label">
              {t(submissionsArea.story)}
            </span>
            <Suspense fallback={<LoadingState label={t(submissionsArea.loadingEditor)} />}>
              <StoryEditor
                value={story.value}
                onChange={story.onChange}
                labelledBy={storyLabel}
                describedBy={story.error ? `${storyHint} ${storyError}` : storyHint}
                invalid={Boolean(story.error)}
                disabled={busy}
                lang={form.values.story_language}
              />
            </Suspense>
            <p id={storyHint} className="mt-1 text-xs text-stone-600">
              {t(submissionsArea.storyHint)}
            </p>
            {story.error ? (
              <p id={storyError} className="mt-1 text-sm text-red-700">
                {story.error}
              </p>
            ) : null}
          </div>
          <LicenceSelect
            label={t(submissionsArea.storyLicence)}
            bind={form.field('licence')}
            hint={t(submissionsArea.storyLicenceHint)}
            disabled={busy}
          />
        </Fieldset>
      ) : null}

      {correction ? (
        <Fieldset legend={t(submissionsArea.correction)}>
          <p className="text-sm text-stone-700">
            {correction.current
              ? t(submissionsArea.correctionNow, { field, current: correction.current })
              : t(submissionsArea.correctionNowNone, { field })}
          </p>
          {correction.field === 'build_date' ? (
            <DateField
              label={t(submissionsArea.correct, { field })}
              {...form.field('correction_value')}
              required
              disabled={busy}
            />
          ) : correction.field === 'type_id' ? (
            <TypeSelect
              label={t(submissionsArea.correct, { field })}
              bind={form.field('correction_value')}
              disabled={busy}
              sentAs={typeSentAs}
            />
          ) : (
            <TextBox
              label={t(submissionsArea.correct, { field })}
              bind={form.field('correction_value')}
              max={2000}
              required
              disabled={busy}
              hint={t(submissionsArea.correctionHint)}
            />
          )}
          <TextBox
            label={t(submissionsArea.howTheyKnow)}
            bind={form.field('correction_explanation')}
            max={4000}
            multiline
            disabled={busy}
          />
        </Fieldset>
      ) : null}

      {submission.canoe ? (
        <Fieldset legend={t(submissionsArea.newCanoeHeading)}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextBox
              label={canoeField('name')}
              bind={form.field('canoe_name')}
              max={200}
              required
              disabled={busy}
            />
            <TextBox
              label={canoeField('hull_id')}
              bind={form.field('canoe_hull_id')}
              max={50}
              disabled={busy}
            />
            <TypeSelect label={canoeField('type_id')} bind={form.field('canoe_type_id')} disabled={busy} />
            <DateField label={canoeField('build_date')} {...form.field('canoe_build_date')} disabled={busy} />
            <TextBox
              label={canoeField('origin')}
              bind={form.field('canoe_origin')}
              max={200}
              disabled={busy}
            />
            <TextBox
              label={t(submissionsArea.stewardWords)}
              bind={form.field('canoe_steward')}
              max={300}
              disabled={busy}
            />
            <TextBox
              label={t(submissionsArea.makerWords)}
              bind={form.field('canoe_maker')}
              max={300}
              disabled={busy}
            />
          </div>
        </Fieldset>
      ) : null}

      {submission.photos.length > 0 ? (
        <Fieldset legend={t(submissionsArea.photosHeadline)}>
          <ul className="space-y-6">
            {submission.photos.map((photo, index) => {
              const publish = photoKey(photo.photo_id, 'publish');
              const photoField = (name: string) => form.field(photoKey(photo.photo_id, name));
              return (
                <li
                  key={photo.photo_id}
                  className="grid gap-4 border-t border-stone-100 pt-4 first:border-0 first:pt-0 sm:grid-cols-[10rem_minmax(0,1fr)]"
                >
                  <div className="space-y-2">
                    {photo.thumbnail_url ? (
                      <img
                        src={photo.thumbnail_url}
                        alt={photo.caption || t(submissionsArea.photoNumber, { number: index + 1 })}
                        className="aspect-[3/2] w-full rounded-md bg-stone-100 object-cover"
                      />
                    ) : null}
                    <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
                      <input
                        type="checkbox"
                        className="h-4 w-4"
                        checked={form.values[publish] === 'yes'}
                        disabled={busy}
                        onChange={(event) => form.setValue(publish, event.target.checked ? 'yes' : '')}
                      />
                      {t(submissionsArea.publishPhoto, { number: index + 1 })}
                    </label>
                  </div>
                  <div className="grid gap-4 md:grid-cols-2">
                    <TextBox
                      label={t(submissionsArea.caption)}
                      bind={photoField('caption')}
                      max={500}
                      disabled={busy}
                    />
                    <TextBox
                      label={t(submissionsArea.credit)}
                      bind={photoField('credit')}
                      max={300}
                      disabled={busy}
                    />
                    <DateField
                      label={t(submissionsArea.dateTaken)}
                      {...photoField('date_taken')}
                      disabled={busy}
                    />
                    <LicenceSelect
                      label={t(submissionsArea.licenceField)}
                      bind={photoField('licence')}
                      disabled={busy}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </Fieldset>
      ) : null}

      {submission.recording ? (
        <Fieldset legend={t(submissionsArea.recordingHeading)}>
          <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={form.values.rec_publish === 'yes'}
              disabled={busy}
              onChange={(event) => form.setValue('rec_publish', event.target.checked ? 'yes' : '')}
            />
            {t(submissionsArea.publishRecording)}
          </label>
          {form.values.rec_publish === 'yes' ? (
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              <TextBox
                label={t(submissionsArea.recordingTitle)}
                bind={form.field('rec_title')}
                max={300}
                required
                disabled={busy}
              />
              <TextBox
                label={t(submissionsArea.recordingTeller)}
                bind={form.field('rec_teller')}
                max={200}
                disabled={busy}
              />
              <DateField
                label={t(submissionsArea.recordingDate)}
                {...form.field('rec_recorded_date')}
                disabled={busy}
              />
              <LicenceSelect
                label={t(submissionsArea.licenceField)}
                bind={form.field('rec_licence')}
                disabled={busy}
              />
              <label className="flex items-center gap-2 text-sm text-stone-800 md:col-span-2">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  checked={form.values.rec_teller_named === 'yes'}
                  disabled={busy}
                  onChange={(event) => form.setValue('rec_teller_named', event.target.checked ? 'yes' : '')}
                />
                {t(submissionsArea.recordingTellerNamed)}
              </label>
              <div className="md:col-span-2">
                <TextBox
                  label={t(submissionsArea.recordingTranscript)}
                  bind={form.field('rec_transcript')}
                  max={1_000_000}
                  multiline
                  disabled={busy}
                />
              </div>
            </div>
          ) : null}
        </Fieldset>
      ) : null}

      <Fieldset legend={t(submissionsArea.sender)}>
        <TextBox
          label={t(submissionsArea.nameToShow)}
          bind={form.field('sender_name')}
          max={100}
          disabled={busy}
          hint={t(submissionsArea.nameHint)}
        />
      </Fieldset>

      <div className="space-y-4">
        <FormError message={form.failure} />
        <ChangeReasonField />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            {t(ui.cancel)}
          </button>
          <button
            type="submit"
            className="btn-secondary"
            disabled={busy}
            onClick={() => {
              then.current = 'save';
              setIntent('save');
            }}
          >
            {busy && intent === 'save' ? t(submissionsArea.saving) : t(submissionsArea.save)}
          </button>
          <button
            type="submit"
            className="btn-primary"
            disabled={busy}
            onClick={() => {
              then.current = 'approve';
              setIntent('approve');
            }}
          >
            {busy && intent === 'approve' ? t(submissionsArea.approving) : t(submissionsArea.saveAndApprove)}
          </button>
        </div>
      </div>
    </form>
  );
}
