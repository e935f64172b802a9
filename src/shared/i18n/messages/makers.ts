import { defineMessages } from '../messages.ts';

/** The makers' pages: the list, a maker's page and the maker form. */
export const makersArea = defineMessages('makers', 'The Makers list, a maker’s page and the maker form', {});
