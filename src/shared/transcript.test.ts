import { describe, expect, it } from 'vitest';
import {
  MAX_CUES,
  editableTranscript,
  cueAt,
  cueText,
  formatTime,
  parseTypedTranscript,
  parseWebVtt,
  toTypedTranscript,
  toWebVtt,
  transcriptMessages as M,
  transcriptSearchText,
  type Cue,
} from './transcript.ts';

const OLELO = 'Ua mau ke ea o ka ʻāina i ka pono';

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.999, '0:59'],
    [60, '1:00'],
    [760, '12:40'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723.5, '1:02:03'],
    [36000, '10:00:00'],
    [360000, '100:00:00'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
  ])('%s seconds is %s', (seconds, words) => {
    expect(formatTime(seconds)).toBe(words);
  });

  it('does not fall a second short on a time that is whole in milliseconds', () => {
    expect(formatTime(0.1 * 3 * 200)).toBe('1:00');
  });
});

describe('parseWebVtt: files as they come', () => {
  it('reads a small file', () => {
    const file =
      'WEBVTT\n\n00:00.000 --> 00:04.500\nAloha, my name is Kainoa.\n\n00:04.500 --> 00:12.000\nE komo mai.\n';
    expect(parseWebVtt(file)).toEqual({
      cues: [
        { start: 0, end: 4.5, text: 'Aloha, my name is Kainoa.' },
        { start: 4.5, end: 12, text: 'E komo mai.' },
      ],
      problems: [],
    });
  });

  it('reads a YouTube caption file: a header, cue settings, inline timestamps and class tags', () => {
    const file = [
      'WEBVTT',
      'Kind: captions',
      'Language: haw',
      '',
      '00:00:00.030 --> 00:00:02.750 align:start position:0%',
      ' ',
      'aloha<00:00:00.480><c> mai</c><00:00:01.020><c> kākou</c>',
      '',
      '00:00:02.750 --> 00:00:02.760 align:start position:0%',
      'aloha mai kākou',
      ' ',
      '',
      '00:00:02.760 --> 00:00:05.000 align:start position:0%',
      'aloha mai kākou',
      'ua<00:00:03.100><c> hānau</c><00:00:03.600><c> ʻia</c>',
      '',
    ].join('\n');
    const { cues, problems } = parseWebVtt(file);
    expect(problems).toEqual([]);
    expect(cues.map((cue) => [cue.start, cue.end])).toEqual([
      [0.03, 2.75],
      [2.75, 2.76],
      [2.76, 5],
    ]);
    expect(cues[0].text).toBe(' \naloha<00:00:00.480><c> mai</c><00:00:01.020><c> kākou</c>');
    expect(cueText(cues[0].text)).toBe('aloha mai kākou');
    expect(cueText(cues[2].text)).toBe('aloha mai kākou ua hānau ʻia');
  });

  it('skips NOTE, STYLE and REGION blocks and reads cue identifiers', () => {
    const file = [
      'WEBVTT - Kainoa, oral history, 1998',
      '',
      'STYLE',
      '::cue(v[voice="Kupuna"]) { color: yellow }',
      '',
      'REGION',
      'id:left width:40%',
      '',
      'NOTE Recorded at Kailua by the canoe club.',
      '',
      'NOTE',
      'Two lines',
      'of notes.',
      '',
      '1',
      '00:00:01.000 --> 00:00:03.000',
      '<v Kupuna>Aloha.',
      '',
      'intro-2',
      '00:00:03.000 --> 00:00:07.250 line:85%',
      '<v Kupuna>Ua mau ke ea',
      'o ka ʻāina.</v>',
      '',
      'NOTE the end',
    ].join('\n');
    expect(parseWebVtt(file)).toEqual({
      cues: [
        { start: 1, end: 3, text: '<v Kupuna>Aloha.' },
        { start: 3, end: 7.25, text: '<v Kupuna>Ua mau ke ea\no ka ʻāina.</v>' },
      ],
      problems: [],
    });
  });

  it('reads CRLF and CR line ends, a byte order mark and extra blank lines', () => {
    const cues = [
      { start: 0, end: 2, text: 'Aloha.' },
      { start: 2, end: 4, text: 'Mahalo\nnui.' },
    ];
    const lf = 'WEBVTT\n\n\n00:00.000 --> 00:02.000\nAloha.\n\n\n\n00:02.000 --> 00:04.000\nMahalo\nnui.\n\n';
    expect(parseWebVtt(`\uFEFF${lf.replace(/\n/g, '\r\n')}`)).toEqual({ cues, problems: [] });
    expect(parseWebVtt(lf.replace(/\n/g, '\r'))).toEqual({ cues, problems: [] });
    expect(parseWebVtt(lf)).toEqual({ cues, problems: [] });
  });

  it('counts lines the same way whatever ends them', () => {
    const file = 'WEBVTT\n\n00:00.000 --> 00:02.000\nAloha.\n\n00:05.000 --> 00:01.000\nBackwards.\n';
    for (const end of ['\n', '\r\n', '\r']) {
      expect(parseWebVtt(file.replace(/\n/g, end)).problems).toEqual([
        { line: 6, message: M.endsBeforeStart },
      ]);
    }
  });

  it('reads hours of one, two or more digits', () => {
    const file = [
      'WEBVTT',
      '',
      '0:00:01.000 --> 1:02:03.500',
      'One.',
      '',
      '01:02:03.500 --> 99:59:59.999',
      'Two.',
      '',
      '99:59:59.999 --> 100:00:00.000',
      'Three.',
    ].join('\n');
    expect(parseWebVtt(file).cues).toEqual([
      { start: 1, end: 3723.5, text: 'One.' },
      { start: 3723.5, end: 359999.999, text: 'Two.' },
      { start: 359999.999, end: 360000, text: 'Three.' },
    ]);
  });

  it('reads a timing line with no spaces around the arrow, and a cue with no text', () => {
    const file = 'WEBVTT\n\n00:01.000-->00:02.000\n\n00:02.000 --> 00:03.000\nWords.';
    expect(parseWebVtt(file).cues).toEqual([
      { start: 1, end: 2, text: '' },
      { start: 2, end: 3, text: 'Words.' },
    ]);
  });

  it('reads a cue straight after the WEBVTT line or after header lines without a blank line', () => {
    expect(parseWebVtt('WEBVTT\n00:00.000 --> 00:01.000\nAloha.').cues).toEqual([
      { start: 0, end: 1, text: 'Aloha.' },
    ]);
    expect(parseWebVtt('WEBVTT\nKind: captions\n00:00.000 --> 00:01.000\nAloha.').cues).toEqual([
      { start: 0, end: 1, text: 'Aloha.' },
    ]);
  });

  it('starts a new cue where a timing line follows text without a blank line, as the spec does', () => {
    const file = 'WEBVTT\n\n00:00.000 --> 00:01.000\nAloha.\n00:01.000 --> 00:02.000\nMahalo.';
    expect(parseWebVtt(file).cues).toEqual([
      { start: 0, end: 1, text: 'Aloha.' },
      { start: 1, end: 2, text: 'Mahalo.' },
    ]);
  });

  it('keeps the ʻokina, the kahakō and the words exactly', () => {
    const text = `${OLELO}\n  Hōkūleʻa &amp; Hawaiʻiloa <i>(1975)</i>`;
    expect(parseWebVtt(`WEBVTT\n\n00:00.000 --> 00:05.000\n${text}\n`).cues[0].text).toBe(text);
  });

  it('keeps a cue that lasts no time', () => {
    expect(parseWebVtt('WEBVTT\n\n00:01.000 --> 00:01.000\nBlink.').cues).toEqual([
      { start: 1, end: 1, text: 'Blink.' },
    ]);
  });
});

