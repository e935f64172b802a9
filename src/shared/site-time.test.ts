import { describe, expect, it } from 'vitest';
import { momentDay, momentWords } from './site-time.ts';
import { compileIcu } from './i18n/compile.ts';
import { createTranslator } from './i18n/translator.ts';

/** 1:06 AM on November 28 in Honolulu (UTC−10). */
const RECEIVED = '2026-11-28T11:06:00.000Z';

/** What the runtime's English calendar says of a moment: the words the messages must keep. */
const calendars = new Map<string, Intl.DateTimeFormat>();
function intlEnglish(moment: Date, timeZone: string) {
  if (!calendars.has(timeZone))
    calendars.set(
      timeZone,
      new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      }),
    );
  const parts = calendars.get(timeZone)!.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('month')} ${part('day')}, ${part('year')}`;
  return {
    day,
    moment: `${day}, ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`,
  };
}

describe('a moment in English', () => {
  it('says every month, hour and zone as the English calendar does', () => {
    for (const timeZone of ['Pacific/Honolulu', 'America/Los_Angeles', 'UTC', 'Asia/Kolkata']) {
      for (let month = 0; month < 12; month++) {
        for (const hour of [0, 5, 11, 12, 13, 23]) {
          const moment = new Date(Date.UTC(2026, month, 15, hour, 7));
          const english = intlEnglish(moment, timeZone);
          expect(momentWords(moment, timeZone)).toBe(english.moment);
          expect(momentDay(moment.toISOString(), timeZone)).toBe(english.day);
        }
      }
    }
  });

  it('says midnight and noon as 12, and nothing for none', () => {
    expect(momentWords('2026-11-28T10:00:00.000Z', 'Pacific/Honolulu')).toBe(
      'November 28, 2026, 12:00 AM HST',
    );
    expect(momentWords('2026-11-28T22:30:00.000Z', 'Pacific/Honolulu')).toBe(
      'November 28, 2026, 12:30 PM HST',
    );
    expect(momentWords(null, 'Pacific/Honolulu')).toBe('');
    expect(momentDay('', 'Pacific/Honolulu')).toBe('');
    expect(momentWords('not a moment', 'Pacific/Honolulu')).toBe('not a moment');
  });
});

describe("a moment in the reader's language", () => {
  // Stand-ins for the translators' words (no one here writes Hawaiian): marked so a test can tell them apart.
  const catalog = Object.fromEntries(
    Object.entries({
      'dates.month': '{month, select, 11 {M11} other {M?}}',
      'dates.day': '{day}/{month}/{year}',
      'dates.time': '{hour}.{minute} {period, select, am {kakahiaka} other {ahiahi}}',
      'dates.moment': '{time} · {day}',
    }).map(([id, message]) => [id, compileIcu(message)]),
  );
  const hawaiian = createTranslator('haw', catalog);

  it('writes the day and the time of day by its translated words', () => {
    expect(momentDay(RECEIVED, 'Pacific/Honolulu', hawaiian)).toBe('28/M11/2026');
    expect(momentWords(RECEIVED, 'Pacific/Honolulu', hawaiian)).toBe('1.06 kakahiaka · 28/M11/2026');
    expect(momentWords('2026-11-28T09:30:00.000Z', 'Pacific/Honolulu', hawaiian)).toBe(
      '11.30 ahiahi · 27/M11/2026',
    );
  });

  it('falls back to the English words where no translation is made yet', () => {
    const monthsOnly = createTranslator('haw', { 'dates.month': catalog['dates.month'] });
    expect(momentWords(RECEIVED, 'Pacific/Honolulu', monthsOnly)).toBe('M11 28, 2026, 1:06 AM HST');
    expect(momentDay(RECEIVED, 'Pacific/Honolulu', createTranslator('haw'))).toBe('November 28, 2026');
  });
});
