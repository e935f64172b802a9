/** The five steps of the canoe form (spec §2): the fields of each, with their messages. */
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from '../../../lib/routing.tsx';
import { Info } from 'lucide-react';
import { CANOE_TYPES } from '../../../../shared/constants.ts';
import {
  arrange,
  CANOE_FIELDS,
  CANOE_FORM_STEPS,
  fieldsOnStep,
  type CanoeFieldKey,
  type CanoeFieldKeyOf,
  type CanoeFieldSpec,
  type CanoeFormStep,
  type RichTextField,
} from '../../../../shared/canoe-fields.ts';
import type { Message } from '../../../../shared/i18n/messages.ts';
import { canoeFormArea as area } from '../../../../shared/i18n/messages/canoe-form.ts';
import { canoeFieldWords, canoeFormStepLabel } from '../../../../shared/i18n/messages/canoe-fields.ts';
import { canoeTypeWords } from '../../../../shared/i18n/messages/canoe-types.ts';
import { useI18n, withParts } from '../../../lib/i18n.tsx';
import type { CanoeDetail } from '../../../../shared/api/index.ts';
import { paths } from '../../../../shared/paths.ts';
import { DateField } from '../../../components/form/date-field.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { isBlankHtml } from '../../../lib/sanitize.ts';
import type { SelectOption } from './canoe-form-queries.ts';
import { NumberField, SelectField, TextField } from '../../../components/form/form-controls.tsx';
import { NewMakerButton, NewStewardButton } from './new-record-buttons.tsx';
import { PlacePicker } from '../../places/admin/index.ts';
import { placesArea } from '../../../../shared/i18n/messages/places.ts';

// Tiptap is heavy and only admins need it: it loads with this step's chunk, never with a visitor's page.
const RichTextEditor = lazy(() => import('../../../components/form/rich-text-editor.tsx'));

export const STEPS = CANOE_FORM_STEPS;
export type StepKey = CanoeFormStep;

/**
 * The fields of the form that are not plain fields of the table (shared/canoe-fields.ts), with their steps. A year
 * stands for a date here, so its name differs from the API's.
 */
const SPECIAL_FIELD_STEP = {
  maker_id: 'basic',
  build_year: 'basic',
  name: 'names',
  name_year: 'names',
  owner_id: 'ownership',
  ownership_year: 'ownership',
  origin_place_id: 'basic',
  home_place_id: 'basic',
} as const satisfies Record<string, StepKey>;

/**
 * The canoe's places (decision 030), each a place id or '' for none. Left undefined until the keeper chooses one
 * (or the canoe has one): a place left alone is left out of the body, which keeps it as it is.
 */
export type PlaceField = 'origin_place_id' | 'home_place_id';

/** The canoe form's values as typed: the plain fields under their own keys, and the special ones above. */
export type CanoeFormValues = Record<
  Exclude<CanoeFieldKey | keyof typeof SPECIAL_FIELD_STEP, PlaceField>,
  string
> &
  Partial<Record<PlaceField, string>>;
export type CanoeField = keyof CanoeFormValues;
export type FieldErrors = Partial<Record<CanoeField, string>>;

/** The step of each field. */
export const FIELD_STEP = {
  ...SPECIAL_FIELD_STEP,
  ...(Object.fromEntries(CANOE_FIELDS.map((field) => [field.key, field.step])) as Record<
    CanoeFieldKey,
    StepKey
  >),
} satisfies Record<CanoeField, StepKey>;

/** The fields by step, in step order, so "the first invalid field" means the one a reader meets first. */
const FIELD_ORDER = STEPS.flatMap((step) =>
  (Object.keys(FIELD_STEP) as CanoeField[]).filter((field) => FIELD_STEP[field] === step.key),
);

/** The step holding the first field in error, in form order. */
export function firstErrorStep(errors: FieldErrors): StepKey | null {
  const field = FIELD_ORDER.find((f) => errors[f]);
  return field ? FIELD_STEP[field] : null;
}

/** The number boxes: text in them that the browser cannot read is refused before sending. */
export const MEASUREMENTS = CANOE_FIELDS.filter((field) => field.kind === 'number').map(
  (field) => field.key,
) as CanoeFieldKeyOf<'number'>[];
export type Measurement = CanoeFieldKeyOf<'number'>;

