/**
 * Issue 31, items 8 and 9, on both databases: every moment is said in the site's time zone (SITE_TIME_ZONE,
 * Pacific/Honolulu by default), so a story received at 1:06 AM on November 28 is shared on November 28 on every
 * page; a race's Year is its year, not its day; the demo archive keeps a year as a year; one word and one unit a
 * thing (Bow Number, a width in feet).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { demoArchiveData } from '../../src/server/demo/seed-data.ts';
import { makeWebDir, readHead } from '../../src/server/site/site-test-support.ts';
import { CORRECTION_FIELD_LABELS } from '../../src/shared/api/submissions.ts';
import { CANOE_FIELDS, detailLabel } from '../../src/shared/canoe-fields.ts';
import { isoDayIn, momentDay, momentWords } from '../../src/shared/site-time.ts';
import { yearWords } from '../../src/shared/uncertain-date.ts';
import { receivedAt } from '../../src/web/features/submissions/moderation/submission-words.ts';
import { sharedDay } from '../../src/web/features/canoes/detail/stories-tab.tsx';
import { formatWhen } from '../../src/web/features/history/change-words.tsx';
import { formatDateTime } from '../../src/web/features/people/person-format.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/** 1:06 AM on November 28 in Honolulu (UTC−10): 11:06 the same day in UTC, 3:06 AM in Los Angeles. */
const RECEIVED = '2026-11-28T11:06:00.000Z';
/** 11:30 PM on November 27 in Honolulu: already November 28 in UTC, the day a UTC clock would say. */
const LATE = '2026-11-28T09:30:00.000Z';

