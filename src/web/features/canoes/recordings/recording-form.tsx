/**
 * Add Recording and Edit Recording (decision 035): a keeper chooses the file, which is sent at once as its own bytes
 * with its progress shown (the server reads its type from them), writes its words and transcript (typed with times,
 * or a WebVTT file read into the box), may link it to a story or an oral-history source of the canoe, and saves.
 * Editing changes the words and the transcript; the file stays. A chunk of its own: visitors never download it.
 */
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Recording, RecordingFile } from '../../../../shared/api/recordings.ts';
import { recordingApi, sourceApi, submissionApi } from '../../../../shared/api/routes.ts';
import { editableTranscript } from '../../../../shared/transcript.ts';
import { PHOTO_LICENCES } from '../../../../shared/photo-licences.ts';
import { recordingsArea as words } from '../../../../shared/i18n/messages/recordings.ts';
import { photosArea } from '../../../../shared/i18n/messages/photos.ts';
import { forms } from '../../../../shared/i18n/messages/forms.ts';
import { api, ApiError } from '../../../lib/api.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { siteConfig } from '../../../lib/site-config.ts';
import { sendFileBody } from '../../../lib/send-file.ts';
import { FormError, FormField } from '../../../components/form/form-field.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import { canoeDetailKey } from '../detail/canoe-detail-queries.ts';
import { licenceName } from '../photos/photo-labels.ts';

/** The largest file the server takes (RECORDING_MAX_MB, written into the page); the server's limit is what holds. */
const maxMegabytes = () => siteConfig().maxRecordingMb ?? 200;

/** Sends the file as its own bytes, telling how much has gone. */
const sendFile = (file: File, onProgress: (percent: number) => void, notSent: string) =>
  sendFileBody<RecordingFile>('/api/recording-files', file, onProgress, notSent);

type Field =
  | 'title'
  | 'description'
  | 'teller'
  | 'recorded_date'
  | 'recorded_by'
  | 'licence'
  | 'transcript'
  | 'story_id'
  | 'source_id';

