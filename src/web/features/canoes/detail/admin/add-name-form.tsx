/**
 * Name History's inline form (spec §5 "Add name (detail tab)"): name required, dates optional. A new name leaves
 * out the dates left empty; an edited name sends them as null, so an emptied date is cleared.
 */
import { failedTo } from '../../../../lib/failure-message.ts';
import type { CanoeName } from '../../../../../shared/api/index.ts';
import { canoeNameBody } from '../../../../../shared/api/canoes.ts';
import { NameLanguageField, nameLanguageValue } from '../../name-language-field.tsx';
import { TextField } from '../../../../components/form/form-controls.tsx';
import type { AddFormProps } from '../canoe-admin-state.ts';
import { addName, updateName, type NameBody } from './admin-queries.ts';
import { editedYearBody, InlineForm, useInlineForm, YearField, yearText } from './inline-form.tsx';
import { BeforeBuiltNote } from './before-built.tsx';
import { SourcesField, useSourcesDraft, withSources } from '../../sources/sources-field.tsx';
import { canoeFormArea as area } from '../../../../../shared/i18n/messages/canoe-form.ts';
import { useI18n } from '../../../../lib/i18n.tsx';

const EMPTY = { name: '', language: 'haw', start_date: '', end_date: '' };
type Values = typeof EMPTY;

const newName = (values: Values): NameBody => ({
  name: values.name.trim(),
  language: nameLanguageValue(values.language),
  ...(values.start_date ? { start_date: values.start_date } : {}),
  ...(values.end_date ? { end_date: values.end_date } : {}),
});

const editedName = (values: Values, row: CanoeName): NameBody => ({
  name: values.name.trim(),
  language: nameLanguageValue(values.language),
  start_date: editedYearBody(values.start_date, row.start_date),
  end_date: editedYearBody(values.end_date, row.end_date),
});

export default function AddNameForm({ canoeId, formId, autoFocus, row, onDone }: AddFormProps<CanoeName>) {
  const { t } = useI18n();
  const sources = useSourcesDraft(canoeId, row ? { type: 'canoe_name', id: row.canoe_name_id } : null);
  const form = useInlineForm(
    canoeNameBody,
    { canoeId, onDone },
    row
      ? {
          defaults: {
            name: row.name,
            language: row.language,
            start_date: yearText(row.start_date),
            end_date: yearText(row.end_date),
          },
          toBody: (values) => editedName(values, row),
          send: withSources(sources, (body: NameBody) => updateName(canoeId, row.canoe_name_id, body)),
          failure: (error, marked) => failedTo(t(area.saveNameFailed), error, marked, t),
        }
      : {
          defaults: EMPTY,
          toBody: newName,
          send: withSources(sources, (body: NameBody) => addName(canoeId, body)),
          failure: (error, marked) => failedTo(t(area.addNameInlineFailed), error, marked, t),
        },
  );

  return (
    <InlineForm
      form={form}
      formId={formId}
      title={row ? t(area.editName, { name: row.name }) : t(area.newName)}
      description={row ? t(area.editNameText) : t(area.newNameText)}
      submitLabel={t(area.saveName)}
      autoFocus={autoFocus}
      onCancel={() => onDone(false)}
    >
      <TextField label={t(area.name)} required maxLength={200} {...form.field('name')} />
      <NameLanguageField
        value={form.values.language}
        error={form.field('language').error}
        onChange={form.field('language').onChange}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <YearField label={t(area.startDate)} {...form.field('start_date')} onUnreadable={() => {}} />
        <YearField label={t(area.endDate)} {...form.field('end_date')} onUnreadable={() => {}} />
      </div>
      <BeforeBuiltNote canoeId={canoeId} typed={form.values.start_date} what="name" />
      <SourcesField draft={sources} />
    </InlineForm>
  );
}
