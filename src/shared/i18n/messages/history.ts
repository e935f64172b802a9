import { defineMessages } from '../messages.ts';

/** History and Recent Activity: a record’s changes, the archive’s activity, reverting and restoring. */
export const historyArea = defineMessages(
  'history',
  'History and Recent Activity: a record’s changes, the archive’s activity, reverting and restoring',
  {
    whoDidWhat: {
      message: '{actor} {summary}',
      note: 'A change in the Activity, History and Recent Activity lists: {actor} is who made it (“Kawika Nāone”), {summary} what they did (“added the name Hōkūleʻa (1975)”), itself a message of History summaries',
    },
    // Activity: every change to the archive, with its filters.
    activityLead: 'Every change to the archive, newest first: who made it, when, and why.',
    filterChanges: {
      message: 'Filter changes',
      note: 'Name of the filters above the Activity list, for screen readers',
    },
    recordType: {
      message: 'Record type',
      note: 'Label of the Activity filter by the kind of record changed (canoes, stewards…)',
    },
    allRecordTypes: { message: 'All record types', note: 'The record type filter’s first choice' },
    person: {
      message: 'Person',
      note: 'Label of the Activity filter by who made a change (an account’s name)',
    },
    allPeople: { message: 'All people', note: 'The person filter’s first choice: changes made by anyone' },
    protocol: {
      message: 'Protocol',
      note: 'Label of the Activity filter by a community’s protocol: changes to what it keeps',
    },
    allProtocols: { message: 'All protocols', note: 'The protocol filter’s first choice' },
    from: {
      message: 'From',
      note: 'Label of the Activity filter’s first day: changes made on or after it',
    },
    to: { message: 'To', note: 'Label of the Activity filter’s last day: changes made on or before it' },
    resetFilters: { message: 'Reset Filters', note: 'Button that clears the Activity filters' },
    noChangesMatch: 'No changes match these filters.',

    // What each kind of record is called in the record type filter.
    typeCanoe: { message: 'Canoes', note: 'A choice of the record type filter' },
    typeCanoeName: { message: 'Canoe names', note: 'A choice of the record type filter' },
    typeOwnership: {
      message: 'Ownerships',
      note: 'A choice of the record type filter: who kept a canoe, and when',
    },
    typeCanoeMaker: {
      message: 'Canoe makers',
      note: 'A choice of the record type filter: who made or helped make a canoe',
    },
    typeRestoration: { message: 'Restorations', note: 'A choice of the record type filter' },
    typeParticipation: { message: 'Race results', note: 'A choice of the record type filter' },
    typeMedia: { message: 'Photos', note: 'A choice of the record type filter' },
    typeSource: { message: 'Sources', note: 'A choice of the record type filter' },
    typeStory: { message: 'Stories', note: 'A choice of the record type filter' },
    typeRecording: { message: 'Recordings', note: 'A choice of the record type filter' },
    typeRace: { message: 'Races', note: 'A choice of the record type filter' },
    typePlace: { message: 'Places', note: 'A choice of the record type filter' },
    typeOwner: { message: 'Stewards', note: 'A choice of the record type filter' },
    typeMaker: { message: 'Makers', note: 'A choice of the record type filter' },
    typePerson: { message: 'People', note: 'A choice of the record type filter' },
    typeAccount: { message: 'Accounts', note: 'A choice of the record type filter: sign-in accounts' },
    typeProtocol: { message: 'Protocols', note: 'A choice of the record type filter' },
    typeProtocolMember: { message: 'Protocol members', note: 'A choice of the record type filter' },
    typeTkLabel: { message: 'Traditional Knowledge labels', note: 'A choice of the record type filter' },
    typeTkLabelUse: {
      message: 'Labels on records',
      note: 'A choice of the record type filter: a Traditional Knowledge label put on a record',
    },
    typeTranslation: {
      message: 'Translations',
      note: 'A choice of the record type filter: the interface’s translations',
    },

    // A list of changes.
    changes: {
      message: 'Changes',
      note: 'Name of the list of changes on Activity and a record’s History, for screen readers',
    },
    loadingChanges: 'Loading changes...',
    loadChangesFailed: 'Failed to load the changes. Please try again later.',
    loadMoreChanges: { message: 'Load More Changes', note: 'Button under a list of changes' },

    // A change: who, when, why.
    reverted: {
      message: 'Reverted',
      note: 'After a change’s time, when a later change has undone it',
    },
    reason: {
      message: 'Reason:',
      note: 'Before the reason given for a change, as its maker wrote it',
    },

    // A change's differences, field by field.
    field: {
      message: 'Field',
      note: 'Heading of the column of a record’s fields (Name, Length…) in a change’s differences',
    },
    before: { message: 'Before', note: 'Heading of the column of a field’s value before a change' },
    after: { message: 'After', note: 'Heading of the column of a field’s value after a change' },
    value: {
      message: 'Value',
      note: 'Heading of the column of the values of a record added, in its history',
    },
    was: {
      message: 'Was',
      note: 'Heading of the column of the values a record had when it was deleted, in its history',
    },
    empty: {
      message: 'empty',
      note: 'In place of a value that was empty, before or after a change',
    },
    noFieldChanged: {
      message: 'No field a form shows changed.',
      note: 'Under a record’s heading in a change that changed only what no form shows',
    },
    showWhatChanged: {
      message: 'Show what changed ({fields, plural, one {# field} other {# fields}})',
      note: 'Opens the details of a large change; {fields} is how many fields it changed',
    },
    showWhatChangedRecords: {
      message:
        'Show what changed ({records, plural, one {# record} other {# records}}, {fields, plural, one {# field} other {# fields}})',
      note: 'Opens the details of a large change to several records; {records} is how many records and {fields} how many fields it changed',
    },

    // Revert and Restore.
    revert: { message: 'Revert', note: 'Button that undoes a change, and the button of its confirmation' },
    restore: {
      message: 'Restore',
      note: 'Button that brings a deleted record back, and the button of its confirmation',
    },
    revertWhat: {
      message: '{action, select, restore {Restore} other {Revert}}: {summary}',
      note: 'What screen readers say for the Revert or Restore button of a change; {action} is restore or revert (never shown), {summary} the change in words (“added the name Hōkūleʻa”)',
    },
    revertTitle: { message: 'Revert Change', note: 'Title of the dialog that asks before a revert' },
    restoreTitle: { message: 'Restore Record', note: 'Title of the dialog that asks before a restore' },
    revertQuestion: {
      message:
        'Undo “{summary}”? The revert is recorded as a change of its own, and can be reverted in turn.',
      note: 'The dialog before a revert; {summary} is the change in words (“added the name Hōkūleʻa”)',
    },
    restoreQuestion: {
      message:
        'Restore {record} with everything deleted with it? The restore is recorded as a change of its own.',
      note: 'The dialog before a restore; {record} is the deleted record’s name',
    },
    reverting: { message: 'Reverting...', note: 'The Revert button while it works' },
    restoring: { message: 'Restoring...', note: 'The Restore button while it works' },
    asThisChangeLeftIt: {
      message: 'As this change left it',
      note: 'Heading of a column of a refused revert’s differences: the values the change made',
    },
    now: {
      message: 'Now',
      note: 'Heading of a column of a refused revert’s differences: the values the record has now',
    },

    // Recently Deleted.
    deletedLead:
      'Records deleted and not yet restored. Restoring one brings it back with everything deleted with it, under the same address.',
    backToActivity: 'Back to Activity',
    deletedRecords: {
      message: 'Deleted records',
      note: 'Name of the list on Recently Deleted, for screen readers',
    },
    noDeleted: 'No deleted records to restore.',
    restored: {
      message: 'Restored {record}.',
      note: 'Notice after a restore from Recently Deleted; {record} is the record’s name; may be followed by the link “Open {record}”',
    },
    openRecord: {
      message: 'Open {record}',
      note: 'Link after “Restored {record}.” to the restored record’s page; {record} is its name',
    },

    // A record's History.
    historyOf: {
      message: 'History of {name}',
      note: 'Heading of a record’s history page; {name} is the record’s name (a canoe’s, a steward’s…)',
    },
    historyLead: 'Every change, newest first, field by field. Reverting one is itself recorded as a change.',
    backTo: {
      message: 'Back to {name}',
      note: 'Link from a record’s history back to its page; {name} is the record’s name',
    },
    noChanges: 'No changes have been recorded yet.',
    recordNumber: {
      message:
        '{kind, select, canoe {Canoe #{id}} owner {Steward #{id}} maker {Maker #{id}} race {Race #{id}} person {Person #{id}} place {Place #{id}} other {Record #{id}}}',
      note: 'A record’s name on its history page when no change gives one; {kind} is the kind of record (never shown), {id} its number',
    },
    notFound: {
      message:
        '{kind, select, canoe {Canoe Not Found} owner {Steward Not Found} maker {Maker Not Found} race {Race Not Found} person {Person Not Found} place {Place Not Found} other {Record Not Found}}',
      note: 'Heading of a history page whose record never existed; {kind} is the kind of record (never shown)',
    },
    notFoundText: 'Neither the record nor any change to it exists.',

    // The canoe page's Recent Activity box, for administrators.
    recentActivity: {
      message: 'Recent Activity',
      note: 'Heading of the box of a canoe’s last changes, on its page, for administrators',
    },
    loadingRecent: 'Loading recent activity...',
    loadRecentFailed: 'Failed to load recent activity.',
    noRecent: 'No recent activity recorded.',
    viewFullHistory: {
      message: 'View full history',
      note: 'Link from the Recent Activity box to the canoe’s history page',
    },
  },
);
