/**
 * Restorations' inline form (spec §5 "Add restoration"): year and description required, maker optional. The
 * server links the maker's person as the restorer and notes the maker's name.
 */
import { useQuery } from '@tanstack/react-query';
import { restorationBody } from '../../../../../shared/api/restorations.ts';
import { makerOptionsQuery } from '../../form/canoe-form-queries.ts';
import { SelectField, TextAreaField, TextField } from '../../../../components/form/form-controls.tsx';
import type { AddFormProps } from '../canoe-admin-state.ts';
import { addRestoration, errorText, type RestorationBody } from './admin-queries.ts';
import {
  InlineForm,
  textOrNull,
  useInlineAddForm,
  yearBody,
  yearProblem,
  YearField,
} from './inline-form.tsx';

const EMPTY = { restoration_date: '', end_date: '', description: '', location: '', notes: '', maker: '' };

const toBody = (values: typeof EMPTY): RestorationBody => ({
  restoration_date: yearBody(values.restoration_date) ?? '',
  end_date: values.end_date || null,
  description: values.description.trim(),
  location: textOrNull(values.location),
  notes: textOrNull(values.notes),
  restorer_maker_id: values.maker ? Number(values.maker) : null,
});

/** The server names the restorer by maker or by person; the form shows both on its Maker select. */
const SERVER_FIELDS = { restorer_maker_id: 'maker', maker_id: 'maker', restorer_person_id: 'maker' } as const;

export default function AddRestorationForm({ canoeId, formId, autoFocus, onDone }: AddFormProps) {
  const makers = useQuery(makerOptionsQuery);
  const form = useInlineAddForm(
    restorationBody,
    { canoeId, onDone },
    {
      defaults: EMPTY,
      toBody,
      serverFields: SERVER_FIELDS,
      check: (values, unreadable) => ({
        restoration_date: yearProblem(values.restoration_date, unreadable.has('restoration_date')),
      }),
      send: (body) => addRestoration(canoeId, body),
      failure: (error) => `Failed to add restoration: ${errorText(error)}`,
    },
  );

  return (
    <InlineForm
      form={form}
      formId={formId}
      title="New Restoration"
      submitLabel="Save Restoration"
      autoFocus={autoFocus}
      onCancel={() => onDone(false)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <YearField
          label="Year"
          required
          hint="The year the work began."
          {...form.field('restoration_date')}
          onUnreadable={form.onUnreadable('restoration_date')}
        />
        <TextField label="End Date" type="date" {...form.field('end_date')} />
      </div>
      <TextAreaField label="Description" required {...form.field('description')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Location" maxLength={200} {...form.field('location')} />
        <SelectField
          label="Maker"
          placeholder={makers.isPending ? 'Loading makers...' : 'No maker chosen'}
          options={makers.data ?? []}
          hint={makers.isError ? 'The makers could not be loaded.' : 'The maker who did the work, if known.'}
          {...form.field('maker')}
        />
      </div>
      <TextAreaField label="Notes" {...form.field('notes')} />
    </InlineForm>
  );
}
