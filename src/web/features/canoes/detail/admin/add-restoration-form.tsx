/**
 * Restorations' inline form (spec §5 "Add restoration"): year and description required, maker optional. The
 * description is kept in English and in ʻŌlelo Hawaiʻi (decision 027): either one will do, and the Hawaiian box,
 * after the English one, is marked as Hawaiian. The server links the maker's person as the restorer and notes the
 * maker's name. Editing a restoration whose restorer is a person with no maker role keeps that person until a
 * maker is chosen.
 */
import { failedTo } from '../../../../lib/failure-message.ts';
import type { Restoration } from '../../../../../shared/api/index.ts';
import { restorationBody } from '../../../../../shared/api/restorations.ts';
import { SelectField, TextAreaField, TextField } from '../../../../components/form/form-controls.tsx';
import { FormField } from '../../../../components/form/form-field.tsx';
import type { FieldBinding } from '../../../../components/form/use-schema-form.ts';
import { bilingual } from '../../../../../shared/i18n/messages/bilingual.ts';
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
import { canoeFormArea as area } from '../../../../../shared/i18n/messages/canoe-form.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useMakerOptions } from '../../form/canoe-form-queries.ts';
import { PlacePicker, placeIdOf, placeValue } from '../../../places/admin/index.ts';
import { placesArea } from '../../../../../shared/i18n/messages/places.ts';

const EMPTY = {
  restoration_date: '',
  end_date: '',
  description: '',
  description_haw: '',
  location: '',
  /** Where it was done, as a place (decision 030): its id, '' for none. */
  place_id: '',
  notes: '',
  maker: '',
};
type Values = typeof EMPTY;

const toBody = (values: Values, row?: Restoration): RestorationBody & { place_id: number | null } => ({
  restoration_date:
    (row
      ? editedYearBody(values.restoration_date, row.restoration_date)
      : yearBody(values.restoration_date)) ?? '',
  end_date: row ? editedYearBody(values.end_date, row.end_date) : yearBody(values.end_date),
  description: values.description.trim(),
  // Always sent, so emptying the box removes the Hawaiian description.
  description_haw: textOrNull(values.description_haw),
  location: textOrNull(values.location),
  place_id: placeIdOf(values.place_id),
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
  description_haw: row.description_haw ?? '',
  location: row.location ?? '',
  place_id: placeValue(row.place),
  notes: row.notes ?? '',
  maker: row.maker_id === null ? '' : String(row.maker_id),
});

/** The description's ʻŌlelo Hawaiʻi version: a box of its own, its text marked as Hawaiian. */
function HawaiianTextArea({ label, ...field }: FieldBinding & { label: string }) {
  return (
    <FormField label={label} error={field.error}>
      {(props) => (
        <textarea
          {...props}
          lang="haw"
          rows={3}
          className="input"
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** The server names the restorer by maker or by person; the form shows both on its Maker select. */
const SERVER_FIELDS = { restorer_maker_id: 'maker', maker_id: 'maker', restorer_person_id: 'maker' } as const;

export default function AddRestorationForm({
  canoeId,
  formId,
  autoFocus,
  row,
  onDone,
}: AddFormProps<Restoration>) {
  const { t } = useI18n();
  const makers = useMakerOptions();
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
      failure: (error, marked) =>
        failedTo(t(row ? area.saveRestorationFailed : area.addRestorationFailed), error, marked, t),
    },
  );

  return (
    <InlineForm
      form={form}
      formId={formId}
      title={row ? t(area.editRestoration) : t(area.newRestoration)}
      submitLabel={t(area.saveRestoration)}
      autoFocus={autoFocus}
      onCancel={() => onDone(false)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <YearField
          label={t(area.year)}
          required
          hint={t(area.yearHint)}
          {...form.field('restoration_date')}
          onUnreadable={form.onUnreadable('restoration_date')}
        />
        <YearField label={t(area.endDate)} {...form.field('end_date')} onUnreadable={() => {}} />
      </div>
      <BeforeBuiltNote canoeId={canoeId} typed={form.values.restoration_date} what="restoration" />
      {/* Required unless the Hawaiian description is given: then the English one may stay empty. */}
      <TextAreaField
        label={t(area.description)}
        required={!form.values.description_haw.trim()}
        {...form.field('description')}
      />
      <HawaiianTextArea
        label={t(bilingual.inHawaiian, { label: t(area.description) })}
        {...form.field('description_haw')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t(area.location)} maxLength={200} {...form.field('location')} />
        <SelectField
          label={t(area.maker)}
          placeholder={makers.isPending ? t(area.loadingMakers) : t(area.noMaker)}
          options={makers.data ?? []}
          hint={
            makers.isError
              ? t(area.makersFailed)
              : personOnly
                ? personOnly.restorer_name
                  ? t(area.doneBy, { name: personOnly.restorer_name })
                  : t(area.doneByUnnamed)
                : t(area.makerHint)
          }
          {...form.field('maker')}
        />
      </div>
      <PlacePicker
        label={t(placesArea.restorationPlace)}
        current={row?.place}
        disabled={form.busy}
        {...form.field('place_id')}
      />
      <TextAreaField label={t(area.notes)} {...form.field('notes')} />
      <SourcesField draft={sources} />
    </InlineForm>
  );
}
