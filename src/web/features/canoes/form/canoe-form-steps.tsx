/** The five steps of the canoe form (spec §2): the fields of each, with their messages. */
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Info } from 'lucide-react';
import { CANOE_TYPES } from '../../../../shared/constants.ts';
import { paths } from '../../../../shared/paths.ts';
import { DateField } from '../../../components/form/date-field.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { isBlankHtml } from '../../../lib/sanitize.ts';
import type { SelectOption } from './canoe-form-queries.ts';
import { NumberField, SelectField, TextField } from '../../../components/form/form-controls.tsx';
import { NewMakerButton, NewStewardButton } from './new-record-buttons.tsx';

// Tiptap is heavy and only admins need it: it loads with this step's chunk, never with a visitor's page.
const RichTextEditor = lazy(() => import('../../../components/form/rich-text-editor.tsx'));

export const STEPS = [
  { key: 'basic', label: 'Basic Details' },
  { key: 'specs', label: 'Specifications' },
  { key: 'names', label: 'Name' },
  { key: 'ownership', label: 'Ownership' },
  { key: 'notes', label: 'Notes' },
] as const;
export type StepKey = (typeof STEPS)[number]['key'];

/** The canoe form's values as typed; the names differ from the API's where a year stands for a date. */
export interface CanoeFormValues {
  hull_id: string;
  type_id: string;
  maker_id: string;
  build_year: string;
  origin: string;
  length: string;
  width: string;
  weight: string;
  name: string;
  name_year: string;
  owner_id: string;
  ownership_year: string;
  notes: string;
}
export type CanoeField = keyof CanoeFormValues;
export type FieldErrors = Partial<Record<CanoeField, string>>;

/** The step of each field, in form order, so "the first invalid field" means the one a reader meets first. */
export const FIELD_STEP: Record<CanoeField, StepKey> = {
  hull_id: 'basic',
  type_id: 'basic',
  maker_id: 'basic',
  build_year: 'basic',
  origin: 'basic',
  length: 'specs',
  width: 'specs',
  weight: 'specs',
  name: 'names',
  name_year: 'names',
  owner_id: 'ownership',
  ownership_year: 'ownership',
  notes: 'notes',
};

const FIELD_ORDER = Object.keys(FIELD_STEP) as CanoeField[];

/** The step holding the first field in error, in form order. */
export function firstErrorStep(errors: FieldErrors): StepKey | null {
  const field = FIELD_ORDER.find((f) => errors[f]);
  return field ? FIELD_STEP[field] : null;
}

export const MEASUREMENTS = ['length', 'width', 'weight'] as const;
export type Measurement = (typeof MEASUREMENTS)[number];

const TYPE_OPTIONS: SelectOption[] = CANOE_TYPES.map((t) => ({ value: String(t.type_id), label: t.name }));

export interface StepProps {
  values: CanoeFormValues;
  errors: FieldErrors;
  setValue: (field: CanoeField, value: string) => void;
}

function StepHeading({ children, lead }: { children: ReactNode; lead: ReactNode }) {
  return (
    <div className="mb-6">
      <h2 className="font-display text-2xl font-semibold text-koa-900">{children}</h2>
      <p className="mt-1 text-sm text-stone-600">{lead}</p>
    </div>
  );
}

function YearField({
  label,
  field,
  hint,
  ...step
}: StepProps & { label: string; field: CanoeField; hint?: string }) {
  return (
    <DateField
      label={label}
      error={step.errors[field]}
      hint={hint}
      value={step.values[field]}
      onChange={(value) => step.setValue(field, value)}
    />
  );
}

function EditNote({ children }: { children: ReactNode }) {
  return (
    <div className="mb-6 flex gap-3 rounded-lg border border-ocean-200 bg-ocean-50 p-4 text-sm text-ocean-900">
      <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-ocean-700" />
      <div>{children}</div>
    </div>
  );
}

export function BasicStep({ makers, ...step }: StepProps & { makers: SelectOption[] }) {
  const { values, errors, setValue } = step;
  return (
    <>
      <StepHeading lead="How the canoe is known and where it came from.">Basic Details</StepHeading>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Bow Number"
          hint="The number carried on the bow (hull id)."
          maxLength={50}
          value={values.hull_id}
          error={errors.hull_id}
          onChange={(v) => setValue('hull_id', v)}
        />
        <SelectField
          label="Canoe Type"
          placeholder="Select a canoe type"
          options={TYPE_OPTIONS}
          value={values.type_id}
          error={errors.type_id}
          onChange={(v) => setValue('type_id', v)}
        />
        <div>
          <SelectField
            label="Original Maker"
            placeholder="Select a maker"
            options={makers}
            value={values.maker_id}
            error={errors.maker_id}
            onChange={(v) => setValue('maker_id', v)}
          />
          <NewMakerButton onChosen={(value) => setValue('maker_id', value)} />
        </div>
        <YearField {...step} label="Build Year" field="build_year" />
        <div className="sm:col-span-2">
          <TextField
            label="Origin Location"
            placeholder="e.g. Kailua-Kona, Hawaiʻi"
            maxLength={200}
            value={values.origin}
            error={errors.origin}
            onChange={(v) => setValue('origin', v)}
          />
        </div>
      </div>
    </>
  );
}

