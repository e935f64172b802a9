import { defineMessages } from '../messages.ts';

/**
 * The Atom feeds of a canoe, a steward, a maker, a race and the archive's recent additions (issue 37): their titles
 * and the line each addition reads as in a feed reader (server/modules/feeds).
 */
export const feedsArea = defineMessages(
  'feeds',
  'The Atom feeds a feed reader follows: what was added to a canoe’s, a steward’s, a maker’s or a race’s record, and to the whole archive',
  {
    recordFeedTitle: {
      message: '{name}: what is added to its story',
      note: 'The title of a canoe’s, steward’s, maker’s or race’s feed, in a feed reader; {name} is the record’s name',
    },
    recentTitle: {
      message: 'Koa Canoe Registry: recent additions',
      note: 'The title of the feed of everything added to the archive',
    },
    canoeAdded: {
      message: '{canoe} was added to the registry',
      note: 'A feed entry: a canoe new to the registry; {canoe} is its name, or “Canoe 12”',
    },
    nameRecorded: {
      message: 'A name of {canoe} was recorded: {name}',
      note: 'A feed entry: a name the canoe bore; {canoe} is the canoe, {name} the name recorded',
    },
    stewardRecorded: {
      message: '{steward} was recorded as a steward of {canoe}',
      note: 'A feed entry: who held a canoe; {steward} is the steward’s name, {canoe} the canoe',
    },
    makerCredited: {
      message: '{maker} was credited on {canoe}',
      note: 'A feed entry: a maker credited with building or working on a canoe; {maker} is the maker, {canoe} the canoe',
    },
    restorationRecorded: {
      message: 'A restoration of {canoe} was recorded',
      note: 'A feed entry: a restoration of the canoe; {canoe} is the canoe',
    },
    raceResult: {
      message: 'A result of {canoe} in {race} was recorded',
      note: 'A feed entry: how the canoe did in a race; {canoe} is the canoe, {race} the race’s name',
    },
    photoAdded: {
      message: 'A photo of {canoe} was added',
      note: 'A feed entry: a photo added to a canoe; {canoe} is the canoe (its caption follows as the entry’s text)',
    },
    storyShared: {
      message: 'A story of {canoe} was shared: {title}',
      note: 'A feed entry: a story published on a canoe; {canoe} is the canoe, {title} the story’s title, else the name of who shared it',
    },
    aCanoe: {
      message: 'Canoe {id}',
      note: 'A canoe without a name, in a feed entry; {id} is its number in the registry',
    },
  },
);
