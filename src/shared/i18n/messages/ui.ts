import { defineMessages } from '../messages.ts';

/** The parts nearly every page shares: loading, failures and notices, dialogs, images, what is kept. */
export const ui = defineMessages(
  'ui',
  'Parts shared by many pages: notices, failures, dialogs, images, kept records',
  {
    follow: {
      message: 'Follow',
      note: 'Link on a canoe’s, steward’s, maker’s and race’s page to hear by email what is added to it',
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

    // A canoe's page and its photos page, when the address names no canoe.
    canoeNotFound: {
      message: 'Canoe Not Found',
      note: 'Heading and browser tab’s title when a canoe’s page or photos page names no canoe',
    },
    canoeNumber: {
      message: 'Canoe #{id}',
      note: 'A canoe that has no name yet, wherever it is named; {id} is its number in the registry',
    },
    canoeNotFoundText: "The canoe you're looking for may have been removed or never existed.",
    backToCanoes: 'Back to Canoes',

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
        '{kind, select, name {{count, plural, one {# name} other {# names}}} ownership {{count, plural, one {# ownership record} other {# ownership records}}} restoration {{count, plural, one {# restoration} other {# restorations}}} race_entry {{count, plural, one {# race entry} other {# race entries}}} photo {{count, plural, one {# photo} other {# photos}}} story {{count, plural, one {# story} other {# stories}}} recording {{count, plural, one {# recording} other {# recordings}}} source {{count, plural, one {# source} other {# sources}}} notes {the notes} other {{count, plural, one {# record} other {# records}}}}',
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
  },
);