const MEASUREMENT_FIELDS: { field: Measurement; label: string; step: number }[] = [
  { field: 'length', label: 'Length (ft)', step: 0.01 },
  { field: 'width', label: 'Width (ft)', step: 0.01 },
  { field: 'weight', label: 'Weight (lbs)', step: 0.1 },
];

export function SpecsStep({
  onUnreadable,
  ...step
}: StepProps & { onUnreadable: (field: Measurement, unreadable: boolean) => void }) {
  return (
    <>
      <StepHeading lead="Measurements in feet and pounds; leave blank what is not known.">
        Specifications
      </StepHeading>
      <div className="grid gap-6 sm:grid-cols-3">
        {MEASUREMENT_FIELDS.map(({ field, label, step: increment }) => (
          <NumberField
            key={field}
            label={label}
            step={increment}
            value={step.values[field]}
            error={step.errors[field]}
            onChange={(v) => step.setValue(field, v)}
            onUnreadable={(unreadable) => onUnreadable(field, unreadable)}
          />
        ))}
      </div>
    </>
  );
}

export function NameStep({ canoeId, ...step }: StepProps & { canoeId: number | null }) {
  return (
    <>
      <StepHeading lead="The name the canoe goes by today, and the year it was given.">Name</StepHeading>
      {canoeId !== null ? (
        <EditNote>
          Changing the name here overwrites the canoe&apos;s current name (to correct it). To record a new
          name and keep the old one in the history, use{' '}
          <Link to={paths.canoeNameAdd(canoeId)} className="link">
            Add New Name
          </Link>{' '}
          on the canoe&apos;s page.
        </EditNote>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Current Name"
          maxLength={200}
          value={step.values.name}
          error={step.errors.name}
          onChange={(v) => step.setValue('name', v)}
        />
        <YearField {...step} label="Year Named" field="name_year" />
      </div>
    </>
  );
}

export function OwnershipStep({
  canoeId,
  owners,
  ...step
}: StepProps & { canoeId: number | null; owners: SelectOption[] }) {
  return (
    <>
      <StepHeading lead="The steward who cares for the canoe now, and since when.">Ownership</StepHeading>
      {canoeId !== null ? (
        <EditNote>
          Choosing another steward here ends the current ownership and starts a new one. To record a transfer
          with its reason and keep the full history, use{' '}
          <Link to={paths.canoeOwnerAdd(canoeId)} className="link">
            Record Ownership Change
          </Link>{' '}
          on the canoe&apos;s page.
        </EditNote>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <SelectField
            label="Current Owner"
            placeholder="Select an owner"
            options={owners}
            value={step.values.owner_id}
            error={step.errors.owner_id}
            onChange={(v) => step.setValue('owner_id', v)}
          />
          <NewStewardButton onChosen={(value) => step.setValue('owner_id', value)} />
        </div>
        <YearField
          {...step}
          label="Ownership Start Year"
          field="ownership_year"
          hint="Leave blank to start the ownership today."
        />
      </div>
    </>
  );
}

export function NotesStep({ currentNotes, ...step }: StepProps & { currentNotes: string | null }) {
  const labelId = useId();
  return (
    <>
      <StepHeading lead="The canoe's story: its making, voyages, races and the people around it.">
        Notes
      </StepHeading>
      {currentNotes !== null ? (
        <section aria-labelledby={`${labelId}-current`} className="mb-6">
          <h3 id={`${labelId}-current`} className="text-sm font-semibold text-stone-700">
            Current Notes
          </h3>
          <div className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-stone-200 bg-stone-50 p-4">
            {isBlankHtml(currentNotes) ? (
              <p className="text-stone-600">No description available.</p>
            ) : (
              <RichText html={currentNotes} />
            )}
          </div>
        </section>
      ) : null}
      <p id={labelId} className="label">
        Notes
      </p>
      <Suspense fallback={<LoadingState label="Loading editor..." />}>
        <RichTextEditor
          value={step.values.notes}
          onChange={(html) => step.setValue('notes', html)}
          labelledBy={labelId}
          height={400}
        />
      </Suspense>
      {step.errors.notes ? <p className="mt-1 text-sm text-red-700">{step.errors.notes}</p> : null}
    </>
  );
}