describe('parseWebVtt: problems', () => {
  it.each([
    ['an empty file', ''],
    ['an SRT file', '1\n00:00:01,000 --> 00:00:02,000\nAloha.\n'],
    ['a header with more after WEBVTT', 'WEBVTTX\n\n00:00.000 --> 00:01.000\nAloha.'],
    ['a blank line first', '\nWEBVTT\n\n00:00.000 --> 00:01.000\nAloha.'],
    ['a lowercase header', 'webvtt\n\n00:00.000 --> 00:01.000\nAloha.'],
  ])('a file without the header: %s', (_, file) => {
    expect(parseWebVtt(file)).toEqual({ cues: [], problems: [{ line: 1, message: M.missingHeader }] });
  });

  it('accepts WEBVTT followed by a tab or a space', () => {
    expect(parseWebVtt('WEBVTT\tKailua\n\n00:00.000 --> 00:01.000\nA.').problems).toEqual([]);
    expect(parseWebVtt('WEBVTT \n\n00:00.000 --> 00:01.000\nA.').problems).toEqual([]);
  });

  it.each([
    ['00:00:01,000 --> 00:00:02,000', 'commas, as SRT writes them'],
    ['1:02.000 --> 1:03.000', 'one digit of minutes'],
    ['00:60.000 --> 01:00.000', 'sixty seconds'],
    ['00:00:01.00 --> 00:00:02.000', 'two digits of milliseconds'],
    ['00:00:01.0000 --> 00:00:02.000', 'four digits of milliseconds'],
    ['00:01:60.000 --> 00:02:00.000', 'sixty seconds with hours'],
    ['00:60:00.000 --> 01:00:00.000', 'sixty minutes with hours'],
    ['60:00.000 --> 61:00.000', 'sixty minutes without hours'],
    ['00:01.000 --> ', 'no end'],
    ['--> 00:02.000', 'no start'],
    ['00:01.000 --> 00:02', 'an end without milliseconds'],
    ['00:01.000 --> 00:00:02,000', 'an end with a comma'],
  ])('a timing line that cannot be read: %s (%s)', (timing) => {
    const file = `WEBVTT\n\n00:00.000 --> 00:01.000\nFirst.\n\n${timing}\nLost.\n\n00:05.000 --> 00:06.000\nLast.`;
    const result = parseWebVtt(file);
    expect(result.problems).toEqual([
      { line: 6, message: M.unreadableTime.replace('{text}', timing.trim()) },
    ]);
    expect(result.cues.map((cue) => cue.text)).toEqual(['First.', 'Last.']);
  });

  it('ignores what follows the end time, as cue settings', () => {
    const file = 'WEBVTT\n\n00:01.000 --> 00:02.000.000 size:50%\nAloha.';
    expect(parseWebVtt(file)).toEqual({ cues: [{ start: 1, end: 2, text: 'Aloha.' }], problems: [] });
  });

  it('reads a block with a short arrow as words without a time', () => {
    const file = 'WEBVTT\n\n00:01.000 -> 00:02.000\nAloha.';
    expect(parseWebVtt(file)).toEqual({ cues: [], problems: [{ line: 3, message: M.missingTime }] });
  });

  it('gives the line of a timing line that follows an identifier', () => {
    const file = 'WEBVTT\n\nintro\n00:00:01,000 --> 00:00:02,000\nAloha.\n';
    expect(parseWebVtt(file)).toEqual({
      cues: [],
      problems: [{ line: 4, message: 'This time cannot be read: “00:00:01,000 --> 00:00:02,000”.' }],
    });
  });

  it('shortens a long line in the message', () => {
    const line = `00:00:01,000 --> 00:00:02,000 ${'x'.repeat(100)}`;
    const { problems } = parseWebVtt(`WEBVTT\n\n${line}\nAloha.`);
    expect(problems[0].message).toBe(M.unreadableTime.replace('{text}', `${line.slice(0, 59)}…`));
  });

  it('leaves out a cue that ends before it starts', () => {
    const file = 'WEBVTT\n\n00:02.000 --> 00:01.000\nBackwards.\n\n00:03.000 --> 00:04.000\nForwards.';
    expect(parseWebVtt(file)).toEqual({
      cues: [{ start: 3, end: 4, text: 'Forwards.' }],
      problems: [{ line: 3, message: M.endsBeforeStart }],
    });
  });

  it('keeps a cue that starts before the one before it, and says so', () => {
    const file = [
      'WEBVTT',
      '',
      '00:10.000 --> 00:12.000',
      'Second.',
      '',
      '00:01.000 --> 00:02.000',
      'First.',
      '',
      '00:12.000 --> 00:13.000',
      'Third.',
    ].join('\n');
    const { cues, problems } = parseWebVtt(file);
    expect(cues.map((cue) => cue.text)).toEqual(['Second.', 'First.', 'Third.']);
    expect(problems).toEqual([{ line: 6, message: M.outOfOrder }]);
  });

  it('does not count cues that start together as out of order', () => {
    const file = 'WEBVTT\n\n00:01.000 --> 00:05.000\nOne.\n\n00:01.000 --> 00:03.000\nTwo.';
    expect(parseWebVtt(file).problems).toEqual([]);
  });

  it('says so of a block that has words but no time', () => {
    const file = 'WEBVTT\n\nKainoa speaking\nabout his grandfather\n\n00:01.000 --> 00:02.000\nAloha.';
    expect(parseWebVtt(file)).toEqual({
      cues: [{ start: 1, end: 2, text: 'Aloha.' }],
      problems: [{ line: 3, message: M.missingTime }],
    });
  });

  it(`reads at most ${MAX_CUES} cues`, () => {
    const cue = (i: number) => `${formatVttTime(i)} --> ${formatVttTime(i + 1)}\nLine ${i}.\n`;
    const atMost = `WEBVTT\n\n${Array.from({ length: MAX_CUES }, (_, i) => cue(i)).join('\n')}`;
    expect(parseWebVtt(atMost)).toMatchObject({ problems: [] });
    expect(parseWebVtt(atMost).cues).toHaveLength(MAX_CUES);
    const tooMany = `${atMost}\n${cue(MAX_CUES)}\n${cue(MAX_CUES + 1)}`;
    const result = parseWebVtt(tooMany);
    expect(result.cues).toHaveLength(MAX_CUES);
    // Each cue takes three lines after the header's two.
    expect(result.problems).toEqual([{ line: 3 + MAX_CUES * 3, message: M.tooManyCues }]);
    expect(M.tooManyCues).toBe('A transcript holds at most 5,000 lines.');
  });

  it('lists problems in the order of their lines', () => {
    const file = [
      'WEBVTT',
      '',
      '00:05.000 --> 00:04.000',
      'a',
      '',
      '00:05.000 --> 00:06.000',
      'b',
      '',
      '00:01.000 --> 00:02.000',
      'c',
      '',
      'x --> y',
      'd',
    ].join('\n');
    expect(parseWebVtt(file).problems.map((problem) => problem.line)).toEqual([3, 9, 12]);
  });
});

