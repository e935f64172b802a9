import { defineMessages } from '../messages.ts';

/**
 * Historic dates in words (decision 013), as precise as they are known: wherever a date of the archive is shown
 * (a canoe's build date, a name's years, a steward's years, a race's date): the months' names, the order of a day's
 * parts, and what is uncertain about them. Moments (a change's time, shared/site-time.ts) are said with the same
 * months and days, and a time of day.
 */
export const dates = defineMessages(
  'dates',
  'Dates of the archive, and the moments of changes, in words, on every page that shows one',
  {
    month: {
      message:
        '{month, select, 1 {January} 2 {February} 3 {March} 4 {April} 5 {May} 6 {June} 7 {July} 8 {August} 9 {September} 10 {October} 11 {November} 12 {December} other {{month}}}',
      note: 'The months’ names; {month} is the month’s number, 1 to 12 (“other” is never met: it shows the number)',
    },
    monthYear: { message: '{month} {year}', note: 'A month of a year: “March 1962”. {month} is its name' },
    day: {
      message: '{month} {day}, {year}',
      note: 'A day: “March 4, 1962”. {month} is its name, {day} the day’s number',
    },
    about: {
      message: 'about {date}',
      note: 'An approximate date: “about 1962”. {date} is a year, month or day',
    },
    possibly: { message: 'possibly {date}', note: 'An uncertain date: “possibly 1962”' },
    possiblyAbout: { message: 'possibly about {date}', note: 'A date both uncertain and approximate' },
    decade: { message: 'the {decade}s', note: 'A decade: “the 1960s”. {decade} is its first year' },
    century: {
      message: 'the {century, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} century',
      note: 'A century: “the 20th century”. {century} is its number',
    },
    before: { message: 'before {date}', note: 'A date with only an end: “before 1900”' },
    after: { message: 'after {date}', note: 'A date with only a start: “after 1975”' },
    range: { message: '{start}–{end}', note: 'A span between two years: “1962–1965”' },
    rangeWords: {
      message: '{start} – {end}',
      note: 'A span between two dates written in words: “March 1962 – June 1965”',
    },

    // Moments: when a change was made, a story shared, a record added, in the site's time zone.
    time: {
      message: '{hour}:{minute} {period, select, am {AM} other {PM}} {zone}',
      note: 'A moment’s time of day in the site’s time zone: “1:06 AM HST”. {hour} is the hour, 1 to 12; {minute} its minutes, two digits; {period} is am (midnight to noon) or pm, never shown itself; {zone} the time zone’s short name (HST)',
    },
    moment: {
      message: '{day}, {time}',
      note: 'A moment with its day and time, as the change history says when a change was made: “November 28, 2026, 1:06 AM HST”. {day} is the day (“November 28, 2026”), {time} the time of day (“1:06 AM HST”)',
    },
  },
);
