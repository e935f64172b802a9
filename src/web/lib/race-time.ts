/**
 * A race time as the forms take it: hours, minutes and seconds in three boxes, sent as zero-padded HH:MM:SS only
 * when any part has a value (missing parts count as 0), as spec §5 says.
 */

import { english } from '../../shared/i18n/english.ts';
import { validationArea } from '../../shared/i18n/messages/validation.ts';

/** The server's time pattern takes two or three digits of hours. */
export const MAX_RACE_HOURS = 999;

/** Each part's message, in English: the form says it in the page's language (readValidation). */
export const raceTimeMessages = {
  hours: english(validationArea.raceHours, { max: String(MAX_RACE_HOURS) }),
  minutes: english(validationArea.raceMinutes),
  seconds: english(validationArea.raceSeconds),
};

type Part = keyof typeof raceTimeMessages;
const PARTS = Object.keys(raceTimeMessages) as Part[];

/** Null when the part is empty or a whole number from 0 to max; else the part's message. */
export function checkTimePart(text: string, part: Part): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const max = part === 'hours' ? MAX_RACE_HOURS : 59;
  return /^\d+$/.test(trimmed) && Number(trimmed) <= max ? null : raceTimeMessages[part];
}

/** 'HH:MM:SS' from the three boxes, or null when all three are empty. Assumes each part passed checkTimePart. */
export function raceTime(hours: string, minutes: string, seconds: string): string | null {
  if ([hours, minutes, seconds].every((part) => part.trim() === '')) return null;
  const pad = (text: string) => String(Number(text.trim() || '0')).padStart(2, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/**
 * The time a form's three boxes send. A part with its own message builds no time, so the whole time does not get
 * a second message of its own.
 */
export function raceTimeOf(values: Record<Part, string>): string | null {
  if (PARTS.some((part) => checkTimePart(values[part], part))) return null;
  return raceTime(values.hours, values.minutes, values.seconds);
}

/** Each part's message: a box whose text the browser could not read, or a value out of range. */
export function raceTimeProblems(
  values: Record<Part, string>,
  unreadable: ReadonlySet<string>,
): Partial<Record<Part, string>> {
  return Object.fromEntries(
    PARTS.map((part) => [
      part,
      unreadable.has(part) ? raceTimeMessages[part] : (checkTimePart(values[part], part) ?? undefined),
    ]),
  );
}
