import { defineMessages } from '../messages.ts';

/**
 * The keepers’ controls on a canoe’s page: the history tabs’ headings with their Add, Edit and Delete buttons, what is
 * told after a change, and deleting. The canoe’s closed tabs carry them for everyone, so the inline forms’ own words
 * (loaded for administrators only) are `canoeFormArea`’s.
 */
export const canoeAdminArea = defineMessages(
  'canoe-admin',
  'The keepers’ controls on a canoe’s page: the tabs’ headings, the buttons that add, edit or delete a name, steward, restoration or race entry, and deleting',
  {
    // The history tabs (Names, Ownership, Restorations, Races), as everyone sees them.
    historyTitle: {
      message:
        '{kind, select, name {Name History} ownership {Ownership History} restoration {Restorations} race {Race History} other {History}}',
      note: 'Heading of a tab of a canoe’s page; {kind} is the tab, never shown',
    },
    historyEmpty: {
      message:
        '{kind, select, name {No names have been recorded for this canoe.} ownership {No ownership history has been recorded for this canoe.} restoration {No restorations have been recorded for this canoe.} race {No races have been recorded for this canoe.} other {Nothing has been recorded for this canoe.}}',
      note: 'In place of a tab’s list of a canoe’s page when it has nothing; {kind} is the tab, never shown',
    },
    historyLoading: {
      message:
        '{kind, select, name {Loading names...} ownership {Loading ownership history...} restoration {Loading restorations...} race {Loading race history...} other {Loading...}}',
      note: 'While a tab’s list of a canoe’s page loads; {kind} is the tab, never shown',
    },
    historyFailed: {
      message:
        '{kind, select, name {Failed to load names. Please try again later.} ownership {Failed to load ownership history. Please try again later.} restoration {Failed to load restorations. Please try again later.} race {Failed to load race history. Please try again later.} other {Failed to load. Please try again later.}}',
      note: 'In place of a tab’s list of a canoe’s page when it could not be loaded; {kind} is the tab, never shown',
    },

    // The buttons.
    addToggle: {
      message:
        '{kind, select, name {Add Name} ownership {Add Ownership} restoration {Add Restoration} race {Add Race Entry} other {Add}}',
      note: 'Administrators’ button beside a tab’s heading on a canoe’s page: opens the form that adds a record; {kind} is the tab, never shown',
    },
    edit: { message: 'Edit', note: 'Administrators’ button in a row of a canoe page’s tab: opens its form' },
    editLabel: {
      message:
        '{kind, select, name {Edit name {label}} ownership {Edit ownership {label}} restoration {Edit restoration {label}} race {Edit race entry {label}} other {Edit {label}}}',
      note: 'What screen readers say for a row’s Edit button; {label} names the row (a name, a steward and years…), {kind} is the row’s kind, never shown',
    },
    deleteLabel: {
      message:
        '{kind, select, canoe {Delete canoe {label}} name {Delete name {label}} ownership {Delete ownership {label}} restoration {Delete restoration {label}} race_entry {Delete race entry {label}} other {Delete {label}}}',
      note: 'What screen readers say for a row’s Delete button; {label} names the row, {kind} is the row’s kind, never shown',
    },
    actions: {
      message: 'Actions',
      note: 'Header of the column of Edit and Delete buttons in a canoe page’s tables, for screen readers',
    },
    loadingForm: { message: 'Loading form...', note: 'While a canoe page’s inline form loads' },

    // What screen readers are told after a change.
    added: {
      message:
        '{kind, select, name {Name added.} ownership {Ownership added.} restoration {Restoration added.} race {Race entry added.} other {Added.}}',
      note: 'Told to screen readers after a record was added on a canoe’s page; {kind} is the record’s kind, never shown',
    },
    saved: {
      message:
        '{kind, select, name {Name saved.} ownership {Ownership saved.} restoration {Restoration saved.} race {Race entry saved.} other {Saved.}}',
      note: 'Told to screen readers after a record was edited on a canoe’s page; {kind} is the record’s kind, never shown',
    },
    deleted: {
      message:
        '{kind, select, canoe {Canoe deleted.} name {Name deleted.} ownership {Ownership deleted.} restoration {Restoration deleted.} race_entry {Race Entry deleted.} other {Deleted.}}',
      note: 'Told to screen readers after a record was deleted on a canoe’s page; {kind} is the record’s kind, never shown',
    },

    // Deleting.
    deleteTitle: {
      message:
        '{kind, select, canoe {Delete Canoe} name {Delete Name} ownership {Delete Ownership} restoration {Delete Restoration} race_entry {Delete Race Entry} other {Delete}}',
      note: 'Title of the dialog asking before a delete on a canoe’s page; {kind} is what is deleted, never shown',
    },
    confirmCanoe: {
      message:
        'Are you sure you want to delete {name}? Its names, ownership history, restorations, race entries and photos are deleted with it. {canBeRestored}',
      note: 'The dialog before a canoe is deleted; {name} is the canoe’s name, {canBeRestored} the sentence saying it can be restored from Recently Deleted',
    },
    confirmName: {
      message: 'Are you sure you want to delete the name “{label}”? {canBeRestored}',
      note: 'The dialog before a canoe’s name is deleted; {label} is the name, {canBeRestored} the sentence saying it can be restored from Recently Deleted',
    },
    confirmRow: {
      message:
        '{kind, select, ownership {Are you sure you want to delete this ownership ({label})? {canBeRestored}} restoration {Are you sure you want to delete this restoration ({label})? {canBeRestored}} race_entry {Are you sure you want to delete this race entry ({label})? {canBeRestored}} other {Are you sure you want to delete this record ({label})? {canBeRestored}}}',
      note: 'The dialog before a row of a canoe’s page is deleted; {label} names the row (a steward and years…), {canBeRestored} the sentence saying it can be restored from Recently Deleted; {kind} is never shown',
    },
    deletedWhat: {
      message:
        '{kind, select, name {the name “{label}”} ownership {the ownership ({label})} restoration {the restoration ({label})} race_entry {the race entry ({label})} other {the record ({label})}}',
      note: 'What was deleted, put into the notice “Deleted {what}.” and “Restored {what}.”; {label} names the row, {kind} is never shown',
    },
    deleteFailed: {
      message:
        '{kind, select, canoe {Failed to delete canoe: {error}} name {Failed to delete name: {error}} ownership {Failed to delete ownership: {error}} restoration {Failed to delete restoration: {error}} race_entry {Failed to delete race entry: {error}} other {Failed to delete: {error}}}',
      note: 'Banner at the foot of a canoe’s page when a delete failed; {error} is the server’s reason (in English), {kind} is never shown',
    },
  },
);
