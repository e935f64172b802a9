/** The Add Result form's checks and body (spec §5 "Add race participation", §9 race time). */
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
/** The server's time pattern takes two or three digits of hours. */
export const MAX_HOURS = 999;

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

export function checkResult(values: ResultFormValues, canoeId: number | null): ResultFieldErrors {
  const errors: ResultFieldErrors = {};
  if (canoeId === null) errors.canoe = SELECT_CANOE;
  if (values.position.trim() !== '') {
    const position = wholeNumber(values.position);
    if (position === null || position < 1) errors.position = messages.position;
  }
  const part = (text: string, max: number) => {
    if (text.trim() === '') return true;
    const n = wholeNumber(text);
    return n !== null && n <= max;
  };
  if (!part(values.hours, MAX_HOURS)) errors.hours = `Hours must be a whole number from 0 to ${MAX_HOURS}`;
  if (!part(values.minutes, 59)) errors.minutes = 'Minutes must be from 0 to 59';
  if (!part(values.seconds, 59)) errors.seconds = 'Seconds must be from 0 to 59';
  return errors;
}

/** Zero-padded HH:MM:SS, only when any part is given; missing parts count as 0. */
export function raceTime({ hours, minutes, seconds }: ResultFormValues): string | null {
  if ([hours, minutes, seconds].every((part) => part.trim() === '')) return null;
  const pad = (text: string) => String(Number(text.trim() || '0')).padStart(2, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
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
  time: raceTime(values),
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
