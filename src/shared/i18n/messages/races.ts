import { defineMessages } from '../messages.ts';

/** The races' pages: the list, a race's page with its results, and the race forms. */
export const racesArea = defineMessages(
  'races',
  'The Races list, a race’s page with its results, and the race forms',
  {
    // The list.
    listLead:
      'Regattas, sprints and channel crossings the koa canoes of the registry have paddled, with their results.',
    addRace: { message: 'Add New Race', note: 'Button above the Races list, for administrators' },
    filterRaces: {
      message: 'Filter races',
      note: 'Name of the search form above the list, for screen readers',
    },
    searchRaces: { message: 'Search races', note: 'Label of the search box above the list' },
    searchPlaceholder: { message: 'Search by race name...', note: 'Inside the empty search box' },
    year: { message: 'Year', note: 'Label of the choice of a year to filter the list by' },
    allYears: { message: 'All Years', note: 'The year filter’s first choice: races of every year' },
    loadingRaces: 'Loading races...',
    loadRacesFailedTitle: 'Could Not Load Races',
    loadRacesFailed: 'Failed to load races. Please try again later.',
    found: {
      message: '{count, plural, one {# race found} other {# races found}}',
      note: 'Above the list of races, read out when it changes',
    },
    foundMatching: {
      message: '{count, plural, one {# race found matching "{q}"} other {# races found matching "{q}"}}',
      note: 'Above the list of races; {q} is the search as typed',
    },
    foundInYear: {
      message: '{count, plural, one {# race found in {year}} other {# races found in {year}}}',
      note: 'Above the list of races filtered by a year; {year} is the year, like 1998',
    },
    foundMatchingInYear: {
      message:
        '{count, plural, one {# race found matching "{q}" in {year}} other {# races found matching "{q}" in {year}}}',
      note: 'Above the list of races; {q} is the search as typed, {year} the year chosen, like 1998',
    },
    noneFound: 'No Races Found',
    noneFoundText: 'Try adjusting your search.',
    pastTheEndNoun: {
      message: 'Races',
      note: 'Put into the shared sentence “No Races on This Page”, shown when a page number is past the list’s end',
    },

    // A race's facts, on its card in the list and at the top of its page.
    date: {
      message: 'Date',
      note: 'For screen readers before a race’s date on its card; the race form’s field',
    },
    dateUnknown: { message: 'Date unknown', note: 'In place of a race’s date when it is not known' },
    location: {
      message: 'Location',
      note: 'For screen readers before where a race was held, on its card; the race form’s field',
    },
    locationUnknown: {
      message: 'Location unknown',
      note: 'In place of where a race was held when it is not known',
    },
    entriesTerm: {
      message: 'Entries',
      note: 'For screen readers before how many canoes a race’s card lists',
    },
    dateLabel: { message: 'Date:', note: 'For screen readers before the date at the top of a race’s page' },
    locationLabel: {
      message: 'Location:',
      note: 'For screen readers before where the race was held, at the top of a race’s page',
    },
    entries: {
      message: '{count, plural, =0 {No entries} one {# entry} other {# entries}}',
      note: 'How many canoes have a result in a race',
    },

    // A race's page.
    backToRaces: 'Back to Races',
    notFoundText: "The race you're looking for may have been removed or never existed.",
    loadingRace: 'Loading race details...',
    loadRaceFailedTitle: 'Could Not Load Race',
    loadRaceFailed: 'Failed to load race details. Please try again later.',
    editRace: { message: 'Edit Race', note: 'Button on a race’s page, for administrators' },
    aboutRace: { message: 'About the race', note: 'Heading of a race’s description, for screen readers' },
    results: { message: 'Results', note: 'Heading of a race’s results' },
    noResults: 'No Results Recorded',
    noResultsText: "No canoe's result has been recorded for this race yet.",
    resultsCaption: {
      message: 'Results of {race}, by finishing position',
      note: 'Caption of the results table, for screen readers; {race} is the race’s name',
    },
    position: { message: 'Position', note: 'Column of the results table, and field of the Add Result form' },
    canoe: { message: 'Canoe', note: 'Column of the results table' },
    paddler: {
      message: 'Paddler',
      note: 'Column of the results table, and field of the Add Result form: a paddler, crew or club',
    },
    time: {
      message: 'Time',
      note: 'Column of the results table (a canoe’s finishing time), and the Add Result form’s hours, minutes and seconds',
    },
    notes: { message: 'Notes', note: 'Column of the results table, and field of the Add Result form' },
    actions: { message: 'Actions', note: 'Column of the results table with administrators’ Delete buttons' },
    place: {
      message: '{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      note: 'A finishing position: 1st, 2nd, 3rd, 4th…',
    },
    canoeNumber: {
      message: 'Canoe #{id}',
      note: 'A canoe in the results that has no name; {id} is its number in the registry',
    },
    hull: {
      message: 'Hull {hull}',
      note: 'Under a canoe’s name in the results; {hull} is its hull or bow number',
    },

    // A race's page, for administrators.
    deleteRace: {
      message: 'Delete Race',
      note: 'Button on a race’s page, and the title of its confirmation',
    },
    deleteRaceConfirm: {
      message: 'Are you sure you want to delete {name}? {canBeRestored}',
      note: '{name} is the race’s name; {canBeRestored} is a sentence saying it can be restored from Recently Deleted',
    },
    deleteResult: { message: 'Delete', note: 'Button beside each result of a race' },
    deleteResultOf: {
      message: 'the result of {canoe}',
      note: 'After “Delete” on a result’s button, for screen readers; {canoe} is the canoe’s name',
    },
    deleteEntryTitle: {
      message: 'Delete Race Entry',
      note: 'Title of the confirmation before a result is deleted',
    },
    deleteEntryConfirm: {
      message: 'Are you sure you want to delete the result of {canoe}? {canBeRestored}',
      note: '{canoe} is the canoe’s name; {canBeRestored} is a sentence saying it can be restored from Recently Deleted',
    },
    deleteEntryConfirmPlaced: {
      message: 'Are you sure you want to delete the result of {canoe}, {place}? {canBeRestored}',
      note: '{canoe} is the canoe’s name, {place} its finishing position (“2nd”); {canBeRestored} is a sentence saying it can be restored from Recently Deleted',
    },
    deleteRaceFailed: {
      message: 'Failed to delete race: {error}',
      note: '{error} is the server’s reason, in English',
    },
    deleteEntryFailed: {
      message: 'Failed to delete race entry: {error}',
      note: '{error} is the server’s reason, in English',
    },
    unknownError: { message: 'Unknown error', note: 'The reason of a failure when the server gave none' },
    deletedRace: {
      message: 'the race {name}',
      note: 'What was deleted, put into the notice “Deleted …” (still English) after a race is deleted; {name} is its name',
    },
    deletedResult: {
      message: 'the result of {canoe}',
      note: 'What was deleted, put into the notice “Deleted …” (still English) after a result is deleted; {canoe} is the canoe’s name',
    },

    // The Add Result form on a race's page.
    addResult: {
      message: 'Add Result',
      note: 'Button below a race’s results, and the heading of the form it opens',
    },
    canoeSearchPlaceholder: {
      message: 'Search by name, steward or id...',
      note: 'Inside the empty canoe search box',
    },
    canoeSearchHint: "Type part of the canoe's name, its steward or its id, then choose it from the list.",
    positionHint: { message: '1 for the winner.', note: 'Under the Position field' },
    paddlerHint: { message: 'A paddler, crew or club.', note: 'Under the Paddler field' },
    hours: 'Hours',
    minutes: 'Minutes',
    seconds: 'Seconds',
    cancel: 'Cancel',
    saving: { message: 'Saving...', note: 'On the Save Result button while the result is saved' },
    saveResult: 'Save Result',
    resultAdded: { message: 'Result added.', note: 'Read out by screen readers once a result is saved' },
    addResultFailed: {
      message: 'Failed to add race participation: {error}',
      note: '{error} is the server’s reason, in English',
    },
    addResultFailedMarked: {
      message: 'Failed to add race participation: correct the marked field.',
      note: 'When the server’s reason stands beside the field it is about',
    },

    // The race form (new and edit).
    newLead: 'Record a regatta or crossing; its results are added on the race page once it is saved.',
    editLead: {
      message: 'Update the name, date, place or story of {name}.',
      note: 'Under the heading of the Edit Race form; {name} is the race’s name',
    },
    backToRace: {
      message: 'Back to {name}',
      note: 'Link above the Edit Race form; {name} is the race’s name',
    },
    loadDataFailed: {
      message: 'Failed to load race data: {error}',
      note: 'When the Edit Race form cannot read the race; {error} is the reason',
    },
    raceNotFound: { message: 'Race not found', note: 'The reason in “Failed to load race data: …”' },
    loadingData: 'Loading race data...',
    name: { message: 'Name', note: 'The race form’s field for the race’s name' },
    namePlaceholder: {
      message: 'e.g. Molokaʻi Hoe',
      note: 'Inside the empty name field: an example race name (Molokaʻi Hoe is a race’s name)',
    },
    dateHint: { message: 'Leave blank if it is not known.', note: 'Under the race form’s Date field' },
    locationPlaceholder: {
      message: 'e.g. Kaʻiwi Channel, Molokaʻi to Oʻahu',
      note: 'Inside the empty Location field: an example of where a race is held (place names)',
    },
    description: { message: 'Description', note: 'The race form’s field for the race’s story' },
    createRace: 'Create Race',
    updateRace: 'Update Race',
    saveFailed: {
      message: 'Failed to save race: {error}',
      note: '{error} is the server’s reason, in English',
    },
    saveFailedMarked: {
      message: 'Failed to save race: correct the marked field.',
      note: 'When the server’s reason stands beside the field it is about',
    },
  },
);