/** `00:00:00.000`-style times for test files. */
function formatVttTime(seconds: number): string {
  return toWebVtt([{ start: seconds, end: seconds, text: '' }])
    .split('\n')[2]
    .split(' ')[0];
}

describe('parseTypedTranscript', () => {
  const typed = [
    '0:00 Aloha, my name is Kainoa.',
    '0:12 My grandfather carved this canoe in 1931.',
    '12:40 We raced her at Kailua.',
    '1:02:03.5 That was the last race.',
  ].join('\n');

  it('reads the times and the words, each cue ending where the next starts', () => {
    expect(parseTypedTranscript(typed, 4000)).toEqual({
      cues: [
        { start: 0, end: 12, text: 'Aloha, my name is Kainoa.' },
        { start: 12, end: 760, text: 'My grandfather carved this canoe in 1931.' },
        { start: 760, end: 3723.5, text: 'We raced her at Kailua.' },
        { start: 3723.5, end: 4000, text: 'That was the last race.' },
      ],
      problems: [],
    });
  });

  it('ends the last cue 10 seconds after it starts when the length is not known or is shorter', () => {
    expect(parseTypedTranscript(typed, null).cues[3]).toEqual({
      start: 3723.5,
      end: 3733.5,
      text: 'That was the last race.',
    });
    expect(parseTypedTranscript('0:05 Aloha.', Number.NaN).cues[0].end).toBe(15);
    expect(parseTypedTranscript('0:05 Aloha.', 5).cues[0].end).toBe(5);
    const short = parseTypedTranscript('0:05 Aloha.', 3);
    expect(short.cues[0].end).toBe(15);
    expect(short.problems).toEqual([{ line: 1, message: 'This time is after the recording ends (0:03).' }]);
  });

  it.each([
    ['0:00', 0],
    ['0:07', 7],
    ['9:59', 599],
    ['09:59', 599],
    ['75:00', 4500],
    ['1:00:00', 3600],
    ['10:00:00', 36000],
    ['0:01.5', 1.5],
    ['0:01.25', 1.25],
    ['00:01.250', 1.25],
    ['1:02:03.5', 3723.5],
    ['0:12.345', 12.345],
  ])('reads the time %s as %s seconds', (time, seconds) => {
    expect(parseTypedTranscript(`${time} Words.`, null).cues[0].start).toBe(seconds);
  });

  it('continues a cue with the lines that have no time, and ignores blank lines', () => {
    const text = [
      '',
      '0:00 Aloha.',
      '   My name is Kainoa.   ',
      '',
      '0:12',
      'My grandfather carved this canoe',
      'in 1931.',
      '\t',
      '0:20 Mahalo.',
      '',
    ].join('\n');
    expect(parseTypedTranscript(text, 30)).toEqual({
      cues: [
        { start: 0, end: 12, text: 'Aloha.\nMy name is Kainoa.' },
        { start: 12, end: 20, text: 'My grandfather carved this canoe\nin 1931.' },
        { start: 20, end: 30, text: 'Mahalo.' },
      ],
      problems: [],
    });
  });

  it('reads CRLF and CR line ends', () => {
    const text = '0:00 Aloha.\n0:05 Mahalo.\nnui';
    const cues = parseTypedTranscript(text, 10).cues;
    expect(parseTypedTranscript(text.replace(/\n/g, '\r\n'), 10).cues).toEqual(cues);
    expect(parseTypedTranscript(text.replace(/\n/g, '\r'), 10).cues).toEqual(cues);
  });

  it('keeps the ʻokina and the kahakō exactly, without changing their form', () => {
    const decomposed = 'a\u0304ina';
    const { cues } = parseTypedTranscript(`0:00 ${OLELO}\n0:04 ${decomposed} Hōkūleʻa`, null);
    expect(cues[0].text).toBe(OLELO);
    expect(cues[1].text).toBe(`${decomposed} Hōkūleʻa`);
    expect(cues[0].text).toContain('\u02BB');
  });

  it('does not read a number or a time inside the words as a time', () => {
    const { cues, problems } = parseTypedTranscript(
      '0:00 We left at 3:00 in 1931.\n1931 was the year.',
      null,
    );
    expect(problems).toEqual([]);
    expect(cues).toEqual([{ start: 0, end: 10, text: 'We left at 3:00 in 1931.\n1931 was the year.' }]);
  });

  it('asks for a time before the first words, once', () => {
    expect(parseTypedTranscript('Aloha.\nMy name is Kainoa.\n0:05 Mahalo.', null)).toEqual({
      cues: [{ start: 5, end: 15, text: 'Mahalo.' }],
      problems: [{ line: 1, message: M.startWithTime }],
    });
    expect(parseTypedTranscript('\n\n[0:00] Aloha.', null).problems).toEqual([
      { line: 3, message: 'Start the transcript with a time, like 0:00.' },
    ]);
  });

  it.each([
    ['0:60', 'sixty seconds'],
    ['0:75', 'seconds past sixty'],
    ['1:60:00', 'sixty minutes with hours'],
    ['0:5', 'one digit of seconds'],
    ['1:2:03', 'one digit of minutes with hours'],
    ['0:123', 'three digits of seconds'],
    ['1:02:03:04', 'four parts'],
    ['0:12.', 'a point with no fraction'],
    ['0:12,5', 'a comma'],
    ['0:00Aloha', 'no space before the words'],
  ])('says a time cannot be read: %s (%s)', (time) => {
    const { cues, problems } = parseTypedTranscript(`0:00 First.\n${time} Lost words.\n0:30 Last.`, null);
    expect(problems).toEqual([{ line: 2, message: `This time cannot be read: “${time}”.` }]);
    expect(cues.map((cue) => cue.text)).toEqual(['First.', 'Last.']);
  });

  it('says when the times are out of order', () => {
    const { cues, problems } = parseTypedTranscript('0:10 Second.\n0:05 First.\n0:10 Same time.', null);
    expect(problems).toEqual([{ line: 2, message: M.outOfOrder }]);
    expect(cues.map((cue) => cue.start)).toEqual([10, 5, 10]);
  });

  it('says when a time is after the recording ends', () => {
    const { problems } = parseTypedTranscript('0:00 Aloha.\n12:40 Kailua.\n1:02:03 Late.', 760);
    expect(problems).toEqual([{ line: 3, message: 'This time is after the recording ends (12:40).' }]);
    expect(M.afterEnd.replace('{time}', formatTime(3723.5))).toBe(
      'This time is after the recording ends (1:02:03).',
    );
  });

  it(`reads at most ${MAX_CUES} lines with times`, () => {
    const lines = Array.from({ length: MAX_CUES + 2 }, (_, i) => `${formatTime(i)} Line ${i}.`);
    expect(parseTypedTranscript(lines.slice(0, MAX_CUES).join('\n'), null).problems).toEqual([]);
    const result = parseTypedTranscript(lines.join('\n'), null);
    expect(result.cues).toHaveLength(MAX_CUES);
    expect(result.cues[MAX_CUES - 1].end).toBe(MAX_CUES - 1 + 10);
    expect(result.problems).toEqual([{ line: MAX_CUES + 1, message: M.tooManyCues }]);
  });

  it('reads an empty transcript as no cues', () => {
    expect(parseTypedTranscript('', 60)).toEqual({ cues: [], problems: [] });
    expect(parseTypedTranscript('\n \n', null)).toEqual({ cues: [], problems: [] });
  });
});

