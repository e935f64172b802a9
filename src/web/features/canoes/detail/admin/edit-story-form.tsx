/**
 * An administrator's Edit Story (decision 027): a published story's English and ʻŌlelo Hawaiʻi text, each in the
 * story editor, the Hawaiian one marked as Hawaiian, and the time it tells of (a canoe's timeline orders it so). Either may be empty, not both; the server cleans both as a
 * shared story and records the change. A chunk of its own: visitors never download it.
 */
import { lazy, Suspense, useId } from 'react';
import type { Story } from '../../../../../shared/api/submissions.ts';
import {
  storyTextBody,
  submissionMessages,
  type StoryTextBody,
} from '../../../../../shared/api/submissions.ts';
import { canoeTabsArea as area } from '../../../../../shared/i18n/messages/canoe-tabs.ts';
import { bilingual } from '../../../../../shared/i18n/messages/bilingual.ts';
import { submissionApi } from '../../../../../shared/api/routes.ts';
import { api } from '../../../../lib/api.ts';
import { failedTo } from '../../../../lib/failure-message.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { isBlankHtml } from '../../../../lib/sanitize.ts';
import { LoadingState } from '../../../../components/ui/loading-state.tsx';
import type { FieldBinding } from '../../../../components/form/use-schema-form.ts';
import { canoeAdminArea } from '../../../../../shared/i18n/messages/canoe-admin.ts';
import {
  editedYearBody,
  InlineForm,
  useInlineForm,
  YearField,
  yearProblem,
  yearText,
} from './inline-form.tsx';

/** The story editor of the share form and the moderation page (paragraphs, emphasis and links): its own chunk. */
const StoryEditor = lazy(() => import('../../../../components/form/story-editor.tsx'));

type Values = { body: string; body_haw: string; told_of: string };

/** One version's editor with its label, hint and message; `lang` marks the text's language on its box. */
function StoryBox({
  label,
  hint,
  lang,
  disabled,
  autoFocus,
  ...field
}: FieldBinding & { label: string; hint: string; lang?: string; disabled: boolean; autoFocus?: boolean }) {
  const { t } = useI18n();
  const id = useId();
  const describedBy = [`${id}-hint`, field.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <p id={`${id}-label`} className="label">
        {label}
      </p>
      <Suspense fallback={<LoadingState label={t(canoeAdminArea.loadingForm)} />}>
        <StoryEditor
          value={field.value}
          onChange={field.onChange}
          labelledBy={`${id}-label`}
          describedBy={describedBy}
          invalid={Boolean(field.error)}
          disabled={disabled}
          lang={lang}
          autoFocus={autoFocus}
        />
      </Suspense>
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {hint}
      </p>
      {field.error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}

export function EditStoryForm({
  story,
  formId,
  onDone,
}: {
  story: Pick<Story, 'story_id' | 'canoe_id' | 'body' | 'body_haw' | 'told_of'>;
  formId: string;
  /** Closes the form: saved or not. */
  onDone: (saved: boolean) => void;
}) {
  const { t } = useI18n();
  const form = useInlineForm<Values, StoryTextBody>(
    storyTextBody,
    { canoeId: story.canoe_id, onDone },
    {
      defaults: { body: story.body, body_haw: story.body_haw ?? '', told_of: yearText(story.told_of) },
      // Both always sent: an emptied box removes that version.
      toBody: (values) => ({
        body: isBlankHtml(values.body) ? null : values.body,
        body_haw: isBlankHtml(values.body_haw) ? null : values.body_haw,
        // The time it tells of: the stored date while the box still shows it unchanged, empty clears it.
        told_of: editedYearBody(values.told_of, story.told_of) ?? null,
      }),
      check: (values) => ({
        body:
          isBlankHtml(values.body) && isBlankHtml(values.body_haw) ? submissionMessages.storyText : undefined,
        told_of: yearProblem(values.told_of),
      }),
      send: (body) =>
        api.call(submissionApi.editCanoeStory, {
          params: { id: story.canoe_id, storyId: story.story_id },
          body,
        }),
      failure: (error, marked) => failedTo(t(area.saveStoryFailed), error, marked, t),
    },
  );
  const english = form.field('body');
  const hawaiian = form.field('body_haw');
  const toldOf = form.field('told_of');
  return (
    <InlineForm
      form={form}
      formId={formId}
      title={t(area.editStoryHeading)}
      submitLabel={t(area.saveStory)}
      autoFocus={false}
      onCancel={() => onDone(false)}
    >
      {/* The form's first box takes the focus once its editor is made (InlineForm's own focus finds no input). */}
      <StoryBox
        label={t(area.storyText)}
        hint={t(area.storyTextHint)}
        disabled={form.busy}
        autoFocus
        {...english}
      />
      <StoryBox
        label={t(bilingual.inHawaiian, { label: t(area.storyText) })}
        hint={t(area.storyTextHint)}
        lang="haw"
        disabled={form.busy}
        {...hawaiian}
      />
      <YearField label={t(area.toldOf)} hint={t(area.toldOfHint)} {...toldOf} onUnreadable={() => {}} />
    </InlineForm>
  );
}