export function RecordingForm({
  canoeId,
  formId,
  recording,
  onDone,
}: {
  canoeId: number;
  formId: string;
  /** The recording edited; without one a new recording is added. */
  recording?: Recording;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    title: recording?.title ?? '',
    description: recording?.description ?? '',
    teller: recording?.teller ?? '',
    recorded_date: recording?.recorded_date ?? '',
    recorded_by: recording?.recorded_by ?? '',
    licence: recording?.licence ?? '',
    transcript: editableTranscript(recording?.transcript ?? null, recording?.file.duration_seconds ?? null),
    story_id: recording?.story_id ? String(recording.story_id) : '',
    source_id: recording?.source_id ? String(recording.source_id) : '',
  }));
  const [tellerNamed, setTellerNamed] = useState(recording?.teller_named ?? false);
  // What the recording may belong to: the canoe's stories and its oral-history sources.
  const stories = useQuery({
    queryKey: [...canoeDetailKey(canoeId), 'stories'],
    queryFn: ({ signal }) => api.call(submissionApi.listCanoeStories, { params: { id: canoeId }, signal }),
  });
  const sources = useQuery({
    queryKey: [...canoeDetailKey(canoeId), 'sources', 'oral-histories'],
    queryFn: async ({ signal }) =>
      (await api.call(sourceApi.listCanoeSources, { params: { id: canoeId }, signal })).filter(
        (source) => source.kind === 'oral_history',
      ),
  });
  const [sent, setSent] = useState<RecordingFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (field: Field) => (value: string) => setValues((now) => ({ ...now, [field]: value }));

  async function choose(file: File | undefined) {
    setSent(null);
    setErrors((now) => ({ ...now, file_id: '' }));
    if (!file) return;
    if (!values.title) set('title')(file.name.replace(/\.[^.]+$/, ''));
    // Larger than the server takes: said at once, as the server would, instead of after sending it all.
    if (file.size > maxMegabytes() * 1024 * 1024) {
      setErrors((now) => ({ ...now, file_id: t(words.tooLarge, { megabytes: maxMegabytes() }) }));
      return;
    }
    setProgress(0);
    try {
      setSent(await sendFile(file, setProgress, t(words.notSent)));
    } catch (error) {
      setErrors((now) => ({ ...now, file_id: error instanceof Error ? error.message : String(error) }));
    } finally {
      setProgress(null);
    }
  }

  async function readCaptions(file: File | undefined) {
    if (file) set('transcript')(await file.text());
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    if (!recording && !sent) {
      setErrors({ file_id: t(words.fileRequired) });
      return;
    }
    setSaving(true);
    const body = {
      title: values.title,
      description: values.description || null,
      teller: values.teller || null,
      teller_named: tellerNamed,
      recorded_date: values.recorded_date || null,
      recorded_by: values.recorded_by || null,
      licence: (values.licence || null) as never,
      transcript: values.transcript || null,
      story_id: values.story_id ? Number(values.story_id) : null,
      source_id: values.source_id ? Number(values.source_id) : null,
    };
    try {
      if (recording) {
        await api.call(recordingApi.updateCanoeRecording, {
          params: { id: canoeId, recordingId: recording.recording_id },
          body,
        });
      } else {
        await api.call(recordingApi.addCanoeRecording, {
          params: { id: canoeId },
          body: { ...body, file_id: sent!.file_id },
        });
      }
      await client.invalidateQueries({ queryKey: canoeDetailKey(canoeId) });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  const text = (field: Field, label: string, max: number) => (
    <FormField label={label} error={errors[field]} required={field === 'title'}>
      {(props) => (
        <input
          {...props}
          type="text"
          className="input"
          maxLength={max}
          value={values[field]}
          disabled={saving}
          onChange={(event) => set(field)(event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form id={formId} onSubmit={save} noValidate className="card mt-4 space-y-4 p-5 sm:p-6">
      <FormError message={failure} />
      {recording ? null : (
        <FormField
          label={t(words.recordingFile)}
          error={errors.file_id}
          hint={t(words.recordingFileHint, { megabytes: maxMegabytes() })}
          required
        >
          {(props) => (
            <input
              {...props}
              type="file"
              accept="audio/*,video/mp4,video/webm,.mp3,.m4a,.ogg,.opus,.flac,.wav,.mp4,.webm"
              className="block w-full text-sm"
              disabled={saving || progress !== null}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          )}
        </FormField>
      )}
      {progress !== null ? (
        <p role="status" className="text-sm text-stone-700">
          <progress max={100} value={progress} className="mr-2 align-middle" aria-hidden="true" />
          {t(words.uploading, { percent: progress })}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {text('title', t(words.title), 300)}
        {text('teller', t(words.teller), 200)}
        <DateField
          label={t(words.dateRecorded)}
          value={values.recorded_date}
          onChange={set('recorded_date')}
          error={errors.recorded_date}
          disabled={saving}
        />
        {text('recorded_by', t(words.recorder), 200)}
        <FormField label={t(words.licence)} error={errors.licence}>
          {(props) => (
            <select
              {...props}
              className="input"
              value={values.licence}
              disabled={saving}
              onChange={(event) => set('licence')(event.target.value)}
            >
              <option value="">{t(photosArea.notRecorded)}</option>
              {PHOTO_LICENCES.map((key) => (
                <option key={key} value={key}>
                  {licenceName(key, t)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t(words.partOfStory)} error={errors.story_id}>
          {(props) => (
            <select
              {...props}
              className="input"
              value={values.story_id}
              disabled={saving}
              onChange={(event) => set('story_id')(event.target.value)}
            >
              <option value="">{t(words.noneChosen)}</option>
              {(stories.data ?? []).map((story) => (
                <option key={story.story_id} value={story.story_id}>
                  {story.title || story.shown_name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t(words.fromSource)} error={errors.source_id}>
          {(props) => (
            <select
              {...props}
              className="input"
              value={values.source_id}
              disabled={saving}
              onChange={(event) => set('source_id')(event.target.value)}
            >
              <option value="">{t(words.noneChosen)}</option>
              {(sources.data ?? []).map((source) => (
                <option key={source.source_id} value={source.source_id}>
                  {source.citation}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <label className="flex items-start gap-2 self-end text-sm text-stone-800">
          <input
            type="checkbox"
            className="mt-1"
            checked={tellerNamed}
            disabled={saving}
            onChange={(event) => setTellerNamed(event.target.checked)}
          />
          {t(words.tellerNamed)}
        </label>
      </div>
      <FormField label={t(words.description)} error={errors.description}>
        {(props) => (
          <textarea
            {...props}
            className="input min-h-20"
            maxLength={4000}
            value={values.description}
            disabled={saving}
            onChange={(event) => set('description')(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t(words.transcript)} error={errors.transcript} hint={t(words.transcriptHint)}>
        {(props) => (
          <textarea
            {...props}
            className="input min-h-40 font-mono text-sm"
            value={values.transcript}
            disabled={saving}
            onChange={(event) => set('transcript')(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t(words.transcriptFile)}>
        {(props) => (
          <input
            {...props}
            type="file"
            accept=".vtt,text/vtt"
            className="block w-full text-sm"
            disabled={saving}
            onChange={(event) => void readCaptions(event.target.files?.[0])}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={saving || progress !== null}>
          {t(words.saveRecording)}
        </button>
        <button type="button" className="btn-secondary" disabled={saving} onClick={onDone}>
          {t(forms.cancel)}
        </button>
      </div>
    </form>
  );
}
