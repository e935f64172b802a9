/**
 * A recording to share (issue 36): one sound or video file with its title, who is speaking (named only with their
 * agreement), when it was recorded, its licence, a transcript typed with times, and the sender's word that the
 * person speaking agreed. A file the server would refuse for its size is refused here, with the same message; its
 * type is read by the server from its bytes when the form is sent.
 */
import { useRef } from 'react';
import { Mic, Trash2 } from 'lucide-react';
import { FormField } from '../../../components/form/form-field.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/form/form-controls.tsx';
import { siteConfig } from '../../../lib/site-config.ts';
import { shareArea } from '../../../../shared/i18n/messages/share.ts';
import { recordingsArea } from '../../../../shared/i18n/messages/recordings.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { CheckboxField } from './checkbox-field.tsx';
import { licenceOptions } from './licence-options.ts';
import type { RecordingWord, ShareRecording } from './share-values.ts';

const FILE_INPUT =
  'block w-full text-sm text-stone-700 file:mr-4 file:rounded-lg file:border-0 file:bg-koa-100 file:px-4 file:py-2 file:font-medium file:text-koa-900 hover:file:bg-koa-200';

/** The file kinds the picker offers (the server reads the type from the bytes). */
const RECORDING_ACCEPT = 'audio/*,video/mp4,video/webm,.mp3,.m4a,.ogg,.opus,.flac,.wav,.mp4,.webm';

/** The largest recording a visitor may send (SUBMISSION_RECORDING_MAX_MB, written into the page). */
export const maxSharedMegabytes = () => siteConfig().maxSharedRecordingMb ?? 50;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export function ShareRecordingField({
  recording,
  messageOf,
  onChange,
  onMessage,
  progress,
}: {
  recording: ShareRecording | null;
  /** The message of `recording.{word}` or `recording.file`. */
  messageOf: (key: string) => string | undefined;
  /** The recording changed; `changed` names the word whose message goes. */
  onChange: (recording: ShareRecording | null, changed?: string) => void;
  /** A message on the file box now (a file refused as it is chosen), or none. */
  onMessage: (message: string | undefined) => void;
  /** How much of the file has been sent, while it is. */
  progress: number | null;
}) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const licences = licenceOptions(t);

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > maxSharedMegabytes() * 1024 * 1024) {
      onMessage(t(recordingsArea.tooLarge, { megabytes: maxSharedMegabytes() }));
      return;
    }
    onMessage(undefined);
    onChange({
      file,
      title: '',
      teller: '',
      teller_named: false,
      recorded_date: '',
      licence: '',
      transcript: '',
      consent: false,
    });
  };

  if (!recording) {
    return (
      <FormField
        label={t(shareArea.chooseRecording)}
        error={messageOf('recording.file')}
        hint={t(shareArea.recordingHint, { megabytes: maxSharedMegabytes() })}
      >
        {(props) => (
          <div className="flex items-center gap-3">
            <Mic aria-hidden="true" className="h-6 w-6 shrink-0 text-koa-600" />
            <input
              {...props}
              ref={input}
              type="file"
              accept={RECORDING_ACCEPT}
              className={FILE_INPUT}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </div>
        )}
      </FormField>
    );
  }

  const field = (word: RecordingWord) => ({
    value: recording[word],
    error: messageOf(`recording.${word}`),
    onChange: (value: string) => onChange({ ...recording, [word]: value }, `recording.${word}`),
  });
  const fileError = messageOf('recording.file');
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-stone-200 bg-stone-50 p-4">
        <Mic aria-hidden="true" className="h-6 w-6 shrink-0 text-koa-600" />
        <p className="min-w-0 flex-1 text-sm break-all text-stone-700">
          {recording.file.name} <span className="text-stone-500">({megabytes(recording.file.size)})</span>
        </p>
        <button
          type="button"
          className="link inline-flex items-center gap-1 text-sm"
          onClick={() => {
            onChange(null, 'recording.file');
            onMessage(undefined);
          }}
          disabled={progress !== null}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t(shareArea.removeRecording)}
        </button>
        {progress !== null ? (
          <div className="w-full">
            <progress className="w-full accent-koa-700" max={100} value={progress} aria-hidden="true" />
            <p className="text-sm text-stone-700">{t(shareArea.sendingRecording, { percent: progress })}</p>
          </div>
        ) : null}
        {fileError ? <p className="w-full text-sm text-red-700">{fileError}</p> : null}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t(shareArea.recordingName)} maxLength={300} required {...field('title')} />
        <TextField label={t(shareArea.recordingTeller)} maxLength={200} {...field('teller')} />
        <DateField label={t(shareArea.recordingDate)} {...field('recorded_date')} />
        <SelectField
          label={t(shareArea.licence)}
          placeholder={t(shareArea.notSure)}
          options={licences}
          {...field('licence')}
        />
      </div>
      <CheckboxField
        label={t(shareArea.recordingTellerNamed)}
        checked={recording.teller_named}
        onChange={(checked) => onChange({ ...recording, teller_named: checked })}
      />
      <TextAreaField
        label={t(shareArea.recordingTranscript)}
        hint={t(shareArea.recordingTranscriptHint)}
        rows={5}
        {...field('transcript')}
      />
      <CheckboxField
        label={t(shareArea.recordingConsent)}
        checked={recording.consent}
        error={messageOf('recording.consent')}
        onChange={(checked) => onChange({ ...recording, consent: checked }, 'recording.consent')}
      />
    </div>
  );
}
