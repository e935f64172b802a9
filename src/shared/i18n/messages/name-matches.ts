import { defineMessages } from '../messages.ts';

/**
 * The records of the same or a close name a keeper's form is shown before a steward, maker, race or canoe is made
 * (server/modules/name-matches), each with what tells it apart, and the server's refusal to make a second record of
 * a name already taken without the keeper's word.
 */
export const nameMatchesArea = defineMessages(
  'name-matches',
  'The records of the same or a close name shown on a keeper’s form before a steward, maker, race or canoe is made, each with what tells it apart (joined by “ · ”: “Family · no canoes now”), and the refusal to make one of a name already taken',
  {
    refusal: {
      message:
        '{count, plural, one {A {kind, select, owner {steward} maker {maker} race {race} other {canoe}} named “{name}” already exists. Use it, or send confirm_duplicate: true to add another {kind, select, owner {steward} maker {maker} race {race} other {canoe}} of the name.} other {{count} {kind, select, owner {stewards} maker {makers} race {races} other {canoes}} named “{name}” already exist. Use one of them, or send confirm_duplicate: true to add another {kind, select, owner {steward} maker {maker} race {race} other {canoe}} of the name.}}',
      note: 'A record refused because one (or {count}) of the same name is already in the registry; {kind} is owner (a steward), maker, race or canoe, never shown; {name} is the name; “confirm_duplicate: true” is what a program sends to make it anyway: keep it as it is',
    },
    stewardCanoes: {
      message: '{count, plural, one {{count} canoe} other {{count} canoes}}',
      note: 'How many canoes a steward of the same name has in their care now: “Family · 2 canoes”; {count} is how many',
    },
    noCanoesNow: {
      message: 'no canoes now',
      note: 'A steward of the same name with no canoe in their care now: “Family · no canoes now”',
    },
    makerCanoes: {
      message: '{count, plural, one {{count} canoe} other {{count} canoes}}',
      note: 'How many canoes credit a maker of the same name: “Carver · 3 canoes”; {count} is how many',
    },
    noCanoes: {
      message: 'no canoes',
      note: 'A maker of the same name no canoe credits: “Carver · no canoes”',
    },
    founded: {
      message: 'founded {date}',
      note: 'When a steward of the same name was founded: “Club · no canoes now · founded about 1908”; {date} is in words',
    },
    noDate: {
      message: 'no date',
      note: 'A race of the same name with no date recorded: “no date · Kaluakoʻi”',
    },
    earlierNamed: {
      message: 'earlier named {name}',
      note: 'A canoe whose earlier name is the same as the one asked: “earlier named Kaʻiulani · hull HK-1”; {name} is that name',
    },
    hull: {
      message: 'hull {hull}',
      note: 'A canoe’s hull (bow) number, telling it from others of the name: “hull HK-1 · Voyaging Canoe”; {hull} is the number as written',
    },
    noHullNumber: {
      message: 'no hull number',
      note: 'A canoe of the same name without a hull (bow) number: “no hull number · Racing Canoe”',
    },
    built: {
      message: 'built {date}',
      note: 'When a canoe of the same name was built: “hull HK-1 · Voyaging Canoe · built about 1920”; {date} is in words',
    },
  },
);
