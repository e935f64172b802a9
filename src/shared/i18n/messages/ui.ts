import { defineMessages } from '../messages.ts';

/** The parts many pages share: lists and their pagers, filters and sorting, notices, tables, images, citations. */
export const ui = defineMessages(
  'ui',
  'Parts shared by many pages: lists, pagers, filters, notices, tables',
  {
    // Lists: filters, sorting, results, pager.
    advancedFilters: {
      message: 'Advanced Filters',
      note: 'Button above a list that shows or hides more filters',
    },
    reset: {
      message: 'Reset',
      note: 'Button above a list: back to no search, no filters and the default sort',
    },
    clearFilters: { message: 'Clear Filters', note: 'Button shown when a search or filters find nothing' },
    search: {
      message: 'Search',
      note: 'Button that sends a list’s search and filters, shown only when JavaScript is off',
    },
    sortBy: {
      message: 'Sort by',
      note: 'Before a list’s sort buttons (followed by a colon), and their group’s name for screen readers',
    },
    sortOrder: {
      message: '({order, select, asc {ascending} other {descending}})',
      note: 'Read by screen readers after the name of the sort button in use; {order} is asc or desc, never shown',
    },
    views: { message: 'View', note: 'Name of the grid / list switch above a list, for screen readers' },
    gridView: 'Grid view',
    listView: 'List view',
    pastTheEnd: {
      message: 'No {noun} on This Page',
      note: 'Heading when a page number is past the end of a list; {noun} is the list’s name (Races, People)',
    },
    pageCount: {
      message: 'The list has {count, plural, one {# page} other {# pages}}.',
      note: 'Under “No … on This Page”',
    },
    firstPage: 'Go to First Page',
    pagination: {
      message: 'Pagination',
      note: 'Name of the Previous and Next links under a list, for screen readers',
    },
    previous: { message: 'Previous', note: 'Link under a list to its previous page' },
    next: { message: 'Next', note: 'Link under a list to its next page' },
    pageOf: { message: 'Page {page} of {count}', note: 'Between the Previous and Next links under a list' },

    // Tables.
    name: { message: 'Name', note: 'Column heading of a list’s table: the record’s name' },
    actions: { message: 'Actions', note: 'Column heading of a table whose rows have View and Edit links' },
    view: {
      message: 'View',
      note: 'Link in a table’s row to the record’s page; screen readers hear the record’s name after it',
    },
    edit: {
      message: 'Edit',
      note: 'Link in a table’s row to the record’s form; screen readers hear the record’s name after it',
    },

    // Loading, failures, notices.
    loading: 'Loading...',
    somethingWrong: {
      message: 'Something went wrong',
      note: 'Heading of the panel shown when a page failed to load',
    },
    tryAgain: { message: 'Try Again', note: 'Button that reloads the page after it failed to load' },
    unknownError: {
      message: 'Unknown error',
      note: 'After “Failed to …:” when the server gave no reason',
    },
    fixMarked: {
      message: 'correct the marked field.',
      note: 'After “Failed to save …:” when the server’s reasons stand beside the form’s fields',
    },
    correctMarked: {
      message: 'Correct the marked field.',
      note: 'After a form’s failure sentence when the server’s reasons stand beside the form’s fields',
    },
    deleted: {
      message: 'Deleted {what}.',
      note: 'Notice after a delete; {what} is what was deleted, in words (“the steward Hui Waʻa”)',
    },
    restored: {
      message: 'Restored {what}.',
      note: 'Notice after Undo; {what} as in “Deleted {what}.”; may be followed by the link “Open it”',
    },
    openIt: { message: 'Open it', note: 'Link after “Restored {what}.” to the restored record’s page' },
    undo: { message: 'Undo', note: 'Button of the notice after a delete: restores what was deleted' },
    restoring: { message: 'Restoring...', note: 'The Undo button while it works' },
    notDeleted: {
      message: '{what} is no longer in Recently Deleted.',
      note: 'When Undo finds no delete to revert; {what} as in “Deleted {what}.” (its first letter is made a capital)',
    },
    dismissMessage: 'Dismiss message',
    dismiss: { message: 'Dismiss', note: 'Button that closes a notice at the top of a page' },
    history: { message: 'History', note: 'Administrators’ link from a record’s page to its change history' },
    newTab: {
      message: '(opens in a new tab)',
      note: 'Read by screen readers after a link that leaves the site',
    },

    // Dialogs.
    cancel: 'Cancel',
    confirmDeletion: { message: 'Confirm Deletion', note: 'Title of the dialog that asks before a delete' },
    confirmDelete: {
      message: 'Are you sure you want to delete this item? {canBeRestored}',
      note: 'The dialog before a delete; {canBeRestored} is the sentence “You can restore it from Recently Deleted.”',
    },
    canBeRestored: {
      message: 'You can restore it from Recently Deleted.',
      note: 'Ends the question asked before any delete',
    },
    delete: 'Delete',
    deleting: { message: 'Deleting...', note: 'The Delete button while it works' },

    // Images.
    noPhoto: {
      message: 'No photo has been shared yet',
      note: 'In place of a canoe’s picture when nobody has shared one',
    },
    noImage: {
      message: 'No image',
      note: 'What screen readers say for the sign shown in place of an image that could not be shown',
    },
    noImageOf: {
      message: '{alt} (no image)',
      note: 'As “No image”, for an image with a description; {alt} is the description',
    },

    // Kept for communities’ protocols.
    keptFor: {
      message: 'Kept for {names}',
      note: 'Beside a record kept for communities’ protocols; {names} are the protocols (“A or B”)',
    },
    keptForAll: {
      message: 'Kept for members of all of {names}',
      note: 'As “Kept for {names}”, for those who belong to every one of the protocols (“A and B”)',
    },
    keepersOf: {
      message: 'Keepers of {names} only',
      note: 'Beside a record only the protocols’ keepers may see; {names} are the protocols (“A and B”)',
    },
    keepersOnly: { message: 'Keepers only', note: 'Beside a record only keepers may see' },
    and: {
      message: '{a} and {b}',
      note: 'Joins the last two names of a list (“A, B and C”); {a} is the names before, joined by commas',
    },
    or: {
      message: '{a} or {b}',
      note: 'Joins the last two names of a list (“A, B or C”); {a} is the names before, joined by commas',
    },
    keptKind: {
      message:
        '{kind, select, name {{count, plural, one {# name} other {# names}}} ownership {{count, plural, one {# ownership record} other {# ownership records}}} restoration {{count, plural, one {# restoration} other {# restorations}}} race_entry {{count, plural, one {# race entry} other {# race entries}}} photo {{count, plural, one {# photo} other {# photos}}} story {{count, plural, one {# story} other {# stories}}} source {{count, plural, one {# source} other {# sources}}} notes {the notes} other {{count, plural, one {# record} other {# records}}}}',
      note: 'What a protocol keeps out of sight, put into “{names} keeps {what} here.”; {kind} is the stored kind, never shown',
    },
    keeps: {
      message: '{names} {count, plural, one {keeps} other {keep}} {what} here.',
      note: 'Where a record is kept from the reader; {names} are the protocols (“A and B”), {count} how many, {what} what they keep (“1 story”)',
    },
    keepersKeep: {
      message: 'Keepers keep {what} here.',
      note: 'As “{names} keeps {what} here.”, when no protocol is named; {what} is what they keep (“1 story”)',
    },
    keptNotices: {
      message: 'Kept for communities',
      note: 'Name of the list of lines saying what is kept from the reader, for screen readers',
    },

    // How to cite.
    cite: 'How to cite this record',
    citeRecord: {
      message: '“{title}” {kind} record, {site}.',
      note: 'A citation in three parts: this, the permanent link, then citeAccessed. {title} is the record’s name ending with a full stop, {kind} Canoe, Steward or Maker, {site} the archive’s name',
    },
    citeAccessed: {
      message: '. Accessed {date}.',
      note: 'Ends a citation after its permanent link: begins with the full stop after the link; {date} is the day',
    },
    copyCitation: 'Copy citation',
    copied: { message: 'Copied', note: 'The Copy citation button, just after it copied' },
    citeCopied: 'Citation copied to the clipboard.',
    citeCopyFailed: 'Could not copy: the citation is selected, press Ctrl+C (⌘C on a Mac) to copy it.',
  },
);
