/**
 * The canoe form's values as typed (strings), how they become the API body, and which step holds each field.
 * The measurements are checked with the server's own field rules, so both give the same words (spec §5).
 */
import { canoeBody } from '../../../../shared/schemas.ts';
import { messages } from '../../../../shared/messages.ts';
import type { CanoeDetail } from '../../../../shared/api/index.ts';
import { yearOf } from '../../../lib/format.ts';
import { yearToDate } from '../../../lib/years.ts';

export const STEPS = [
  { key: 'basic', label: 'Basic Details' },
  { key: 'specs', label: 'Specifications' },
  { key: 'names', label: 'Name' },
  { key: 'ownership', label: 'Ownership' },
  { key: 'notes', label: 'Notes' },
] as const;
export type StepKey = (typeof STEPS)[number]['key'];

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

/** Form order, so "the first invalid field" means the one a reader meets first. */
const FIELD_ORDER = Object.keys(FIELD_STEP) as CanoeField[];

export const EMPTY_VALUES: CanoeFormValues = {
  hull_id: '',
  type_id: '',
  maker_id: '',
  build_year: '',
  origin: '',
  length: '',
  width: '',
  weight: '',
  name: '',
  name_year: '',
  owner_id: '',
  ownership_year: '',
  notes: '',
};

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
const yearText = (date: string | null | undefined) => text(yearOf(date));

/** The edit form starts from the canoe as stored: its current name and current owner with their years. */
export function valuesFromCanoe(canoe: CanoeDetail): CanoeFormValues {
  const currentName = canoe.names.find((n) => !n.end_date);
  return {
    hull_id: text(canoe.hull_id),
    type_id: text(canoe.type_id),
    maker_id: text(canoe.maker_id),
    build_year: yearText(canoe.build_date),
    origin: text(canoe.origin),
    length: text(canoe.length),
    width: text(canoe.width),
    weight: text(canoe.weight),
    name: currentName?.name ?? text(canoe.current_name),
    name_year: yearText(currentName ? currentName.start_date : canoe.name_start_date),
    owner_id: text(canoe.current_owner_id),
    ownership_year: yearText(canoe.ownership_start_date),
    notes: canoe.notes ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const idOrNull = (value: string) => (value === '' ? null : Number(value));
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * A year becomes January 1 (spec §5). A year that cannot convert goes as typed, so the server names the problem
 * on its field instead of the year silently vanishing.
 */
const yearOrNull = (value: string) => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return yearToDate(trimmed) || trimmed;
};

/** The API body (spec §7): empty values are sent as null. */
export function toCanoeBody(values: CanoeFormValues) {
  return {
    hull_id: orNull(values.hull_id),
    type_id: idOrNull(values.type_id),
    build_date: yearOrNull(values.build_year),
    length: numberOrNull(values.length),
    width: numberOrNull(values.width),
    weight: numberOrNull(values.weight),
    origin: orNull(values.origin),
    notes: values.notes.trim() === '' ? null : values.notes,
    maker_id: idOrNull(values.maker_id),
    owner_id: idOrNull(values.owner_id),
    name: orNull(values.name),
    name_start_date: yearOrNull(values.name_year),
    ownership_start_date: yearOrNull(values.ownership_year),
  };
}

export const MEASUREMENTS = ['length', 'width', 'weight'] as const;
export type Measurement = (typeof MEASUREMENTS)[number];

/** The HTML "valid floating-point number" grammar, which a number box's value always follows. */
const FLOAT = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?$/;

const NOT_A_NUMBER: Record<Measurement, string> = {
  length: messages.lengthNumber,
  width: messages.widthNumber,
  weight: messages.weightNumber,
};

/**
 * A measurement's message, or null when it is fine. `unreadable` is the browser's word that the box holds text
 * it could not read as a number (its value is then empty, so the value alone cannot tell).
 */
export function measurementError(field: Measurement, value: string, unreadable = false): string | null {
  if (unreadable) return NOT_A_NUMBER[field];
  // What is sent is the number the box holds (an HTML number may read "1e2"), so that is what gets checked.
  const trimmed = value.trim();
  const candidate = FLOAT.test(trimmed) ? Number(trimmed) : value;
  const result = canoeBody.shape[field].safeParse(candidate);
  return result.success ? null : (result.error.issues[0]?.message ?? NOT_A_NUMBER[field]);
}

/** The server's field names that differ from the form's. */
const SERVER_FIELDS: Record<string, CanoeField> = {
  build_date: 'build_year',
  name_start_date: 'name_year',
  ownership_start_date: 'ownership_year',
};

/** A 400's `fields`, keyed by the form's fields; fields the form does not have are left out. */
export function fieldErrorsFromServer(fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = SERVER_FIELDS[key] ?? (key in FIELD_STEP ? (key as CanoeField) : null);
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The step holding the first field in error, in form order. */
export function firstErrorStep(errors: FieldErrors): StepKey | null {
  const field = FIELD_ORDER.find((f) => errors[f]);
  return field ? FIELD_STEP[field] : null;
}
