import { defineMessages } from '../messages.ts';

/** The stewards' pages: the list, a steward's page and the steward form. */
export const stewardsArea = defineMessages(
  'stewards',
  'The Stewards list, a steward’s page and the steward form',
  {
    citeKind: { message: 'Steward', note: 'In a citation of a steward’s page: “Hui Waʻa” Steward record, …' },
    // Shared by the list, the steward's page and the form.
    ownerType: {
      message:
        '{type, select, individual {Individual} club {Club} organization {Organization} museum {Museum} family {Family} other {Unknown}}',
      note: 'A steward’s type, in the list, on its page, in the type filter and in the form; {type} is the stored value (individual, club…), never shown',
    },
    canoeCount: {
      message: '{count, plural, one {# canoe} other {# canoes}}',
      note: 'How many canoes a steward cares for now, on its card in the list and under its name on its page',
    },
    logoAlt: {
      message: '{name} logo',
      note: 'What a screen reader says for a steward’s logo; {name} is the steward’s name',
    },
    unnamedCanoe: {
      message: 'Canoe #{id}',
      note: 'Stands for a canoe that has no name yet; {id} is its number in the registry',
    },
    unknown: {
      message: 'Unknown',
      note: 'In place of a year or a date that is not known (fleet summary, a canoe’s dates with the steward)',
    },
    backToStewards: 'Back to Stewards',
    addSteward: { message: 'Add New Steward', note: 'Administrators’ button to the form for a new steward' },
    notFound: {
      message: 'Owner Not Found',
      note: 'Heading (and tab title) when no steward has the address asked for',
    },

    // The list.
    lead: "The families, clubs, museums and organizations who care for Hawaiʻi's koa canoes.",
    loadingStewards: 'Loading stewards...',
    listFailed: 'Failed to load steward data. Please try again later.',
    filtersLabel: {
      message: 'Stewards',
      note: 'Name of the search and filter form above the list, for screen readers',
    },
    searchLabel: 'Search stewards',
    searchPlaceholder: 'Search stewards...',
    typeFilter: { message: 'Steward type', note: 'Name of the list’s type filter, for screen readers' },
    allTypes: { message: 'All types', note: 'First choice of the type filter: no filter' },
    countFilter: {
      message: 'Number of canoes',
      note: 'Label of a box in Advanced Filters: show stewards with exactly this many canoes',
    },
    anyCount: { message: 'Any', note: 'Shown in the empty “Number of canoes” box' },
    countHint: 'Stewards with exactly this many canoes now.',
    sortName: { message: 'Name', note: 'A sort button of the list (after “Sort by:”)' },
    sortCanoes: { message: 'Canoes', note: 'A sort button of the list: by how many canoes' },
    sortType: { message: 'Type', note: 'A sort button of the list: by the steward’s type' },
    sortFounded: {
      message: 'Founded',
      note: 'A sort button of the list: by the year the steward was founded',
    },
    resultsFound: {
      message: '{count, plural, one {# steward found} other {# stewards found}}',
      note: 'The line above the list’s results',
    },
    resultsFoundMatching: {
      message: '{count, plural, one {# steward found} other {# stewards found}} matching "{search}"',
      note: 'The line above the list’s results after a search; {search} is the text searched for',
    },
    tableCaption: {
      message: 'Stewards: {results}',
      note: 'Caption of the list’s table view, for screen readers; {results} is the line “4 stewards found”',
    },
    noneFound: 'No Stewards Found',
    tryAdjusting: 'Try adjusting your search filters.',
    noneYet: 'No stewards have been added yet.',
    loadingMore: {
      message: 'Loading...',
      note: 'The Load More Stewards button while the next stewards load',
    },
    loadMore: 'Load More Stewards',
    showing: {
      message: 'Showing {shown} of {total}',
      note: 'Under the Load More Stewards button; {shown} stewards are on the page out of {total}',
    },
    fleetOf: {
      message: 'Current fleet of {name}',
      note: 'Name of the row of canoe badges on a steward’s card, for screen readers; {name} is the steward',
    },
    moreCanoes: {
      message: '+{count}',
      note: 'Last badge on a steward’s card: {count} more canoes than the badges shown; followed by “more” (moreCanoesHidden)',
    },
    moreCanoesHidden: {
      message: 'more',
      note: 'Read by screen readers after the “+{count}” badge of a steward’s card: “+2 more”',
    },
    tableNotListed: {
      message: 'Not listed',
      note: 'In the Contact column of the list’s table when a steward has no email or phone',
    },
    columnType: { message: 'Type', note: 'Column heading of the list’s table: the steward’s type' },
    columnCanoes: { message: 'Canoes', note: 'Column heading of the list’s table: how many canoes' },
    columnContact: { message: 'Contact', note: 'Column heading of the list’s table: email and phone' },
    aboutStewardship: {
      message: 'About Canoe Stewardship',
      note: 'Heading of the panel at the foot of the list',
    },
    stewardshipText:
      'Stewards are the families, clubs, museums and organizations who care for koa canoes: they keep them out of the sun, paddle and race them, repair them and pass on their stories. Recording who cared for each canoe, and when, keeps its history whole for the next generation.',
    learnMore: { message: 'Learn more about the registry', note: 'Link to the About page' },

    // A steward's page.
    loadingSteward: 'Loading steward...',
    loadFailed: 'Failed to load owner details',
    notFoundText: "The steward you're looking for may have been removed or never existed.",
    founded: {
      message: 'Founded {date}',
      note: 'A badge under a steward’s name; {date} is when it was founded, in words (1962, about 1850, the 1960s)',
    },
    editSteward: 'Edit Steward',
    deleteLogo: {
      message: 'Delete Logo',
      note: 'Administrators’ button under a steward’s logo, and its dialog’s title',
    },
    deleteLogoConfirm:
      "Are you sure you want to delete this logo? You can put it back from the steward's history.",
    deleteSteward: {
      message: 'Delete Steward',
      note: 'Administrators’ button on a steward’s page, and its dialog’s title',
    },
    deleteStewardConfirm: {
      message: 'Are you sure you want to delete {name}? {canBeRestored}',
      note: 'The dialog before a steward is deleted; {name} is the steward, {canBeRestored} the sentence saying it can be restored from Recently Deleted',
    },
    deletedWhat: {
      message: 'the steward {name}',
      note: 'Fills the notice after a delete, “Deleted {what}.” and “Restored {what}.”; {name} is the steward’s name',
    },
    quickActions: 'Quick Actions',
    editProfile: 'Edit Profile',
    registerCanoe: 'Register New Canoe',
    printProfile: 'Print Profile',
    fleetSummary: 'Fleet Summary',
    currentCanoes: {
      message: 'Current Canoes',
      note: 'Fleet Summary: how many canoes the steward cares for now',
    },
    historicalCanoes: {
      message: 'Historical Canoes',
      note: 'Fleet Summary: how many canoes the steward cared for in the past',
    },
    earliestYear: {
      message: 'Earliest Year',
      note: 'Fleet Summary: the first year the steward is known to have cared for a canoe',
    },
    yearsActive: { message: 'Years Active', note: 'Fleet Summary: years since the earliest year' },
    contact: { message: 'Contact', note: 'Heading of the steward’s contact details' },
    email: { message: 'Email', note: 'Label of the steward’s email address in its contact details' },
    phone: { message: 'Phone', note: 'Label of a phone number, on a steward’s page and in the form' },
    address: { message: 'Address', note: 'Label of a postal address, on a steward’s page and in the form' },
    website: { message: 'Website', note: 'Label of a web address, on a steward’s page and in the form' },
    home: { message: 'Home', note: 'On a steward’s page: the place the steward is at home' },
    opensInNewTab: {
      message: '(opens in a new tab)',
      note: 'Read by screen readers after the steward’s website link',
    },
    noContact: 'No contact details on record.',
    tabsLabel: {
      message: 'Steward sections',
      note: 'Name of the row of tabs on a steward’s page, for screen readers',
    },
    currentFleet: { message: 'Current Fleet', note: 'A tab of a steward’s page and its heading' },
    tabHistory: { message: 'History', note: 'A tab of a steward’s page: the canoes it cared for' },
    tabAbout: { message: 'About', note: 'A tab of a steward’s page: its description' },
    noFleet: 'No Canoes in Fleet',
    noFleetText: 'This steward has no canoes in their care right now.',
    canoeType: { message: 'Type:', note: 'Label on a canoe’s card in the Current Fleet tab' },
    unknownType: 'Unknown Type',
    bowNumber: { message: 'Bow Number:', note: 'Label on a canoe’s card in the Current Fleet tab' },
    noId: { message: 'No ID', note: 'In place of a canoe’s bow number when it has none' },
    since: {
      message: 'Since:',
      note: 'Label on a canoe’s card in the Current Fleet tab: when the steward began to care for it',
    },
    stewardshipHistory: 'Stewardship History',
    noHistory: 'No Stewardship History',
    noHistoryText: "No canoes have been recorded in this steward's care.",
    historyCaption: {
      message: 'Canoes in the care of {name}, newest first',
      note: 'Caption of the History tab’s table, for screen readers; {name} is the steward',
    },
    columnCanoe: { message: 'Canoe', note: 'Column heading of the History tab’s table' },
    columnBowNumber: { message: 'Bow Number', note: 'Column heading of the History tab’s table' },
    columnFrom: { message: 'From', note: 'Column heading of the History tab’s table: when the care began' },
    columnTo: { message: 'To', note: 'Column heading of the History tab’s table: when the care ended' },
    present: {
      message: 'Present',
      note: 'In the History tab’s To column for a canoe still in the steward’s care',
    },
    aboutName: { message: 'About {name}', note: 'Heading of the About tab; {name} is the steward' },
    noDescription: 'No Description Available',
    noDescriptionText: "This steward's story has not been written yet.",

    // The steward form.
    newLead: 'Add a family, club, museum or organization that cares for koa canoes.',
    editLead: {
      message: 'Update the record of {name}.',
      note: 'Under the form’s heading; {name} is the steward',
    },
    loadFormFailed: {
      message: 'Failed to load steward data: {reason}',
      note: 'When the steward to edit cannot be read; {reason} is the server’s explanation, or “Steward not found”',
    },
    stewardNotFound: {
      message: 'Steward not found',
      note: 'The {reason} of “Failed to load steward data: {reason}”',
    },
    loadingForm: 'Loading steward data...',
    name: { message: 'Name', note: 'Label of the form’s name box' },
    type: { message: 'Type', note: 'Label of the form’s type choice' },
    typeHint: 'A steward with no type is an individual.',
    selectType: { message: 'Select a type', note: 'First choice of the form’s type list: no type chosen' },
    logo: { message: 'Logo', note: 'Label of the form’s logo file field' },
    logoHint: { message: 'JPEG, PNG, GIF or SVG.', note: 'The file types the logo field accepts' },
    currentLogoAlt: {
      message: 'Current logo of {name}',
      note: 'What a screen reader says for the logo already saved, in the form; {name} is the steward',
    },
    currentLogoAltUnnamed: {
      message: 'Current logo of the steward',
      note: 'What a screen reader says for the logo already saved, in the form, before a name is typed',
    },
    chosenLogoAlt: {
      message: 'Chosen logo for {name}',
      note: 'What a screen reader says for the logo file just chosen, in the form; {name} is the steward',
    },
    chosenLogoAltUnnamed: {
      message: 'Chosen logo for the steward',
      note: 'What a screen reader says for the logo file just chosen, in the form, before a name is typed',
    },
    additionalDetails: {
      message: 'Additional Details',
      note: 'A button that opens the form’s section of description, contact and founded year',
    },
    description: 'Description',
    contactEmail: 'Contact Email',
    foundedYear: 'Founded Year',
    createSteward: 'Create Steward',
    updateSteward: 'Update Steward',
    createdLogoFailed:
      'Steward was created but logo upload failed. Please edit the steward to try uploading the logo again.',
    updatedLogoFailed: 'Steward was updated but logo upload failed.',
  },
);