describe('toWebVtt', () => {
  it('writes the header and each cue with hours, minutes, seconds and milliseconds', () => {
    expect(
      toWebVtt([
        { start: 0, end: 12, text: 'Aloha.' },
        { start: 12.3456, end: 3723.5, text: 'Two\nlines.' },
        { start: 360000, end: 360001.25, text: 'Late.' },
      ]),
    ).toBe(
      'WEBVTT\n\n' +
        '00:00:00.000 --> 00:00:12.000\nAloha.\n\n' +
        '00:00:12.346 --> 01:02:03.500\nTwo\nlines.\n\n' +
        '100:00:00.000 --> 100:00:01.250\nLate.\n\n',
    );
  });

  it('writes no cues as the header alone', () => {
    expect(toWebVtt([])).toBe('WEBVTT\n\n');
    expect(parseWebVtt(toWebVtt([]))).toEqual({ cues: [], problems: [] });
  });

  it('keeps markup and character references, and escapes a & or < that would be misread', () => {
    const cue = (text: string) => toWebVtt([{ start: 0, end: 1, text }]).split('\n')[3];
    expect(cue('<v Kupuna>Aloha</v> <i>mai</i> <c.yellow>kākou</c> <lang haw>ʻae</lang>')).toBe(
      '<v Kupuna>Aloha</v> <i>mai</i> <c.yellow>kākou</c> <lang haw>ʻae</lang>',
    );
    expect(cue('aloha<00:00:00.480><c> mai</c>')).toBe('aloha<00:00:00.480><c> mai</c>');
    expect(cue('Ka &amp; Ke &lt;3 &#699;&#x2BB;&nbsp;')).toBe('Ka &amp; Ke &lt;3 &#699;&#x2BB;&nbsp;');
    expect(cue('Kamehameha & Sons, AT&T, I <3 koa, 2 < 3 > 1, <bold>')).toBe(
      'Kamehameha &amp; Sons, AT&amp;T, I &lt;3 koa, 2 &lt; 3 > 1, &lt;bold>',
    );
  });

  it('keeps an arrow and a blank line out of the text, so the cue does not end early', () => {
    const written = toWebVtt([{ start: 0, end: 5, text: 'Kailua --> Kona --->\n\nHonolulu\r\nHilo' }]);
    expect(written).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nKailua -> Kona ->\nHonolulu\nHilo\n\n');
    expect(parseWebVtt(written).cues).toEqual([
      { start: 0, end: 5, text: 'Kailua -> Kona ->\nHonolulu\nHilo' },
    ]);
  });

  it('writes a time that is not a number, or below zero, as zero', () => {
    expect(toWebVtt([{ start: -1, end: Number.NaN, text: 'x' }])).toContain('00:00:00.000 --> 00:00:00.000');
  });

  it('reads back as the same cues: a typed transcript in Hawaiian', () => {
    const typed = [
      `0:00 ${OLELO}`,
      '0:04.25 Hōkūleʻa, Hawaiʻiloa, Makaliʻi',
      'ʻO wau ʻo Kainoa.',
      '12:40 Ua lanakila ka waʻa ma Kailua.',
      '1:02:03.5 Mahalo nui loa.',
    ].join('\n');
    const { cues } = parseTypedTranscript(typed, 4000);
    expect(parseWebVtt(toWebVtt(cues))).toEqual({ cues, problems: [] });
  });

  it('reads back as the same cues: a file with identifiers, notes, settings and voices', () => {
    const file = [
      '\uFEFFWEBVTT',
      '',
      'NOTE Kupuna Leilani, 1998',
      '',
      'a',
      '00:00:00.500 --> 00:00:03.125 align:start',
      '<v Leilani>Ua mau ke ea o ka ʻāina',
      'i ka pono.</v>',
      '',
      'b',
      '00:00:03.125 --> 00:01:00.001',
      '<i>E ola!</i> &amp; &lt;3',
    ].join('\r\n');
    const { cues, problems } = parseWebVtt(file);
    expect(problems).toEqual([]);
    expect(parseWebVtt(toWebVtt(cues))).toEqual({ cues, problems: [] });
  });

  it('reads back as the same plain words when it had to escape', () => {
    const cues: Cue[] = [{ start: 1, end: 2, text: 'I <3 koa & poi, 2 < 3' }];
    const back = parseWebVtt(toWebVtt(cues)).cues;
    expect(back.map((cue) => cueText(cue.text))).toEqual(['I <3 koa & poi, 2 < 3']);
    // Writing again changes nothing more.
    expect(toWebVtt(back)).toBe(toWebVtt(cues));
  });
});

