import { defineMessages } from '../messages.ts';

/** The parts many pages share: lists and their pagers, filters and sorting, notices, tables, images, citations. */
export const ui = defineMessages('ui', 'Parts shared by many pages: lists, pagers, filters, notices, tables', {});
