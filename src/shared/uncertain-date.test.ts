import { describe, expect, it } from 'vitest';
import {
  compareDates,
  dateWords,
  overlapsYears,
  parseEdtf,
  readDateInput,
  toEdtf,
  certainlyBefore,
  dateWordsIn,
  yearWords,
  type UncertainDate,
} from './uncertain-date.ts';
import { compileIcu } from './i18n/compile.ts';
import { createTranslator } from './i18n/translator.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('an EDTF date read: its words, earliest and latest day', () => {
  it.each([
    ['1962', '1962', '1962-01-01', '1962-12-31'],
    ['1000', '1000', '1000-01-01', '1000-12-31'],
    ['1962-03', 'March 1962', '1962-03-01', '1962-03-31'],
    ['1962-02', 'February 1962', '1962-02-01', '1962-02-28'],
    ['1964-02', 'February 1964', '1964-02-01', '1964-02-29'],
    ['1900-02', 'February 1900', '1900-02-01', '1900-02-28'],
    ['2000-02', 'February 2000', '2000-02-01', '2000-02-29'],
    ['1962-12', 'December 1962', '1962-12-01', '1962-12-31'],
    ['1962-03-04', 'March 4, 1962', '1962-03-04', '1962-03-04'],
    ['1990-01-01', 'January 1, 1990', '1990-01-01', '1990-01-01'],
    ['1962~', 'about 1962', '1962-01-01', '1962-12-31'],
    ['1962?', 'possibly 1962', '1962-01-01', '1962-12-31'],
    ['1962%', 'possibly about 1962', '1962-01-01', '1962-12-31'],
    ['1962-03~', 'about March 1962', '1962-03-01', '1962-03-31'],
    ['1962-03-04?', 'possibly March 4, 1962', '1962-03-04', '1962-03-04'],
    ['196X', 'the 1960s', '1960-01-01', '1969-12-31'],
    ['196X~', 'about the 1960s', '1960-01-01', '1969-12-31'],
    ['190X', 'the 1900s', '1900-01-01', '1909-12-31'],
    ['19XX', 'the 20th century', '1900-01-01', '1999-12-31'],
    ['18XX', 'the 19th century', '1800-01-01', '1899-12-31'],
    ['10XX', 'the 11th century', '1000-01-01', '1099-12-31'],
    ['1962/1965', '1962–1965', '1962-01-01', '1965-12-31'],
    ['1962/1962', '1962–1962', '1962-01-01', '1962-12-31'],
    ['1962-03/1962-05', 'March 1962 – May 1962', '1962-03-01', '1962-05-31'],
    ['1962~/1965', 'about 1962 – 1965', '1962-01-01', '1965-12-31'],
    ['196X/197X', 'the 1960s – the 1970s', '1960-01-01', '1979-12-31'],
    ['../1900', 'before 1900', '1000-01-01', '1900-12-31'],
    ['1975/..', 'after 1975', '1975-01-01', '3000-12-31'],
    ['../1900-03', 'before March 1900', '1000-01-01', '1900-03-31'],
    ['1850~/..', 'after about 1850', '1850-01-01', '3000-12-31'],
  ])('%s reads "%s", from %s to %s', (edtf, words, earliest, latest) => {
    expect(parseEdtf(edtf)).toEqual({ edtf, words, earliest, latest });
    expect(dateWords(edtf)).toBe(words);
  });

  it.each([
    '',
    '62',
    '1962-13',
    '1962-00',
    '1962-02-30',
    '1963-02-29',
    '1962-3',
    '196X-03',
    '1962/1960',
    '../..',
    '1962/1963/1964',
    'about 1962',
    '1962~~',
    '19621',
    '1962-03-04T10:00:00Z',
  ])('%j is not an EDTF date of the archive', (text) => {
    expect(parseEdtf(text)).toBeNull();
  });

  it('shows a value it cannot read as it is, and nothing for none', () => {
    expect(dateWords('sometime')).toBe('sometime');
    expect(dateWords(null)).toBe('');
  });
});

