/**
 * A race time as the forms take it: hours, minutes and seconds in three boxes, sent as zero-padded HH:MM:SS only
 * when any part has a value (missing parts count as 0), as spec §5 says.
 */

/** The server's time pattern takes two or three digits of hours. */
export const MAX_RACE_HOURS = 999;

export const raceTimeMessages = {
  hours: `Hours must be a whole number from 0 to ${MAX_RACE_HOURS}`,
  minutes: 'Minutes must be a whole number from 0 to 59',
  seconds: 'Seconds must be a whole number from 0 to 59',
};

/** Null when the part is empty or a whole number from 0 to max; else the part's message. */
export function checkTimePart(text: string, part: keyof typeof raceTimeMessages): string | null {
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