describe('toTypedTranscript', () => {
  it('writes each cue as its start and its words, other lines following', () => {
    const cues: Cue[] = [
      { start: 0, end: 12, text: 'Aloha, my name is Kainoa.' },
      { start: 12.9, end: 760, text: 'My grandfather carved this canoe\nin 1931.' },
      { start: 3723.5, end: 3800, text: '' },
      { start: 3800, end: 3810, text: '  Spaced  \n\n  out  ' },
    ];
    expect(toTypedTranscript(cues)).toBe(
      '0:00 Aloha, my name is Kainoa.\n' +
        '0:12 My grandfather carved this canoe\nin 1931.\n' +
        '1:02:03\n' +
        '1:03:20 Spaced\nout',
    );
    expect(toTypedTranscript([])).toBe('');
  });

  it('reads back as the same cues when the times are whole seconds', () => {
    const typed = `0:00 ${OLELO}\nʻO wau ʻo Kainoa.\n0:12 Hōkūleʻa\n12:40 Kailua\n1:02:03 Pau.`;
    const { cues } = parseTypedTranscript(typed, 4000);
    expect(toTypedTranscript(cues)).toBe(typed);
    expect(parseTypedTranscript(toTypedTranscript(cues), 4000).cues).toEqual(cues);
  });

  it('undoes the escapes of toWebVtt but keeps markup', () => {
    const typed = '0:00 Kamehameha & Sons, I <3 koa, 2 < 3 > 1\n0:05 <v Kupuna>Aloha</v> &amp; mahalo';
    const cues = parseWebVtt(toWebVtt(parseTypedTranscript(typed, 10).cues)).cues;
    expect(cues[0].text).toBe('Kamehameha &amp; Sons, I &lt;3 koa, 2 &lt; 3 > 1');
    expect(toTypedTranscript(cues)).toBe(
      '0:00 Kamehameha & Sons, I <3 koa, 2 < 3 > 1\n0:05 <v Kupuna>Aloha</v> & mahalo',
    );
    // An escaped tag stays escaped, so it is not read as markup.
    expect(toTypedTranscript([{ start: 0, end: 1, text: '&lt;i&gt; and &amp;amp;' }])).toBe(
      '0:00 &lt;i> and &amp;amp;',
    );
  });

  it('joins a line that starts with a time onto the line before, so it is not read as a new cue', () => {
    const typed = toTypedTranscript([
      { start: 0, end: 10, text: 'We left\n3:00 in the morning.\nIt was dark.' },
    ]);
    expect(typed).toBe('0:00 We left 3:00 in the morning.\nIt was dark.');
    expect(parseTypedTranscript(typed, 10).cues).toHaveLength(1);
  });
});