describe('what people type, read as EDTF', () => {
  it.each([
    ['1962', '1962'],
    [' 1962 ', '1962'],
    ['1962-03', '1962-03'],
    ['1962-3', '1962-03'],
    ['1962-03-04', '1962-03-04'],
    ['1990-05-12T10:30:00Z', '1990-05-12'],
    ['1990-05-12T10:30:00.000+10:00', '1990-05-12'],
    ['about 1850', '1850~'],
    ['About 1850', '1850~'],
    ['around 1850', '1850~'],
    ['circa 1850', '1850~'],
    ['c. 1850', '1850~'],
    ['c.1850', '1850~'],
    ['ca. 1850', '1850~'],
    ['approximately 1850', '1850~'],
    ['~1850', '1850~'],
    ['1850~', '1850~'],
    ['1962?', '1962?'],
    ['possibly 1962', '1962?'],
    ['perhaps 1962', '1962?'],
    ['about 1962?', '1962%'],
    ['1960s', '196X'],
    ['the 1960s', '196X'],
    ["1960's", '196X'],
    ['196x', '196X'],
    ['about the 1960s', '196X~'],
    ['19th century', '18XX'],
    ['the 20th century', '19XX'],
    ['1962-1965', '1962/1965'],
    ['1962 - 1965', '1962/1965'],
    ['1962–1965', '1962/1965'],
    ['1962 to 1965', '1962/1965'],
    ['from 1962 to 1965', '1962/1965'],
    ['between 1962 and 1965', '1962/1965'],
    ['1962/1965', '1962/1965'],
    ['1960s–1970s', '196X/197X'],
    ['before 1900', '../1900'],
    ['by 1900', '../1900'],
    ['after 1975', '1975/..'],
    ['since 1975', '1975/..'],
    ['March 1962', '1962-03'],
    ['Mar 1962', '1962-03'],
    ['March 4, 1962', '1962-03-04'],
    ['4 March 1962', '1962-03-04'],
    ['Sept 1962', '1962-09'],
    ['about March 1962', '1962-03~'],
  ])('%j → %s', (input, edtf) => {
    expect(toEdtf(input)).toBe(edtf);
  });

  it.each(['', 'soon', 'the sixties', '1962-13', 'Smarch 1962', '1965-1962', 'before', '3/4/1962', '62'])(
    '%j cannot be read',
    (input) => {
      expect(toEdtf(input)).toBeNull();
    },
  );

  it('reads its own words back to the same date', () => {
    for (const edtf of [
      '1962',
      '1962-03',
      '1962-03-04',
      '1962~',
      '1962?',
      '196X',
      '19XX',
      '1962/1965',
      '../1900',
      '1975/..',
      '1962-03~',
      '196X~',
    ]) {
      expect(toEdtf(dateWords(edtf)), edtf).toBe(edtf);
    }
  });
});

describe('a date as typed, checked against the years the archive takes', () => {
  const read = (input: string | number) => readDateInput(input, NOW);

  it('takes years from 1000 to this year, a plain year as a number too', () => {
    expect(read(1000)).toEqual({ date: expect.objectContaining({ edtf: '1000' }) });
    expect(read('2026')).toEqual({ date: expect.objectContaining({ edtf: '2026' }) });
    expect(read('about 1850')).toEqual({
      date: { edtf: '1850~', words: 'about 1850', earliest: '1850-01-01', latest: '1850-12-31' },
    });
  });

  it.each([
    ['0999', 'Year must be between 1000 and 2026'],
    ['999', 'Year must be between 1000 and 2026'],
    ['2027', 'Year must be between 1000 and 2026'],
    ['1962/2030', 'Year must be between 1000 and 2026'],
    ['before 0999', 'Year must be between 1000 and 2026'],
    ['1965-1962', 'The range ends before it starts'],
    ['1965/1962', 'The range ends before it starts'],
    ['soon', expect.stringMatching(/^Enter a year \(1962\), a month \(1962-03\) or a day/)],
  ])('%j is refused: %s', (input, error) => {
    expect(read(input)).toEqual({ error });
  });
});

