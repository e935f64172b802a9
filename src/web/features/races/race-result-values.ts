/** The Add Result form's checks and body (spec §5 "Add race participation", §9 race time). */
import { checkTimePart, raceTime } from '../../lib/race-time.ts';
import { messages } from '../../../shared/messages.ts';
import type { ParticipantBodyJson } from './race-admin-queries.ts';

export interface ResultFormValues {
  position: string;
  paddler_name: string;
  hours: string;
  minutes: string;
  seconds: string;
  notes: string;
}

export type ResultField = keyof ResultFormValues | 'canoe';
export type ResultFieldErrors = Partial<Record<ResultField | 'time', string>>;

export const EMPTY_RESULT: ResultFormValues = {
  position: '',
  paddler_name: '',
  hours: '',
  minutes: '',
  seconds: '',
  notes: '',
};

export const SELECT_CANOE = 'Please select a canoe';

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

export function checkResult(values: ResultFormValues, canoeId: number | null): ResultFieldErrors {
  const errors: ResultFieldErrors = {};
  if (canoeId === null) errors.canoe = SELECT_CANOE;
  if (values.position.trim() !== '') {
    const position = wholeNumber(values.position);
    if (position === null || position < 1) errors.position = messages.position;
  }
  for (const key of ['hours', 'minutes', 'seconds'] as const) {
    const problem = checkTimePart(values[key], key);
    if (problem) errors[key] = problem;
  }
  return errors;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export const toResultBody = (
  values: ResultFormValues,
  raceId: number,
  canoeId: number,
): ParticipantBodyJson => ({
  canoe_id: canoeId,
  race_id: raceId,
  position: values.position.trim() === '' ? null : Number(values.position),
  paddler_name: orNull(values.paddler_name),
  time: raceTime(values.hours, values.minutes, values.seconds),
  notes: orNull(values.notes),
});

/** The server's 400 field names, as the form shows them. */
export const RESULT_SERVER_FIELDS: Record<string, ResultField | 'time'> = {
  canoe_id: 'canoe',
  position: 'position',
  paddler_name: 'paddler_name',
  time: 'time',
  notes: 'notes',
};
