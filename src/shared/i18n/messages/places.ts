import { defineMessages } from '../messages.ts';

/** Places, islands and the map (issue 35, decision 030). Island names are names, never translated. */
export const placesArea = defineMessages(
  'places',
  'Places (/places): the map of the islands with the list of places beside it, each island’s page, each place’s page, the place form and the origins review; and the place a canoe, race, restoration or steward refers to',
  {
    placesTitle: { message: 'Places', note: 'The heading of the map and list of places, and the menu link' },
    placesLead: {
      message:
        'Where the canoes of the registry come from, are at home, raced and were restored. Each place is written as it is in Hawaiian.',
      note: 'Under the heading of Places',
    },
    islandTitle: {
      message: 'Canoes of {island}',
      note: 'The heading of an island’s page; {island} is the island’s name (“Molokaʻi”)',
    },
    islandLead: {
      message:
        '{places, plural, =0 {No places on {island} yet.} one {# place on {island}} other {# places on {island}}}, {canoes, plural, =0 {no canoes} one {# canoe} other {# canoes}} from there or at home there.',
      note: 'Under an island’s heading',
    },
    mapLabel: {
      message: 'Map of the islands of Hawaiʻi with the places of the registry',
      note: 'What the map says to screen readers; the list beside it holds the same places',
    },
    mapIslandLabel: {
      message: 'Map of {island} with the places of the registry',
      note: 'What an island’s map says to screen readers; {island} is the island’s name',
    },
    markLabel: {
      message: '{count, plural, one {# place: {names}} other {# places: {names}}}',
      note: 'A mark on the map, to screen readers and as its tooltip; {names} lists the places gathered in it',
    },
    listHeading: { message: 'Places by island', note: 'The heading of the list beside the map' },
    noPlaces: { message: 'No places yet.', note: 'The list when no place is recorded' },
    noPlacesOnIsland: {
      message: 'No places on this island yet.',
      note: 'An island in the list without places',
    },
    allIslands: { message: 'All islands', note: 'A link back from an island’s page to the map of all' },
    notPinned: {
      message: 'Shown on its island only',
      note: 'Beside a place whose keeper chose not to show its point to the public',
    },
    island: { message: 'Island', note: 'A place’s island: the label of its row, box and filter' },
    moku: { message: 'Moku (district)', note: 'A traditional district of an island' },
    ahupuaa: { message: 'Ahupuaʻa', note: 'A land division within a moku, from the mountain to the sea' },
    latitude: { message: 'Latitude', note: 'Of a place’s point, in degrees north' },
    longitude: { message: 'Longitude', note: 'Of a place’s point, in degrees east (negative: west)' },
    precision: {
      message: 'Shown to the public',
      note: 'The label of how precisely the public may see a place’s point',
    },
    precisionName: {
      message:
        '{precision, select, exact {At its exact point} district {Within about 10 km (its district)} other {On its island only}}',
      note: 'How precisely the public may see a place’s point; {precision} is the stored value (exact, district, island), never shown',
    },
    precisionHint: {
      message:
        'Choose “On its island only” for a family’s home or anything not to be pinned: the public never sees the point.',
      note: 'Under the choice of precision on the place form',
    },
    pointHint: {
      message: 'Optional. Decimal degrees, as a map gives them: 21.0906 and -157.0226.',
      note: 'Under the latitude and longitude boxes',
    },
    description: { message: 'Description', note: 'A place’s description' },
    canoesFrom: { message: 'Canoes from here', note: 'The heading of the canoes whose origin is the place' },
    canoesHome: {
      message: 'Canoes at home here',
      note: 'The heading of the canoes whose home waters are the place',
    },
    racesHere: { message: 'Races here', note: 'The heading of the races whose course is the place' },
    restorationsHere: {
      message: 'Restorations here',
      note: 'The heading of the restorations done at the place',
    },
    stewardsHere: {
      message: 'Stewards at home here',
      note: 'The heading of the stewards based at the place',
    },
    nothingHere: {
      message: 'Nothing in the registry refers to this place yet.',
      note: 'A place’s page when no canoe, race, restoration or steward refers to it',
    },
    canoeCount: {
      message: '{count, plural, =0 {No canoes} one {# canoe} other {# canoes}}',
      note: 'Beside a place or island in the list',
    },
    addPlace: { message: 'Add Place', note: 'The button that opens the place form' },
    editPlace: { message: 'Edit Place', note: 'The button on a place’s page' },
    deletePlace: { message: 'Delete Place', note: 'The button on a place’s page' },
    placeAdded: { message: 'Place added', note: 'After the place form is saved' },
    placeSaved: { message: 'Place saved', note: 'After the place form is saved' },
    placeDeleted: { message: 'Place deleted', note: 'After a place is deleted' },
    confirmDelete: {
      message: 'Delete the place {name}? It can be restored from its history.',
      note: 'The question before a place is deleted',
    },
    placeStillReferred: {
      message: 'This place is still referred to by {records}; change those first.',
      note: 'Why a place cannot be deleted; {records} lists what refers to it (“2 canoes and 1 race”)',
    },
    referringCanoes: {
      message: '{count, plural, one {# canoe} other {# canoes}}',
      note: 'Part of what still refers to a place',
    },
    referringRaces: {
      message: '{count, plural, one {# race} other {# races}}',
      note: 'Part of what still refers to a place',
    },
    referringRestorations: {
      message: '{count, plural, one {# restoration} other {# restorations}}',
      note: 'Part of what still refers to a place',
    },
    referringStewards: {
      message: '{count, plural, one {# steward} other {# stewards}}',
      note: 'Part of what still refers to a place',
    },
    originPlace: { message: 'Place of origin', note: 'A canoe’s place of origin (a place record)' },
    homePlace: { message: 'Home waters', note: 'The place a canoe is at home in (a place record)' },
    coursePlace: { message: 'Course', note: 'The place a race is held (a place record)' },
    restorationPlace: { message: 'Place', note: 'Where a restoration was done (a place record)' },
    stewardHome: { message: 'Home', note: 'The place a steward is at home (a place record)' },
    noPlace: { message: 'No place', note: 'The empty choice of a place' },
    originsTitle: { message: 'Origins to Review', note: 'The heading of the origins review (keepers only)' },
    originsLead: {
      message:
        'Origins typed as text before places existed. Confirm which place each one is, or make it a new place: nothing is matched until you confirm it. The text itself is kept.',
      note: 'Under the heading of the origins review',
    },
    originsNone: {
      message: 'Every origin is a place. Nothing to review.',
      note: 'The origins review when nothing is left',
    },
    originCanoes: {
      message: '{count, plural, one {# canoe} other {# canoes}}',
      note: 'How many canoes have an origin text',
    },
    suggested: { message: 'Suggested place', note: 'A place whose name the origin text holds' },
    makeNewPlace: {
      message: 'Make a new place',
      note: 'The choice to turn the origin text into a new place',
    },
    confirmOrigin: { message: 'Confirm', note: 'The button that links the canoes to the chosen place' },
    originConfirmed: {
      message: '{count, plural, one {# canoe now comes from {place}} other {# canoes now come from {place}}}',
      note: 'After an origin is confirmed',
    },
    reviewOrigins: { message: 'Review Origins', note: 'The link from Places to the origins review' },

    // Keepers' pages
    formName: {
      message: 'Name',
      note: 'The label of a place’s name on the place form and the origins review',
    },
    formNameHint: {
      message: 'As it is written in Hawaiian, with its ʻokina and kahakō.',
      note: 'Under the name box of the place form',
    },
    formChooseIsland: { message: 'Choose an island', note: 'The empty choice of the island select' },
    formNewLead: {
      message: 'A place canoes come from or are at home in, where a race is held or a canoe was restored.',
      note: 'Under the heading of the form that adds a place',
    },
    formEditLead: {
      message: 'A change to {name} shows wherever the place is named.',
      note: 'Under the heading of the form that changes a place; {name} is the place’s name',
    },
    formCreate: { message: 'Create Place', note: 'The save button of the form that adds a place' },
    formUpdate: { message: 'Update Place', note: 'The save button of the form that changes a place' },
    formSaveFailed: { message: 'Failed to save place', note: 'When the place form could not be saved' },
    formLoading: { message: 'Loading place...', note: 'While the place to edit loads' },
    formLoadFailed: {
      message: 'The place could not be loaded: {error}',
      note: 'When the place to edit could not be loaded; {error} says why',
    },
    formBackToPlace: {
      message: 'Back to {name}',
      note: 'The link from the place form to the place’s page; {name} is the place’s name',
    },
    adminDeleteFailed: { message: 'Failed to delete place', note: 'When a place could not be deleted' },
    adminDeletedWhat: {
      message: 'the place {name}',
      note: 'Fills the notice after a delete, “Deleted {what}.” and “Restored {what}.”; {name} is the place’s name',
    },
    pickerLoading: { message: 'Loading places...', note: 'The place choice while the places load' },
    pickerFailed: {
      message: 'The places could not be loaded.',
      note: 'Under a place choice when the places could not be loaded',
    },
    originsLoading: { message: 'Loading origins...', note: 'While the origins review loads' },
    originsFailed: {
      message: 'The origins could not be loaded.',
      note: 'When the origins review could not be loaded',
    },
    originChoiceLegend: {
      message: 'Which place is it?',
      note: 'The legend of the choices for one origin text in the origins review',
    },
    originAnotherPlace: {
      message: 'Another place',
      note: 'The choice of a place that was not suggested, from the list of all places',
    },
    originAnotherPlaceLabel: {
      message: 'Choose the place',
      note: 'The label of the list of all places, under “Another place”',
    },
    originNewPlaceHint: {
      message: 'Made from the origin text: check the name and island before confirming.',
      note: 'Above the boxes of the new place in the origins review',
    },
    originConfirmFailed: {
      message: 'Failed to confirm the origin',
      note: 'When an origin could not be confirmed',
    },
    originCanoeNumber: {
      message: 'Canoe #{id}',
      note: 'A canoe without a name in the origins review; {id} is its number',
    },
    // Public pages
    loading: { message: 'Loading places…', note: 'While the map and list of places load' },
    loadFailed: {
      message: 'The places could not be loaded. Please try again.',
      note: 'When the map and list of places fail to load',
    },
    placeLoading: { message: 'Loading the place…', note: 'While a place’s page loads' },
    placeLoadFailed: {
      message: 'This place could not be loaded. Please try again.',
      note: 'When a place’s page fails to load',
    },
    placeNotFoundText: {
      message: 'There is no place at this address. It may have been removed.',
      note: 'A place’s page for a place that does not exist',
    },
    backToPlaces: {
      message: 'Back to Places',
      note: 'The link from a place’s page back to the map of places',
    },
    islandPlaces: {
      message: 'Places on {island}',
      note: 'The heading of the list of an island’s places; {island} is the island’s name',
    },
    islandRegistry: {
      message: 'Find the canoes of {island} in the registry',
      note: 'A link to the registry showing the canoes from, or at home on, the island; {island} is its name',
    },
    placeAndIsland: {
      message: '{place}, {island}',
      note: 'A place named with its island, as a canoe, race, restoration or steward shows it: “Kaunakakai, Molokaʻi”',
    },
    placeMapLabel: {
      message: 'Map of {island} showing {place}',
      note: 'What the small map on a place’s page says to screen readers; {place} is the place’s name',
    },
    onTheMap: { message: 'On the map', note: 'The heading of the small map on a place’s page' },
    thisPlace: {
      message: 'This place',
      note: 'What the “Who may see this” dialog is about, on a place’s page',
    },
    aboutPlace: {
      message: 'About this place',
      note: 'The label of a place’s facts (island, moku, ahupuaʻa)',
    },
  },
);
