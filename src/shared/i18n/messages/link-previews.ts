import { defineMessages } from '../messages.ts';

/**
 * What a shared link to a record's page shows of it, and search engines (its description): a sentence about a
 * canoe or a race, and about a steward or a maker who has no text of their own (server/site/record-meta.ts).
 */
export const linkPreviews = defineMessages(
  'link-previews',
  'What a link to a record’s page shows when it is shared, and what search engines show of the page: a sentence about a canoe or a race, or about a steward or maker with no description of their own',
  {
    canoe: {
      message:
        '{built, select, when {{name}, a {type} built {when}} where {{name}, a {type} built in {origin}} both {{name}, a {type} built {when} in {origin}} other {{name}, a {type}}}',
      note: 'A canoe’s link preview: “Hōkūleʻa, a double-hulled canoe built about 1920 in Hilo”; a full stop is added after it. {name} is the canoe’s name, {type} its type in lower case (“racing canoe”), {when} when it was built, in words (“in 1920”, “about 1850”, “on 14 October 1990”), {origin} where it was built; {built} is which of the two are known: when, where, both or neither, never shown',
    },
    canoeType: {
      message: '{type, select, 1 {racing canoe} 2 {fishing canoe} 3 {voyaging canoe} other {koa canoe}}',
      note: 'A canoe’s type inside a canoe’s link preview, in lower case: “Hōkūleʻa, a racing canoe built in 1995”; {type} is the type’s number (1 racing, 2 fishing, 3 voyaging: the canoe types), never shown; “koa canoe” when the type is not known',
    },
    canoeSteward: {
      message: 'Steward: {name}',
      note: 'After a canoe’s link preview: who cares for the canoe now; {name} is the steward’s name; a full stop is added after it',
    },
    when: {
      message: '{how, select, day {on {date}} qualified {{date}} other {in {date}}}',
      note: 'When a canoe was built or a race was held, in a link preview: “on 14 October 1990”, “in 1962”, “in the 1960s”, “about 1850”, “before 1900”. {date} is the date in words; {how} is day (a day: {date} is said as below), qualified (a date that says itself how it is known: about…, possibly…, before…, after…) or another (a year, a month, a decade, a span), never shown',
    },
    day: {
      message: '{day} {month} {year}',
      note: 'A day in a link preview: “14 October 1990”. {day} is the day’s number, {month} the month’s name (as the dates’ months say it), {year} the year',
    },
    steward: {
      message: '{name}, a steward of historic koa canoes.',
      note: 'A steward’s link preview when the steward has no description; {name} is the steward’s name',
    },
    maker: {
      message: '{name}, a {type} of historic koa canoes.',
      note: 'A maker’s link preview when the maker has no biography; {name} is the maker’s name, {type} the maker type in lower case (carver, restorer…, as the makers’ pages say it in a sentence)',
    },
    race: {
      message:
        '{known, select, when {{name}: a race {when}} where {{name}: a race at {location}} both {{name}: a race {when} at {location}} other {{name}: a race}}',
      note: 'A race’s link preview, before its description: “Molokaʻi Hoe: a race on 14 October 1990 at Kaʻiwi Channel”; a full stop is added after it. {name} is the race’s name, {when} its date in words (“on 14 October 1990”, “in 1975”), {location} where it was held; {known} is which of the two are known: when, where, both or neither, never shown',
    },
    stewardNumber: {
      message: 'Steward #{id}',
      note: 'A steward without a name, as the title of a link to its page; {id} is its number in the registry',
    },
    raceNumber: {
      message: 'Race #{id}',
      note: 'A race without a name, as the title of a link to its page; {id} is its number in the registry',
    },
  },
);