describe('sorting and overlap', () => {
  const date = (edtf: string) => parseEdtf(edtf) as UncertainDate;

  it('sorts by earliest day, then latest, unknown last', () => {
    const edtfs = ['1975/..', '1962-03', '196X', '../1900', '1962', '1850~', '1962-03-04'];
    const sorted = [...edtfs.map(date), null].sort(compareDates).map((d) => d?.edtf ?? null);
    expect(sorted).toEqual(['../1900', '1850~', '196X', '1962', '1962-03', '1962-03-04', '1975/..', null]);
  });

  it('finds "the 1960s" by 1965–1965, and not by 1970 onwards', () => {
    expect(overlapsYears(date('196X'), 1965, 1965)).toBe(true);
    expect(overlapsYears(date('196X'), 1970)).toBe(false);
    expect(overlapsYears(date('196X'), undefined, 1959)).toBe(false);
    expect(overlapsYears(date('1962/1965'), 1964, 1980)).toBe(true);
    expect(overlapsYears(date('../1900'), 1850, 1850)).toBe(true);
    expect(overlapsYears(date('1975/..'), 2000)).toBe(true);
    expect(overlapsYears(date('1962-03-04'), 1962, 1962)).toBe(true);
    expect(overlapsYears(date('1962-03-04'), 1963)).toBe(false);
  });

  it('tells what is certainly before', () => {
    expect(certainlyBefore(date('1959'), date('196X'))).toBe(true);
    expect(certainlyBefore(date('1962'), date('196X'))).toBe(false);
    expect(certainlyBefore(date('../1900'), date('1901'))).toBe(true);
    expect(certainlyBefore(date('../1900'), date('1900-06'))).toBe(false);
  });
});

describe("a date in the reader's language", () => {
  // Stand-ins for the translators' words (no one here writes Hawaiian): marked so a test can tell them apart.
  const catalog = Object.fromEntries(
    Object.entries({
      'dates.about': '≈ {date}',
      'dates.before': '< {date}',
      'dates.decade': '[{decade}…]',
      'dates.range': '{start} → {end}',
      'dates.day': '{day}/{month}/{year}',
      'dates.month': '{month, select, 3 {M3} other {M?}}',
    }).map(([id, message]) => [id, compileIcu(message)]),
  );
  const hawaiian = createTranslator('haw', catalog);

  it('writes months, days and uncertainty by its translated words', () => {
    expect(dateWordsIn('1962-03-04', hawaiian)).toBe('4/M3/1962');
    // The month of a year not translated yet: in English's order, with the month's translated name.
    expect(dateWordsIn('1962-03~', hawaiian)).toBe('≈ M3 1962');
    expect(dateWordsIn('../1900', hawaiian)).toBe('< 1900');
    expect(dateWordsIn('196X', hawaiian)).toBe('[1960…]');
    expect(dateWordsIn('1962/1965', hawaiian)).toBe('1962 → 1965');
    expect(yearWords('1975-10-11/1975-10-12', hawaiian)).toBe('1975');
  });

  it('falls back to the English words where no translation is made yet, and keeps English as it was', () => {
    expect(dateWordsIn('1962?', hawaiian)).toBe('possibly 1962');
    expect(dateWordsIn('19XX', hawaiian)).toBe('the 20th century');
    expect(dateWordsIn('1962-03-04~', createTranslator('en'))).toBe('about March 4, 1962');
    expect(dateWordsIn('1962-03/1965-06', createTranslator('en'))).toBe('March 1962 – June 1965');
    expect(dateWordsIn('not a date', hawaiian)).toBe('not a date');
  });
});
