import { defineMessages } from '../messages.ts';

/** The Translations page, where the community's translators write and review the interface in ʻŌlelo Hawaiʻi. */
export const translationsArea = defineMessages('translations', 'The Translations page (translators only)', {
  lead: 'Every word of the interface, in English and in ʻŌlelo Hawaiʻi. A translation is used on every page as soon as it is saved; a message without one is shown in English. Mark a translation reviewed once a second speaker has read it.',
  progress: {
    message: '{reviewed} of {total} reviewed · {draft} drafts · {missing} missing',
    note: 'The counts of the interface’s messages by state',
  },
  show: { message: 'Show', note: 'Name of the buttons that choose which messages are listed' },
  all: 'All',
  missing: { message: 'Missing', note: 'A message with no translation yet' },
  draft: { message: 'Draft', note: 'A translation not yet reviewed' },
  reviewed: { message: 'Reviewed', note: 'A translation a second speaker has read' },
  search: 'Search messages',
  searchPlaceholder: 'English, translation or id...',
  none: 'No messages match.',
  shownOf: {
    message: 'Showing {shown} of {total, plural, one {# message} other {# messages}}',
    note: 'Below the list when more messages match than are shown',
  },
  showMore: { message: 'Show {count} more', note: 'Button that shows the next messages of the list' },
  english: 'English',
  translation: 'ʻŌlelo Hawaiʻi',
  keep: {
    message: 'Keep {names} as they are: the page fills them in.',
    note: '{names} lists the parts in braces, such as {year}',
  },
  saveDraft: 'Save draft',
  saveReviewed: 'Save as reviewed',
  saving: 'Saving...',
  saved: 'Saved.',
  removeHint: 'Empty the text and save to remove the translation.',
  loading: 'Loading messages...',
  failed: 'The messages could not be loaded.',
  // The catalog file: translations taken out of the archive, or brought in from elsewhere.
  catalogHeading: {
    message: 'Catalog file',
    note: 'Heading of the box to download or import every translation',
  },
  catalogLead:
    'Every translation with its state, in the file the repository ships. Import one to bring in translations made elsewhere: each is checked as one saved here.',
  download: { message: 'Download catalog', note: 'Link that saves the catalog file' },
  importFile: { message: 'Import catalog', note: 'Label of the file box that imports a catalog file' },
  importing: 'Importing...',
  imported: {
    message:
      '{written, plural, one {# translation written} other {# translations written}}, {unchanged} unchanged, {refused, plural, =0 {none refused} one {# refused} other {# refused}}.',
    note: 'After an import; the refused ones are listed under it with their reasons',
  },
  refusedLine: {
    message: '{id}: {reason}',
    note: 'One refused translation of an import: its message id and why it was refused',
  },
  notACatalog: {
    message: 'The file is not a catalog file: {reason}',
    note: 'When an imported file cannot be read; {reason} is the server’s or the browser’s',
  },
});
