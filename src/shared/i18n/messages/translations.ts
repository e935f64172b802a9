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
});
