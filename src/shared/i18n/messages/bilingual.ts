import { defineMessages } from '../messages.ts';

/** Content kept in both languages (decision 027): what a page says of a text's other version, and the forms' boxes. */
export const bilingual = defineMessages(
  'bilingual',
  'Notes, stories, descriptions and biographies kept in English and in ʻŌlelo Hawaiʻi: on the pages that show them and on the forms that write them',
  {
    alsoInHawaiian: {
      message: 'Also in ʻŌlelo Hawaiʻi',
      note: 'Opens the Hawaiian version of a text (notes, a story, a description) shown in English above it',
    },
    alsoInEnglish: {
      message: 'Also in English',
      note: 'Opens the English version of a text shown in ʻŌlelo Hawaiʻi above it',
    },
    inHawaiian: {
      message: '{label} in ʻŌlelo Hawaiʻi',
      note: 'Label of the box for a text’s Hawaiian version in a form; {label} is the English box’s label (“Notes”)',
    },
  },
);
