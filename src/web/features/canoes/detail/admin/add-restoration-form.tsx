/**
 * Restorations' inline form (spec §5 "Add restoration"): year and description required, maker optional. The
 * server links the maker's person as the restorer and notes the maker's name. Editing a restoration whose
 * restorer is a person with no maker role keeps that person until a maker is chosen.
 */
import { failedTo } from '../../../../lib/failure-message.ts';
import { useQuery } from '@tanstack/react-query';
import type { Restoration } from '../../../../../shared/api/index.ts';
import { restorationBody } from '../../../../../shared/api/restorations.ts';
import { makerOptionsQuery } from '../../form/canoe-form-queries.ts';
import { SelectField, TextAreaField, TextField } from '../../../../components/form/form-controls.tsx';
import type { AddFormProps } from '../canoe-admin-state.ts';
import { addRestoration, updateRestoration, type RestorationBody } from './admin-queries.ts';
import {
  editedYearBody,
  InlineForm,
  textOrNull,
  useInlineForm,
  yearBody,
  yearProblem,
  YearField,
  yearText,
} from './inline-form.tsx';
import { BeforeBuiltNote } from './before-built.tsx';
import { SourcesField, useSourcesDraft, withSources } from '../../sources/sources-field.tsx';

const EMPTY = { restoration_date: '', end_date: '', description: '', location: '', notes: '', maker: '' };
type Values = typeof EMPTY;

const toBody = (values: Values, row?: Restoration): RestorationBody => ({
  restoration_date:
    (row
      ? editedYearBody(values.restoration_date, row.restoration_date)
      : yearBody(values.restoration_date)) ?? '',
  end_date: row ? editedYearBody(values.end_date, row.end_date) : yearBody(values.end_date),
  description: values.description.trim(),
  location: textOrNull(values.location),
  notes: textOrNull(values.notes),
  restorer_maker_id: values.maker ? Number(values.maker) : null,
  // A person restorer with no maker role stays while no maker is chosen; choosing one replaces them.
  ...(row && !values.maker && row.maker_id === null && row.restorer_person_id !== null
    ? { restorer_person_id: row.restorer_person_id }
    : {}),
});

const valuesOf = (row: Restoration): Values => ({
  restoration_date: yearText(row.restoration_date),
  end_date: yearText(row.end_date),
  description: row.description,
  location: row.location ?? '',
  notes: row.notes ?? '',
  maker: row.maker_id === null ? '' : String(row.maker_id),
});

/** The server names the restorer by maker or by person; the form shows both on its Maker select. */
const SERVER_FIELDS = { restorer_maker_id: 'maker', maker_id: 'maker', restorer_person_id: 'maker' } as const;

export default function AddRestorationForm({
  canoeId,
  formId,
  autoFocus,
  row,
  onDone,
}: AddFormProps<Restoration>) {
  const makers = useQuery(makerOptionsQuery);
  const sources = useSourcesDraft(canoeId, row ? { type: 'restoration', id: row.restoration_id } : null);
  const personOnly = row && row.maker_id === null && row.restorer_person_id !== null ? row : null;
  const form = useInlineForm(
    restorationBody,
    { canoeId, onDone },
    {
      defaults: row ? valuesOf(row) : EMPTY,
      toBody: (values) => toBody(values, row),
      serverFields: SERVER_FIELDS,
      check: (values, unreadable) => ({
        restoration_date: yearProblem(values.restoration_date, unreadable.has('restoration_date')),
        end_date: yearProblem(values.end_date),
      }),
      send: withSources(
        sources,
        row
          ? (body: RestorationBody) => updateRestoration(canoeId, row.restoration_id, body)
          : (body: RestorationBody) => addRestoration(canoeId, body),
      ),
      failure: (error, marked) => failedTo(`${row ? 'save' : 'add'} restoration`, error, marked),
    },
  );

  return (
    <InlineForm
      form={form}
      formId={formId}
      title={row ? 'Edit Restoration' : 'New Restoration'}
      submitLabel="Save Restoration"
      autoFocus={autoFocus}
      onCancel={() => onDone(false)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <YearField
          label="Year"
          required
          hint="When the work began."
          {...form.field('restoration_date')}
          onUnreadable={form.onUnreadable('restoration_date')}
        />
        <YearField label="End Date" {...form.field('end_date')} onUnreadable={() => {}} />
      </div>
      <BeforeBuiltNote canoeId={canoeId} typed={form.values.restoration_date} what="a restoration" />
      <TextAreaField label="Description" required {...form.field('description')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Location" maxLength={200} {...form.field('location')} />
        <SelectField
          label="Maker"
          placeholder={makers.isPending ? 'Loading makers...' : 'No maker chosen'}
          options={makers.data ?? []}
          hint={
            makers.isError
              ? 'The makers could not be loaded.'
              : personOnly
                ? `Done by ${personOnly.restorer_name ?? 'a person'}, who is not a maker; choosing a maker replaces them.`
                : 'The maker who did the work, if known.'
          }
          {...form.field('maker')}
        />
      </div>
      <TextAreaField label="Notes" {...form.field('notes')} />
      <SourcesField draft={sources} />
    </InlineForm>
  );
}
