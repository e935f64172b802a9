/**
 * The canoe's plain fields, declared once: each one's key (its column and its name in the API), its words, its kind
 * and where it shows. The canoe form (its values, empty values, body, values from a canoe and the boxes of each
 * step), the rows of the canoe page, the registry's CSV columns and the details a visitor may correct are all made
 * from this list, in its order. The database row type of `canoes` (server/db/tables.ts) takes its columns from it.
 *
 * A plain field is stored as it is sent and shown as it is stored. Fields with behaviour of their own stay outside:
 * the build date (an uncertain date with words), the current name and the current steward (rows of their own), and
 * the original maker (a choice among records, with its own dialog). Each place that shows them puts them among the
 * plain fields itself (see `arrange`).
 *
 * The contract (src/shared/api/canoes.ts) still declares each field's validation (`canoeBody`) and response type
 * (`canoeStoredFields`, `canoeDetailResponse`); canoe-fields.test.ts checks that both agree with this list.
 */
import { CANOE_TYPES } from './constants.ts';

/** The steps of the canoe form, in order. */
export const CANOE_FORM_STEPS = [
  { key: 'basic', label: 'Basic Details' },
  { key: 'specs', label: 'Specifications' },
  { key: 'names', label: 'Name' },
  { key: 'ownership', label: 'Ownership' },
  { key: 'notes', label: 'Notes' },
] as const;
export type CanoeFormStep = (typeof CANOE_FORM_STEPS)[number]['key'];

/**
 * Where the canoe page shows a field: a row of its Specifications or Construction card, or (rich text) a section of
 * its own under the cards, headed by the label.
 */
export type CanoeDetailPlace = 'specifications' | 'construction' | 'section';

interface FieldCommon {
  /** The column of `canoes` and the field's name in the API and in the form's values. */
  key: string;
  /** The form's label (a number's unit is added: "Length (ft)"); the other places use it unless told otherwise. */
  label: string;
  /** The form step its box sits on. */
  step: CanoeFormStep;
  /** The line under the box. */
  hint?: string;
  /** Its row on the canoe page, and the row's label when it differs from the form's; absent: not shown there. */
  detail?: { place: CanoeDetailPlace; label?: string };
  /** A column of the registry's CSV: true, or the column's header when it differs from the form's label. */
  csv?: true | string;
  /** Offered on the share form as a detail a visitor may correct. */
  correction?: true;
  /** The language its text is written in when it is not English: its box is marked with it (decision 027). */
  language?: 'haw';
}

/** A line of text, trimmed; empty is none. */
export interface TextField extends FieldCommon {
  kind: 'text';
  /** The most characters the box takes (the contract's limit). */
  maxLength: number;
  placeholder?: string;
  /** The box takes the whole row of its step. */
  wide?: true;
}

/** A number in a unit (decimal, not negative); empty is none. */
export interface NumberField extends FieldCommon {
  kind: 'number';
  /**
   * The unit it is stored, typed, shown and corrected in: "Length (ft)", "1.6 ft". One unit a measure: a width
   * typed in feet is never shown in inches (issue 31; docs/spec-deviations.md).
   */
  unit: string;
  /** The box's step (0.01: hundredths). */
  increment: number;
}

/** One of the canoe types (CANOE_TYPES), by id; shown by its name. */
export interface CanoeTypeField extends FieldCommon {
  kind: 'canoe-type';
  placeholder: string;
}

/** Rich text (sanitised HTML), written in the editor. */
export interface RichTextField extends FieldCommon {
  kind: 'rich-text';
  /** What the canoe page says when there is none. */
  empty: string;
}

export type CanoeFieldSpec = TextField | NumberField | CanoeTypeField | RichTextField;

/** The plain fields, in the order every place shows them (each place keeps only its own). */
export const CANOE_FIELDS = [
  {
    key: 'hull_id',
    kind: 'text',
    label: 'Bow Number',
    hint: 'The number carried on the bow (hull id).',
    maxLength: 50,
    step: 'basic',
    // One word everywhere: the form's, the steward pages' and the filter's (docs/spec-deviations.md).
    detail: { place: 'specifications' },
    csv: true,
    correction: true,
  },
  {
    key: 'type_id',
    kind: 'canoe-type',
    label: 'Canoe Type',
    placeholder: 'Select a canoe type',
    step: 'basic',
    // The page's header shows the type; the CSV's Type column is the type's name, next to the canoe's name.
    correction: true,
  },
  {
    key: 'length',
    kind: 'number',
    label: 'Length',
    unit: 'ft',
    increment: 0.01,
    step: 'specs',
    detail: { place: 'specifications' },
    csv: true,
    correction: true,
  },
  {
    key: 'width',
    kind: 'number',
    label: 'Width',
    unit: 'ft',
    increment: 0.01,
    step: 'specs',
    detail: { place: 'specifications' },
    csv: true,
    correction: true,
  },
  {
    key: 'weight',
    kind: 'number',
    label: 'Weight',
    unit: 'lbs',
    increment: 0.1,
    step: 'specs',
    detail: { place: 'specifications' },
    csv: 'Weight (lb)',
    correction: true,
  },
  {
    key: 'origin',
    kind: 'text',
    label: 'Origin Location',
    placeholder: 'e.g. Kailua-Kona, Hawaiʻi',
    maxLength: 200,
    wide: true,
    step: 'basic',
    detail: { place: 'construction', label: 'Origin' },
    csv: 'Origin',
    correction: true,
  },
  {
    key: 'notes',
    kind: 'rich-text',
    label: 'Notes',
    empty: 'No description available.',
    step: 'notes',
    detail: { place: 'section' },
  },
  // The notes' ʻŌlelo Hawaiʻi version (decision 027): its own box on the form; the canoe page shows it with the
  // notes, in the reader's language first, so it has no place of its own there.
  {
    key: 'notes_haw',
    kind: 'rich-text',
    label: 'Notes in ʻŌlelo Hawaiʻi',
    empty: 'No description available.',
    step: 'notes',
    language: 'haw',
  },
] as const satisfies readonly CanoeFieldSpec[];

