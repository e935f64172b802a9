import { defineMessages } from '../messages.ts';

/** The races' pages: the list, a race's page with its results, and the race forms. */
export const racesArea = defineMessages(
  'races',
  'The Races list, a race’s page with its results, and the race forms',
  {},
);
