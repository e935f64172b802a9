import { defineMessages } from '../messages.ts';

/** The archive's own pages: About, Contact, Open Data, Privacy, Terms and the site map. */
export const infoArea = defineMessages(
  'info',
  'The About, Contact, Open Data, Privacy, Terms and Site Map pages',
  {},
);