type Declared = (typeof CANOE_FIELDS)[number];
/** The key of a plain field. */
export type CanoeFieldKey = Declared['key'];
/** The keys of the plain fields of one kind. */
export type CanoeFieldKeyOf<K extends CanoeFieldSpec['kind']> = Extract<Declared, { kind: K }>['key'];
/** The plain fields a visitor may correct. */
export type CorrectableCanoeField = Extract<Declared, { correction: true }>['key'];

/** How each kind is kept in the database and sent in the API. */
interface KindValue {
  text: string | null;
  number: number | null;
  'canoe-type': number | null;
  'rich-text': string | null;
}
/** The plain fields' columns of `canoes`, with their types. */
export type CanoeFieldColumns = { [F in Declared as F['key']]: KindValue[F['kind']] };

const fields: readonly CanoeFieldSpec[] = CANOE_FIELDS;

/** The field declared under a key. */
export function canoeField(key: CanoeFieldKey): CanoeFieldSpec {
  return fields.find((field) => field.key === key)!;
}

/** The field holding a field's ʻŌlelo Hawaiʻi version (`notes` → `notes_haw`), if it has one (decision 027). */
export const hawaiianVersionOf = (field: CanoeFieldSpec) =>
  fields.find((other) => other.language === 'haw' && other.key === `${field.key}_haw`) ?? null;

/** The plain fields on one step of the form, in order. */
export const fieldsOnStep = (step: CanoeFormStep) => fields.filter((field) => field.step === step);

/** The plain fields the canoe page shows in one place, in order. */
export const fieldsShownIn = (place: CanoeDetailPlace) =>
  fields.filter((field) => field.detail?.place === place);

/** The plain fields of the registry's CSV, in order. */
export const csvFields = () => fields.filter((field) => field.csv);

/** The plain fields a visitor may correct, in order. */
export const correctableFields = () => fields.filter((field) => field.correction);

/** A number's label with its unit ("Length (ft)"), the words of the form's box. */
export function formLabel(field: CanoeFieldSpec): string {
  return field.kind === 'number' ? `${field.label} (${field.unit})` : field.label;
}

/** The label of the field's row on the canoe page ("Bow Number", "Length"). */
export const detailLabel = (field: CanoeFieldSpec) => field.detail?.label ?? field.label;

/** The header of the field's CSV column ("Length (ft)", as the value is stored). */
export const csvHeader = (field: CanoeFieldSpec) =>
  typeof field.csv === 'string' ? field.csv : formLabel(field);

/** The detail's name on the share form: a number in the unit it is kept and shown in ("Width (ft)"). */
export const correctionLabel = (field: CanoeFieldSpec): string => formLabel(field);

/** The message of a number box whose text is not a number ("Length must be a number"). */
export const notANumber = (field: NumberField) => `${field.label} must be a number`;

/** A canoe type's name by its id. */
export const canoeTypeName = (id: number | null | undefined) =>
  CANOE_TYPES.find((type) => type.type_id === id)?.name ?? null;

/**
 * A place's list: its plain fields in order, each made into an entry by `entry`, with the place's own entries put
 * at the start, after a named plain field, or at the end. An entry placed after a field the place does not show
 * is an error, so a field leaving a place cannot silently take its neighbours with it.
 */
export function arrange<T>(
  plain: readonly CanoeFieldSpec[],
  entry: (field: CanoeFieldSpec) => T,
  own: { start?: T[]; after?: Partial<Record<CanoeFieldKey, T[]>>; end?: T[] } = {},
): T[] {
  const keys = new Set(plain.map((field) => field.key));
  for (const key of Object.keys(own.after ?? {})) {
    if (!keys.has(key)) throw new Error(`No field ${key} here to put entries after`);
  }
  return [
    ...(own.start ?? []),
    ...plain.flatMap((field) => [entry(field), ...(own.after?.[field.key as CanoeFieldKey] ?? [])]),
    ...(own.end ?? []),
  ];
}