describe('moments in the site’s time zone', () => {
  it('says a moment’s day and time in the zone it is given, with the zone’s name', () => {
    expect(momentWords(RECEIVED, 'Pacific/Honolulu')).toBe('November 28, 2026, 1:06 AM HST');
    expect(momentDay(RECEIVED, 'Pacific/Honolulu')).toBe('November 28, 2026');
    expect(momentWords(RECEIVED, 'America/Los_Angeles')).toBe('November 28, 2026, 3:06 AM PST');
    expect(momentWords(LATE, 'Pacific/Honolulu')).toBe('November 27, 2026, 11:30 PM HST');
    expect(momentDay(LATE, 'Pacific/Honolulu')).toBe('November 27, 2026');
    expect(isoDayIn('Pacific/Honolulu', LATE)).toBe('2026-11-27');
    expect(isoDayIn('UTC', LATE)).toBe('2026-11-28');
    expect(momentWords(null, 'Pacific/Honolulu')).toBe('');
  });

  it('the queue, the review page, the story, the history and a person’s record say the same day and time', () => {
    // Whatever zone the machine running the page is in: the site's (Hawaiʻi by default) is the one shown.
    expect(receivedAt(RECEIVED)).toBe('November 28, 2026, 1:06 AM HST');
    expect(sharedDay(RECEIVED)).toBe('November 28, 2026');
    expect(formatWhen(RECEIVED)).toBe('November 28, 2026, 1:06 AM HST');
    expect(formatDateTime(RECEIVED)).toBe('November 28, 2026, 1:06 AM HST');
    expect(receivedAt(LATE)).toBe('November 27, 2026, 11:30 PM HST');
    expect(sharedDay(LATE)).toBe('November 27, 2026');
  });

  it('takes SITE_TIME_ZONE as an IANA zone, Pacific/Honolulu when unset, and refuses any other name at start', () => {
    expect(loadConfig({}).site.timeZone).toBe('Pacific/Honolulu');
    expect(loadConfig({ SITE_TIME_ZONE: ' America/Los_Angeles ' }).site.timeZone).toBe('America/Los_Angeles');
    expect(() => loadConfig({ SITE_TIME_ZONE: 'Hawaii Time' })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(
      'SITE_TIME_ZONE must be an IANA time zone such as Pacific/Honolulu; got "Mars/Olympus_Mons"',
    );
  });
});

describe('the page’s settings carry the site’s zone', () => {
  let t: TestApp;
  let web: ReturnType<typeof makeWebDir>;
  beforeAll(async () => {
    web = makeWebDir();
    t = await createTestApp({ WEB_DIR: web.webDir, SITE_TIME_ZONE: 'America/Los_Angeles' });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('writes SITE_TIME_ZONE into the page, for the server’s render and the browser alike', async () => {
    const page = await t.request('anonymous', { method: 'GET', url: '/about' });
    expect(readHead(page.body).siteConfig).toMatchObject({ timeZone: 'America/Los_Angeles' });
  });
});

describe('historic dates at the precision they are known', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const admin = async (method: string, url: string, payload: object) => {
    const res = await t.request('admin', { method, url, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };

  it('a race’s Year is its year, never its day: "1975", "about 1975", "the 1960s"', async () => {
    const canoe = await admin('POST', '/api/canoes', { name: 'Kaʻiwi Moana' });
    for (const date of ['1975-10-12', '1975-10~', '196X', '1975-10-11/1975-10-12', '1975/1976']) {
      const race = await admin('POST', '/api/races', { name: `Ka Moana Nui ${date}`, date });
      await admin('POST', `/api/races/${race.race_id}/participants`, {
        canoe_id: canoe.canoe_id,
        position: 1,
      });
    }
    const history = await t.request('anonymous', {
      method: 'GET',
      url: `/api/canoes/${canoe.canoe_id}/races`,
    });
    const years = Object.fromEntries(
      (history.json() as { date: string; year_words: string; date_words: string }[]).map((entry) => [
        entry.date,
        [entry.year_words, entry.date_words],
      ]),
    );
    expect(years).toEqual({
      '1975-10-12': ['1975', 'October 12, 1975'],
      '1975-10~': ['about 1975', 'about October 1975'],
      '196X': ['the 1960s', 'the 1960s'],
      '1975-10-11/1975-10-12': ['1975', 'October 11, 1975 – October 12, 1975'],
      '1975/1976': ['1975–1976', '1975–1976'],
    });
    expect(yearWords(null)).toBe('');
  });

  it('keeps a name given and an ownership begun in a year as that year, with no January 1', async () => {
    const owner = await admin('POST', '/api/owners', { name: 'Hui Waʻa o Kailua' });
    const canoe = await admin('POST', '/api/canoes', {
      name: 'Makani Lele',
      name_start_date: '1968',
      owner_id: owner.owner_id,
      ownership_start_date: '1984',
    });
    const detail = (
      await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoe.canoe_id}` })
    ).json();
    expect(detail.names[0]).toMatchObject({ start_date: '1968', start_date_words: '1968' });
    const steward = (
      await t.request('anonymous', { method: 'GET', url: `/api/owners/${owner.owner_id}` })
    ).json();
    expect(steward.current_canoes[0]).toMatchObject({ start_date: '1984', start_date_words: '1984' });
  });

  it('the demo archive writes a year as a year and a month as a month: no day it does not know', () => {
    const data = demoArchiveData();
    const dates = [
      ...data.canoes.flatMap((canoe) => [
        ...canoe.names.flatMap(([, start, end]) => [start, end]),
        ...canoe.owners.flatMap(([, start, end]) => [start, end]),
      ]),
      ...data.restorations.flatMap((restoration) => [restoration.date, restoration.end]),
    ].filter((date): date is string => date !== null);
    expect(dates.length).toBeGreaterThan(40);
    // A first of the month stands for a year or a month nobody dated to the day.
    expect(dates.filter((date) => /-01$/.test(date))).toEqual([]);
    expect(dates).toContain('1968');
  });
});

describe('one word and one unit a thing', () => {
  const field = (key: string) => CANOE_FIELDS.find((spec) => spec.key === key)!;

  it('the bow’s number is "Bow Number" on the canoe page as in the form', () => {
    expect(detailLabel(field('hull_id'))).toBe('Bow Number');
  });

  it('a width typed in feet is shown and corrected in feet', () => {
    expect(field('width')).toMatchObject({ unit: 'ft' });
    expect(CORRECTION_FIELD_LABELS.width).toBe('Width (ft)');
  });
});
