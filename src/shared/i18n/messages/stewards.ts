import { defineMessages } from '../messages.ts';

/** The stewards' pages: the list, a steward's page and the steward form. */
export const stewardsArea = defineMessages(
  'stewards',
  'The Stewards list, a steward’s page and the steward form',
  {},
);