describe('cueText', () => {
  it.each([
    ['<v Kupuna>Aloha mai.</v>', 'Aloha mai.'],
    ['<v.loud Kupuna Leilani>Aloha', 'Aloha'],
    ['<i>Hōkūleʻa</i> and <b>Hawaiʻiloa</b> <u>sailed</u>', 'Hōkūleʻa and Hawaiʻiloa sailed'],
    ['<c.yellow.bg_blue>Kailua</c>', 'Kailua'],
    ['aloha<00:00:00.480><c> mai</c><00:01.020><c> kākou</c>', 'aloha mai kākou'],
    ['<lang haw>ʻāina</lang>', 'ʻāina'],
    ['<ruby>waʻa<rt>canoe</rt></ruby>', 'waʻacanoe'],
    ['Ka &amp; Ke &lt;3 &gt; &quot;koa&quot; &apos;', 'Ka & Ke <3 > "koa" \''],
    ['Kai&nbsp;lua', 'Kai lua'],
    ['&lrm;ʻae&rlm;', '\u200Eʻae\u200F'],
    ['Hawai&#699;i Hawai&#x2BB;i Hawai&#X2bb;i', 'Hawaiʻi Hawaiʻi Hawaiʻi'],
    ['&unknown; &#0; & && &amp', '&unknown; &#0; & && &amp'],
    ['I <3 koa, 2 < 3, <bold>', 'I <3 koa, 2 < 3, <bold>'],
    ['  Ua mau\n  ke ea\t\to ka ʻāina  ', 'Ua mau ke ea o ka ʻāina'],
    ['', ''],
  ])('%j is %j', (text, words) => {
    expect(cueText(text)).toBe(words);
  });
});

