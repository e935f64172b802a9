/** Name History's inline form (spec §5 "Add name (detail tab)"): name required, dates optional and left out when empty. */
import { canoeNameBody } from '../../../../../shared/api/canoes.ts';
import { TextField } from '../../../../components/form/form-controls.tsx';
import type { AddFormProps } from '../canoe-admin-state.ts';
import { addName, errorText, type NameBody } from './admin-queries.ts';
import { InlineForm, useInlineAddForm } from './inline-form.tsx';

const EMPTY = { name: '', start_date: '', end_date: '' };

const toBody = (values: typeof EMPTY): NameBody => ({
  name: values.name.trim(),
  ...(values.start_date ? { start_date: values.start_date } : {}),
  ...(values.end_date ? { end_date: values.end_date } : {}),
});

export default function AddNameForm({ canoeId, formId, autoFocus, onDone }: AddFormProps) {
  const form = useInlineAddForm(
    canoeNameBody,
    { canoeId, onDone },
    {
      defaults: EMPTY,
      toBody,
      send: (body) => addName(canoeId, body),
      failure: (error) => `Failed to add name: ${errorText(error)}`,
    },
  );

  return (
    <InlineForm
      form={form}
      formId={formId}
      title="New Name"
      description="A name without an end date becomes the current name; the current name then ends on its start date."
      submitLabel="Save Name"
      autoFocus={autoFocus}
      onCancel={() => onDone(false)}
    >
      <TextField label="Name" required maxLength={200} {...form.field('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Start Date" type="date" {...form.field('start_date')} />
        <TextField label="End Date" type="date" {...form.field('end_date')} />
      </div>
    </InlineForm>
  );
}
