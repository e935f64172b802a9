import { defineMessages } from '../messages.ts';

/** A canoe's timeline page: its whole life in order, drawn on a time axis above the list (decision 028). */
export const timelineArea = defineMessages(
  'timeline',
  'A canoe’s timeline page: its whole life in order (built, names, stewards, restorations, races, photos, stories), drawn on a time axis above the list',
  {
    // The page.
    title: {
      message: 'Timeline of {name}',
      note: 'Heading of a canoe’s timeline page; {name} is the canoe’s name',
    },
    lead: {
      message:
        'Everything the registry holds of this canoe’s life, in order. A date known only roughly is drawn from the earliest to the latest day it can mean.',
      note: 'Under the heading of a canoe’s timeline page; the drawing above the list shows each entry as a bar',
    },
    backToCanoe: { message: 'Back to Canoe', note: 'Link from the timeline page to the canoe’s page' },
    loading: 'Loading the timeline...',
    loadFailed: 'Failed to load the timeline. Please try again later.',
    canoeNumber: {
      message: 'Canoe #{id}',
      note: 'A canoe without a name, in “Timeline of {name}”; {id} is its number in the registry',
    },
    listHeading: {
      message: 'In order',
      note: 'Heading of the list of everything dated in a canoe’s life, earliest first',
    },
    undatedHeading: {
      message: 'Date unknown',
      note: 'Heading of the list of a canoe’s records that have no date (its stories, for one), after the dated ones',
    },
    empty: {
      message: 'Nothing is recorded of this canoe’s life yet.',
      note: 'On a canoe’s timeline page when it has no names, stewards, restorations, races, photos or stories',
    },
    noneDated: {
      message: 'Nothing recorded of this canoe has a date yet.',
      note: 'On a canoe’s timeline page when none of its records has a date (they are listed under “Date unknown”)',
    },

    // Each entry: its kind, its dates and its words.
    kind: {
      message:
        '{kind, select, built {Built} name {Name} steward {Steward} restoration {Restoration} race {Race} photo {Photo} story {Story} recording {Recording} other {{kind}}}',
      note: 'What an entry of the timeline is, above its words; {kind} is a key (built, name…), never shown',
    },
    kindRow: {
      message:
        '{kind, select, built {Built} name {Names} steward {Stewards} restoration {Restorations} race {Races} photo {Photos} story {Stories} recording {Recordings} other {{kind}}}',
      note: 'A row of the drawn time axis, over the bars of one kind of entry; {kind} is a key (built, name…), never shown',
    },
    fromTo: {
      message: '{start} to {end}',
      note: 'When a name or a steward’s care ran; {start} and {end} are dates in words, e.g. “about 1950 to June 1980”',
    },
    since: {
      message: 'since {start}',
      note: 'When the current name or steward began, e.g. “since June 1980”',
    },
    until: {
      message: 'until {end}',
      note: 'A name or a steward’s care whose start is unknown, e.g. “until 1975”',
    },
    current: {
      message: 'current; its start is not recorded',
      note: 'Under “Date unknown”: the current name or steward, whose start nobody recorded',
    },
    builtBy: {
      message: 'Built by {maker}',
      note: 'An entry of the timeline (a link to the canoe’s details); {maker} is the maker’s name',
    },
    built: {
      message: 'Built',
      note: 'An entry of the timeline when nobody recorded who built the canoe (a link to the canoe’s details)',
    },
    restoredBy: {
      message: 'Restored by {restorer}',
      note: 'An entry of the timeline (a link to the restoration on the canoe’s page); {restorer} is a name',
    },
    restored: {
      message: 'Restored',
      note: 'An entry of the timeline when nobody recorded who restored the canoe',
    },
    finishedPlaceTime: {
      message: 'Finished {position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in {time}',
      note: 'A canoe’s result in a race, under the race’s name; {time} is its time as recorded, e.g. “5:23:10”',
    },
    finishedPlace: {
      message: 'Finished {position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      note: 'A canoe’s result in a race without a recorded time',
    },
    finishedTime: {
      message: 'Finished in {time}',
      note: 'A canoe’s result in a race without a recorded place; {time} is its time, e.g. “5:23:10”',
    },
    photo: {
      message: 'A photo of the canoe',
      note: 'An entry of the timeline for a photo without a caption (a link to the photo)',
    },
    atPlace: {
      message: 'At {place}',
      note: 'Under an entry of the timeline: where it happened; {place} is a place with its island (“Kaunakakai, Molokaʻi”), a link to its page',
    },
    toldBy: {
      message: 'Told by {teller}',
      note: 'Under a recording on the timeline; {teller} is the name of who tells the account (decision 035)',
    },
    storyBy: {
      message: 'A story shared by {name}',
      note: 'An entry of the timeline for a story without a title; {name} is the name its sender chose to show',
    },
  },
);