describe('cueAt', () => {
  const cues: Cue[] = [
    { start: 1, end: 4, text: 'a' },
    { start: 4, end: 6, text: 'b' },
    { start: 8, end: 10, text: 'c' },
    { start: 10, end: 12, text: 'd' },
  ];

  it.each([
    [0, -1],
    [0.999, -1],
    [1, 0],
    [3.999, 0],
    [4, 1],
    [5.5, 1],
    [6, 1],
    [7.9, 1],
    [8, 2],
    [10, 3],
    [11.999, 3],
    [12, 3],
    [1000, 3],
    [Number.NaN, -1],
  ])('at %s seconds is cue %s', (time, index) => {
    expect(cueAt(cues, time)).toBe(index);
  });

  it('finds nothing in no cues', () => {
    expect(cueAt([], 5)).toBe(-1);
  });

  it('finds the cue still going when a later, shorter one has ended', () => {
    const overlapping: Cue[] = [
      { start: 0, end: 10, text: 'long' },
      { start: 2, end: 3, text: 'short' },
      { start: 12, end: 13, text: 'later' },
    ];
    expect(cueAt(overlapping, 2.5)).toBe(1);
    expect(cueAt(overlapping, 5)).toBe(0);
    expect(cueAt(overlapping, 11)).toBe(1);
  });

  it('finds the last of cues that start together', () => {
    const together: Cue[] = [
      { start: 0, end: 5, text: 'a' },
      { start: 5, end: 5, text: 'b' },
      { start: 5, end: 9, text: 'c' },
    ];
    expect(cueAt(together, 5)).toBe(2);
  });

  it('searches a long transcript', () => {
    const many = Array.from({ length: MAX_CUES }, (_, i) => ({ start: i * 2, end: i * 2 + 1, text: '' }));
    expect(cueAt(many, 0)).toBe(0);
    expect(cueAt(many, 4001.5)).toBe(2000);
    expect(cueAt(many, 9999)).toBe(MAX_CUES - 1);
  });
});