/** A rich-text field's heading over its stored text (its other words are the field's: canoeFieldWords). */
const CURRENT_TEXT: Record<CanoeFieldKeyOf<'rich-text'>, Message | null> = {
  notes: area.currentNotes,
  // The Hawaiian version's editor holds it as stored; the current notes above are the English (decision 027).
  notes_haw: null,
};

export interface StepProps {
  values: CanoeFormValues;
  errors: FieldErrors;
  setValue: (field: CanoeField, value: string) => void;
  /** A number box says whether it holds text it cannot read. */
  onUnreadable: (field: Measurement, unreadable: boolean) => void;
  /** The canoe being edited as stored (a rich-text box shows its current text above the editor); null for a new one. */
  stored: CanoeDetail | null;
}

/** A step's heading (its name) and lead. */
function StepHeading({ step, lead }: { step: StepKey; lead: Message }) {
  const translator = useI18n();
  return (
    <div className="mb-6">
      <h2 className="font-display text-2xl font-semibold text-koa-900">
        {canoeFormStepLabel(translator, step)}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{translator.t(lead)}</p>
    </div>
  );
}

function YearField({
  label,
  field,
  hint,
  ...step
}: StepProps & { label: string; field: Exclude<CanoeField, PlaceField>; hint?: string }) {
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

/** A note on an existing canoe's step: its `{link}` leads to the page that changes what the step shows. */
function EditNote({ note, to, linkText }: { note: Message; to: string; linkText: Message }) {
  const translator = useI18n();
  const link = (
    <Link to={to} className="link">
      {translator.t(linkText)}
    </Link>
  );
  return (
    <div className="mb-6 flex gap-3 rounded-lg border border-ocean-200 bg-ocean-50 p-4 text-sm text-ocean-900">
      <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-ocean-700" />
      <div>{withParts(translator, note, {}, { link })}</div>
    </div>
  );
}

/** A plain field's box, as its kind takes it (shared/canoe-fields.ts). */
function PlainField({ field, ...step }: StepProps & { field: CanoeFieldSpec }) {
  const translator = useI18n();
  const { t } = translator;
  const key = field.key as CanoeFieldKey;
  const words = canoeFieldWords(translator, field);
  const placeholder = words.placeholder;
  const common = {
    label: words.formLabel,
    hint: words.hint,
    value: step.values[key],
    error: step.errors[key],
    onChange: (v: string) => step.setValue(key, v),
  };
  switch (field.kind) {
    case 'text': {
      const box = <TextField {...common} placeholder={placeholder} maxLength={field.maxLength} />;
      return field.wide ? <div className="sm:col-span-2">{box}</div> : box;
    }
    case 'number':
      return (
        <NumberField
          {...common}
          step={field.increment}
          onUnreadable={(unreadable) => step.onUnreadable(key as Measurement, unreadable)}
        />
      );
    case 'canoe-type':
      return (
        <SelectField
          {...common}
          placeholder={placeholder ?? ''}
          options={CANOE_TYPES.map((type) => ({
            value: String(type.type_id),
            label: canoeTypeWords({ t }, type.type_id) ?? type.name,
          }))}
        />
      );
    case 'rich-text':
      return <RichTextBox field={field} {...step} />;
  }
}

/** The plain fields of a step, with the step's own boxes put among them (see `arrange`). */
function plainFields(
  stepKey: StepKey,
  step: StepProps,
  after: Partial<Record<CanoeFieldKey, ReactNode[]>> = {},
): ReactNode[] {
  return arrange(fieldsOnStep(stepKey), (field) => <PlainField key={field.key} field={field} {...step} />, {
    after,
  });
}

export function BasicStep({ makers, ...step }: StepProps & { makers: SelectOption[] }) {
  const { t } = useI18n();
  const { values, errors, setValue } = step;
  return (
    <>
      <StepHeading step="basic" lead={area.basicLead} />
      <div className="grid gap-6 sm:grid-cols-2">
        {plainFields('basic', step, {
          type_id: [
            <div key="maker_id">
              <SelectField
                label={t(area.originalMaker)}
                placeholder={t(area.selectMaker)}
                options={makers}
                value={values.maker_id}
                error={errors.maker_id}
                onChange={(v) => setValue('maker_id', v)}
              />
              <NewMakerButton onChosen={(value) => setValue('maker_id', value)} />
            </div>,
            <YearField key="build_year" {...step} label={t(area.buildYear)} field="build_year" />,
          ],
          // The places beside the origin as it was typed: the text stays, the places are records (decision 030).
          origin: [
            <PlacePicker
              key="origin_place_id"
              label={t(placesArea.originPlace)}
              value={values.origin_place_id ?? ''}
              current={step.stored?.origin_place}
              error={errors.origin_place_id}
              onChange={(v) => setValue('origin_place_id', v)}
            />,
            <PlacePicker
              key="home_place_id"
              label={t(placesArea.homePlace)}
              value={values.home_place_id ?? ''}
              current={step.stored?.home_place}
              error={errors.home_place_id}
              onChange={(v) => setValue('home_place_id', v)}
            />,
          ],
        })}
      </div>
    </>
  );
}

export function SpecsStep(step: StepProps) {
  return (
    <>
      <StepHeading step="specs" lead={area.specsLead} />
      <div className="grid gap-6 sm:grid-cols-3">{plainFields('specs', step)}</div>
    </>
  );
}

export function NameStep({ canoeId, ...step }: StepProps & { canoeId: number | null }) {
  const translator = useI18n();
  const { t } = translator;
  return (
    <>
      <StepHeading step="names" lead={area.nameLead} />
      {canoeId !== null ? (
        <EditNote note={area.editNameNote} to={paths.canoeNameAdd(canoeId)} linkText={area.addNewNameLink} />
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label={t(area.currentName)}
          maxLength={200}
          value={step.values.name}
          error={step.errors.name}
          onChange={(v) => step.setValue('name', v)}
        />
        <YearField {...step} label={t(area.yearNamed)} field="name_year" />
      </div>
    </>
  );
}

export function OwnershipStep({
  canoeId,
  owners,
  ...step
}: StepProps & { canoeId: number | null; owners: SelectOption[] }) {
  const translator = useI18n();
  const { t } = translator;
  return (
    <>
      <StepHeading step="ownership" lead={area.ownershipLead} />
      {canoeId !== null ? (
        <EditNote
          note={area.editOwnerNote}
          to={paths.canoeOwnerAdd(canoeId)}
          linkText={area.recordOwnershipChangeLink}
        />
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <SelectField
            label={t(area.currentOwner)}
            placeholder={t(area.selectOwner)}
            options={owners}
            value={step.values.owner_id}
            error={step.errors.owner_id}
            onChange={(v) => step.setValue('owner_id', v)}
          />
          <NewStewardButton onChosen={(value) => step.setValue('owner_id', value)} />
        </div>
        <YearField
          {...step}
          label={t(area.ownershipStartYear)}
          field="ownership_year"
          hint={t(area.ownershipStartHint)}
        />
      </div>
    </>
  );
}

/**
 * A rich-text field: the stored text above the editor when editing (it can be long, so it scrolls), then the
 * editor under the field's label.
 */
function RichTextBox({ field, ...step }: StepProps & { field: RichTextField }) {
  const translator = useI18n();
  const { t } = translator;
  const key = field.key as CanoeFieldKeyOf<'rich-text'>;
  const words = canoeFieldWords(translator, field);
  const labelId = useId();
  const heading = CURRENT_TEXT[key];
  const current = step.stored && heading ? (step.stored[key] ?? '') : null;
  return (
    <>
      {current !== null ? (
        <section aria-labelledby={`${labelId}-current`} className="mb-6">
          <h3 id={`${labelId}-current`} className="text-sm font-semibold text-stone-700">
            {t(heading!)}
          </h3>
          <div className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-stone-200 bg-stone-50 p-4">
            {isBlankHtml(current) ? (
              <p className="text-stone-600">{words.empty}</p>
            ) : (
              <RichText html={current} />
            )}
          </div>
        </section>
      ) : null}
      <p id={labelId} className={`label${field.language ? ' mt-6' : ''}`}>
        {words.label}
      </p>
      <Suspense fallback={<LoadingState label={t(area.loadingEditor)} />}>
        <RichTextEditor
          value={step.values[key]}
          onChange={(html) => step.setValue(key, html)}
          labelledBy={labelId}
          height={field.language ? 240 : 400}
          lang={field.language}
        />
      </Suspense>
      {step.errors[key] ? <p className="mt-1 text-sm text-red-700">{step.errors[key]}</p> : null}
    </>
  );
}

export function NotesStep(step: StepProps) {
  return (
    <>
      <StepHeading step="notes" lead={area.notesLead} />
      {plainFields('notes', step)}
    </>
  );
}