describe('transcriptSearchText', () => {
  it("joins every cue's plain words with spaces", () => {
    const { cues } = parseWebVtt(
      'WEBVTT\n\n00:00.000 --> 00:02.000\n<v Kupuna>Ua mau ke ea\no ka ʻāina</v>\n\n' +
        '00:02.000 --> 00:03.000\n<00:02.500>\n\n00:03.000 --> 00:04.000\nHōkūleʻa &amp; Hawaiʻiloa',
    );
    expect(transcriptSearchText(cues)).toBe('Ua mau ke ea o ka ʻāina Hōkūleʻa & Hawaiʻiloa');
    expect(transcriptSearchText([])).toBe('');
  });
});

describe('editableTranscript', () => {
  it('gives typed lines when they save back to the same WebVTT, else the WebVTT as kept', () => {
    const kept = toWebVtt(parseTypedTranscript('0:01 Aloha\n0:03 E komo mai', 10).cues);
    expect(editableTranscript(kept, 10)).toBe('0:01 Aloha\n0:03 E komo mai');
    const fine = 'WEBVTT\n\n00:00:01.250 --> 00:00:02.000\nAloha\n';
    expect(editableTranscript(fine, 10)).toBe(fine);
    expect(editableTranscript(null, 10)).toBe('');
  });
});
