import { defineMessages } from '../messages.ts';

/**
 * The canoe form: adding and editing a canoe, its steps, the pages that add a name or a steward, and the inline forms
 * of a canoe's page (a name, an ownership, a restoration, a race entry), which load only for administrators. The
 * controls around them, which the canoe's tabs carry for everyone, are `canoeAdminArea`.
 */
export const canoeFormArea = defineMessages(
  'canoe-form',
  'The canoe form: adding and editing a canoe, its steps, the pages that add a name or a steward, and the inline forms of a canoe’s page that add or edit a name, steward, restoration or race entry',
  {
    // The canoe form's page.
    newLead: {
      message: 'Record a canoe in the registry, one step at a time. Only what is known needs filling in.',
      note: 'Under the heading of the page that adds a canoe',
    },
    editLead: {
      message: 'Update the record of {name}.',
      note: 'Under the heading of the page that edits a canoe; {name} is the canoe’s name',
    },
    backToCanoes: {
      message: 'Back to Canoes',
      note: 'Link from the canoe form and the add-name and transfer pages back to the Canoe Registry',
    },
    backToCanoe: {
      message: 'Back to {name}',
      note: 'Link at the top of the add-name and transfer pages back to the canoe’s page; {name} is the canoe’s name',
    },
    canoeNotFound: {
      message: 'Canoe Not Found',
      note: 'Heading of the canoe form, add-name or transfer page when the canoe is not in the registry',
    },
    loadCanoeFailed: {
      message: 'Failed to load canoe details.',
      note: 'When the canoe to edit could not be loaded',
    },
    loadCanoeFailedLater: {
      message: 'Failed to load canoe details. Please try again later.',
      note: 'On the add-name page when the canoe could not be loaded',
    },
    loadingCanoe: 'Loading canoe details...',
    canoePageTitle: {
      message: '{page}: {canoe}',
      note: 'The browser tab’s title of the add-name and transfer pages; {page} is the page’s title (Add Name), {canoe} the canoe’s name',
    },

    // The steps.
    stepCounter: {
      message: 'Step {step} of {count}',
      note: 'Above the canoe form’s progress bar; {step} is the step’s number, {count} how many there are (5)',
    },
    stepProgress: {
      message: 'Step {step} of {count}: {name}',
      note: 'What screen readers say for the canoe form’s progress bar; {name} is the step’s name (Basic Details…)',
    },
    formProgress: {
      message: 'Form progress',
      note: 'Name of the canoe form’s progress bar, for screen readers',
    },
    formSteps: {
      message: 'Form steps',
      note: 'Name of the row of the canoe form’s step buttons, for screen readers',
    },
    stepButton: {
      message: 'Step {step}: {name}',
      note: 'A step button of the canoe form, for screen readers; {step} is its number, {name} the step’s name',
    },
    stepButtonErrors: {
      message: 'Step {step}: {name} (has errors)',
      note: 'As “Step {step}: {name}”, for a step with a field in error',
    },
    basicLead: {
      message: 'How the canoe is known and where it came from.',
      note: 'Under the heading of the canoe form’s first step, Basic Details',
    },
    specsLead: {
      message: 'Measurements in feet and pounds; leave blank what is not known.',
      note: 'Under the heading of the canoe form’s step Specifications',
    },
    nameLead: {
      message: 'The name the canoe goes by today, and the year it was given.',
      note: 'Under the heading of the canoe form’s step Name',
    },
    ownershipLead: {
      message: 'The steward who cares for the canoe now, and since when.',
      note: 'Under the heading of the canoe form’s step Ownership',
    },
    notesLead: {
      message: "The canoe's story: its making, voyages, races and the people around it.",
      note: 'Under the heading of the canoe form’s last step, Notes',
    },
    back: { message: 'Back', note: 'Button of the canoe form: to the step before' },
    next: { message: 'Next', note: 'Button of the canoe form: checks this step, then on to the next' },
    createCanoe: { message: 'Create Canoe', note: 'The canoe form’s save button, for a new canoe' },
    updateCanoe: { message: 'Update Canoe', note: 'The canoe form’s save button, for a canoe edited' },
    canoeCreated: {
      message: 'Canoe created',
      note: 'Notice at the top of a new canoe’s page, after it was saved',
    },
    saveCanoeFailed: {
      message: 'Failed to save canoe',
      note: 'Starts “Failed to save canoe: {reason}” when the canoe form could not be saved',
    },
    thisNewCanoe: {
      message: 'this new canoe',
      note: 'Put into “The changes you made to {what} have not been saved.”, when leaving the form of a new canoe',
    },
    thisCanoe: {
      message: 'this canoe',
      note: 'Put into “The changes you made to {what} have not been saved.”, when leaving the form of a canoe edited',
    },
    nameOrBowNumber: {
      message:
        'A new canoe needs a bow number or a name: enter the bow number here, or the name on the Name step.',
      note: 'Under the Bow Number box of a new canoe that has neither a bow number nor a name',
    },
    canoeSourcesHint: {
      message: "Where the canoe's details come from. The public page numbers them in this order.",
      note: 'Under the heading Sources on the canoe form’s Notes step',
    },

    // The fields.
    notes: {
      message: 'Notes',
      note: 'Field of a canoe page’s inline ownership, restoration and race entry forms',
    },
    currentNotes: {
      message: 'Current Notes',
      note: 'Above the canoe’s notes as stored, shown above the editor when a canoe is edited',
    },
    loadingEditor: { message: 'Loading editor...', note: 'While the text editor of the canoe’s notes loads' },
    originalMaker: {
      message: 'Original Maker',
      note: 'Field of the canoe form: the maker who carved the canoe',
    },
    selectMaker: {
      message: 'Select a maker',
      note: 'The first choice of the canoe form’s Original Maker, while none is chosen',
    },
    buildYear: {
      message: 'Build Year',
      note: 'Field of the canoe form: when the canoe was built (a year, “about 1850”, “1960s”…)',
    },
    currentName: { message: 'Current Name', note: 'Field of the canoe form: the name the canoe goes by now' },
    yearNamed: {
      message: 'Year Named',
      note: 'Field of the canoe form: when the canoe was given its current name',
    },
    editNameNote: {
      message:
        "Changing the name here overwrites the canoe's current name (to correct it). To record a new name and keep the old one in the history, use {link} on the canoe's page.",
      note: 'Above the name fields when a canoe is edited; {link} is the link “Add New Name”',
    },
    addNewNameLink: {
      message: 'Add New Name',
      note: 'The link in “…use {link} on the canoe’s page”, to the page that adds a name; and that page’s heading',
    },
    editOwnerNote: {
      message:
        "Choosing another steward here ends the current ownership and starts a new one. To record a transfer with its reason and keep the full history, use {link} on the canoe's page.",
      note: 'Above the steward fields when a canoe is edited; {link} is the link “Record Ownership Change”',
    },
    recordOwnershipChangeLink: {
      message: 'Record Ownership Change',
      note: 'The link in “…use {link} on the canoe’s page”, to the page that records a transfer',
    },
    currentOwner: {
      message: 'Current Owner',
      note: 'Field of the canoe form: the steward who holds the canoe now; the heading of the transfer page’s box of the same',
    },
    selectOwner: {
      message: 'Select an owner',
      note: 'The first choice of a steward select (the canoe form, a canoe page’s ownership form), while none is chosen',
    },
    ownershipStartYear: {
      message: 'Ownership Start Year',
      note: 'Field of the canoe form: since when the steward holds the canoe',
    },
    ownershipStartHint: {
      message: 'Leave blank to start the ownership today.',
      note: 'Under the canoe form’s Ownership Start Year',
    },

    // The choices of makers and stewards.
    ownerChoice: {
      message: '{name} ({type})',
      note: 'A steward in a select of stewards; {name} is its name, {type} its type (Club, Museum…)',
    },
    currentOwnerChoice: {
      message: '{owner} – current owner',
      note: 'The steward who holds the canoe now in the transfer page’s select, not to be chosen; {owner} is “Name (Type)”',
    },

    // Adding a steward, maker or race from within a form.
    addStewardLabel: {
      message: 'Add a new steward',
      note: 'Button under a steward select: opens a dialog that adds a steward',
    },
    addStewardTitle: { message: 'Add New Steward', note: 'Title of the dialog that adds a steward' },
    addStewardText: {
      message:
        'A family, club, museum or organization that cares for koa canoes. Once created, it is chosen in the form beneath.',
      note: 'Under the title of the dialog that adds a steward',
    },
    addMakerLabel: {
      message: 'Add a new maker',
      note: 'Button under a maker select: opens a dialog that adds a maker',
    },
    addMakerTitle: { message: 'Add New Maker', note: 'Title of the dialog that adds a maker' },
    addMakerText: {
      message:
        'A carver, restorer or designer: the person, their role and their story. Once created, the maker is chosen in the form beneath.',
      note: 'Under the title of the dialog that adds a maker',
    },
    addRaceLabel: {
      message: 'Add a new race',
      note: 'Button under the race select of a canoe page’s race entry form: opens a dialog that adds a race',
    },
    addRaceTitle: { message: 'Add New Race', note: 'Title of the dialog that adds a race' },
    addRaceText: {
      message: 'A regatta or crossing. Once created, it is chosen in the race entry form beneath.',
      note: 'Under the title of the dialog that adds a race',
    },
    addedAndSelected: {
      message: '{name} added and selected.',
      note: 'After a steward, maker or race was added from a dialog and chosen in the form; {name} is its name',
    },
    loadingPeople: {
      message: 'Loading people...',
      note: 'In the dialog that adds a maker, while the list of people loads',
    },

    // The add-name page.
    addNameLead: {
      message: 'Give {canoe} a new name.',
      note: 'Under the heading of the add-name page; {canoe} is the canoe’s name, in bold',
    },
    addNameLeadCurrent: {
      message:
        'Its current name, {name}, stays in the Name History and ends on the date the new name is given.',
      note: 'After “Give {canoe} a new name.” when the canoe has a current name; {name} is that name',
    },
    addNameLeadNoCurrent: {
      message: 'The new name becomes its current name.',
      note: 'After “Give {canoe} a new name.” when the canoe has no current name',
    },
    name: {
      message: 'Name',
      note: 'Field of the add-name page and of a canoe page’s inline name form: the canoe’s name',
    },
    nameGivenYear: {
      message: 'Name Given Year',
      note: 'Field of the add-name page: when the canoe was given the new name',
    },
    nameGivenYearHint: {
      message: 'When the canoe was given this name. The current name ends then.',
      note: 'Under the add-name page’s Name Given Year',
    },
    nameGivenYearRequired: {
      message: 'Name Given Year is required',
      note: 'Under the add-name page’s Name Given Year when it is left empty',
    },
    addNameFailed: {
      message: 'Failed to add new name. Please try again.',
      note: 'When the add-name page could not save',
    },
    addName: { message: 'Add Name', note: 'The add-name page’s save button' },
    adding: { message: 'Adding...', note: 'The add-name page’s save button while it saves' },
    nameLanguage: {
      message: 'Language of the name',
      note: 'Field of the forms that add or edit a canoe’s name: ʻŌlelo Hawaiʻi or English',
    },
    nameLanguageHint: {
      message: 'Pages mark the name as this language, so a screen reader says it as it is said.',
      note: 'Under the field “Language of the name”',
    },

    // The transfer page.
    transferLead: {
      message: 'Record that {canoe} has passed to a new steward.',
      note: 'Under the heading of the page Record Ownership Change; {canoe} is the canoe’s name, in bold',
    },
    loadTransferFailed: {
      message: 'Failed to load necessary data. Please try again.',
      note: 'When the page Record Ownership Change could not load the canoe or the stewards',
    },
    currentOwnerSince: {
      message: '{owner} ({type}), since {date}',
      note: 'The current steward on the transfer page; {owner} is its name, a link to its page, {type} its type (Club…), {date} since when it holds the canoe',
    },
    currentOwnerType: {
      message: '{owner} ({type})',
      note: 'The current steward on the transfer page when it is not known since when; {owner} is its name, a link to its page, {type} its type (Club…)',
    },
    noCurrentOwner: {
      message: 'No current owner is recorded for this canoe.',
      note: 'On the transfer page, when the canoe has no current steward',
    },
    transferKeepsHistory: {
      message:
        "Recording a change adds a new ownership record instead of rewriting the old one, so the canoe's history is kept.",
      note: 'In the transfer page’s Current Owner box',
    },
    transferEndsCurrent: {
      message: 'The current ownership ends on the transfer date.',
      note: 'After “Recording a change adds a new ownership record…” when the canoe has a current steward',
    },
    kuleanaHeading: {
      message: 'Passing on the Kuleana',
      note: 'Heading of the note on stewardship on the transfer page; kuleana: responsibility and privilege',
    },
    kuleanaOne: {
      message:
        'A koa waʻa is never simply owned. Whoever keeps it holds its kuleana, the responsibility and privilege of caring for it, paddling it with respect and carrying its story forward for the generations who carved it and those still to come.',
      note: 'First paragraph of the note “Passing on the Kuleana” on the transfer page',
    },
    kuleanaTwo: {
      message:
        "When a canoe passes between hands, that kuleana passes with it. Families, clubs and hālau often mark the moment with protocol: a pule, an oli, a gathering on the beach. Record it under Ceremonial Context so the canoe's story keeps it.",
      note: 'Second paragraph of the note “Passing on the Kuleana”; Ceremonial Context is the name of a field of the form above',
    },
    newOwner: { message: 'New Owner', note: 'Field of the transfer page: the steward the canoe passes to' },
    selectNewOwner: {
      message: 'Select the new owner',
      note: 'The first choice of the transfer page’s New Owner, while none is chosen',
    },
    transferYear: { message: 'Transfer Year', note: 'Field of the transfer page: when the canoe passed' },
    transferYearHint: {
      message: 'When the canoe passed to the new steward; the current ownership ends then.',
      note: 'Under the transfer page’s Transfer Year',
    },
    transferReason: {
      message: 'Reason for Transfer',
      note: 'Field of the transfer page: why the canoe passed (a gift, a sale…)',
    },
    transferReasonPlaceholder: {
      message: 'e.g. Gift, sale, inheritance',
      note: 'Inside the transfer page’s empty Reason for Transfer box',
    },
    ceremonialContext: {
      message: 'Ceremonial Context',
      note: 'Field of the transfer page: the protocol or ceremony that marked the passing',
    },
    ceremonialContextHint: {
      message: 'Any protocol, blessing or gathering that marked the passing of the canoe.',
      note: 'Under the transfer page’s Ceremonial Context',
    },
    transferSourcesHint: {
      message: 'Where the transfer is recorded. The public page numbers them in this order.',
      note: 'Under the heading Sources on the transfer page',
    },
    transferFailed: {
      message: 'Failed to add ownership record. Please try again.',
      note: 'When the transfer page could not save',
    },
    recordTransfer: { message: 'Record Transfer', note: 'The transfer page’s save button' },
    recording: { message: 'Recording...', note: 'The transfer page’s save button while it saves' },
    ownershipHistory: {
      message: 'Ownership History',
      note: 'Heading of the table of every steward so far, at the foot of the transfer page',
    },
    noOwnershipHistory: {
      message: 'No ownership history has been recorded for this canoe.',
      note: 'In place of the transfer page’s Ownership History when there is none',
    },
    owner: {
      message: 'Owner',
      note: 'Column of the transfer page’s Ownership History, and field of a canoe page’s inline ownership form: the steward',
    },
    from: {
      message: 'From',
      note: 'Column of the transfer page’s Ownership History: when the steward began',
    },
    to: { message: 'To', note: 'Column of the transfer page’s Ownership History: when the steward ended' },
    unknown: {
      message: 'Unknown',
      note: 'In the From column of the transfer page’s Ownership History, when the start is not known',
    },
    present: {
      message: 'Present',
      note: 'In the To column of the transfer page’s Ownership History, for the steward who holds the canoe now',
    },

    // The Sources field.
    sources: {
      message: 'Sources',
      note: 'Heading of the list of citations in the forms of a canoe and its names, stewards, restorations and races',
    },
    sourcesHint: {
      message: 'Where these facts come from. The public page numbers them in this order.',
      note: 'Under the heading Sources in a form',
    },
    sourceNumber: {
      message: 'Source {number}',
      note: 'Heading of one citation in a form’s Sources; {number} is its place in the list',
    },
    sourceWhat: {
      message: 'Source {number}: {citation}',
      note: 'Names a saved citation for the button “Who may see this”; {number} is its place in the list, {citation} its text',
    },
    moveSourceUp: {
      message: 'Move source {number} up',
      note: 'Button (an arrow) beside a citation, for screen readers; {number} is its place in the list',
    },
    moveSourceDown: {
      message: 'Move source {number} down',
      note: 'Button (an arrow) beside a citation, for screen readers; {number} is its place in the list',
    },
    removeSource: {
      message: 'Remove source {number}',
      note: 'What screen readers say for the button Remove beside a citation; {number} is its place in the list',
    },
    remove: { message: 'Remove', note: 'Button beside a citation: takes it out of the list' },
    sourceChanged: {
      message:
        'This source was changed elsewhere since the form opened: remove it, and add it again if it is still needed.',
      note: 'Under a citation the server refused because it was changed meanwhile',
    },
    kind: { message: 'Kind', note: 'Field of a citation: what kind of source (a book, a newspaper…)' },
    citation: { message: 'Citation', note: 'Field of a citation: the source’s own words of reference' },
    citationPlaceholder: {
      message: 'Honolulu Advertiser, 3 March 1962, p. 12',
      note: 'Inside an empty Citation box: an example of a newspaper citation',
    },
    link: { message: 'Link', note: 'Field of a citation: a web address where the source can be read' },
    linkHint: {
      message: 'Optional: an address starting with https://',
      note: 'Under a citation’s Link',
    },
    linkPlaceholder: {
      message: 'https://',
      note: 'Inside an empty Link box of a citation: how a web address starts',
    },
    toldBy: {
      message: 'Told by',
      note: 'Field of an oral-history citation: the person who told it',
    },
    tellerNamed: {
      message: 'They agreed to be named on the public pages',
      note: 'Checkbox beside “Told by”: the teller may be named to visitors',
    },
    sourcesLoadFailed: {
      message: 'The sources could not be loaded; they are left as they are.',
      note: 'In place of a form’s Sources when they could not be loaded',
    },
    loadingSources: 'Loading sources...',
    addSource: { message: 'Add Source', note: 'Button under a form’s Sources: adds a citation' },
    sourcesNeedCorrecting: {
      message: 'Please correct the highlighted sources',
      note: 'After “Failed to save …:” when a citation of the form’s Sources needs correcting',
    },

    // A date before the canoe was built.
    beforeBuilt: {
      message:
        '{what, select, name {The canoe was built {built}: a name dated {date} comes before it. Save it anyway if the sources say so.} ownership {The canoe was built {built}: an ownership dated {date} comes before it. Save it anyway if the sources say so.} restoration {The canoe was built {built}: a restoration dated {date} comes before it. Save it anyway if the sources say so.} transfer {The canoe was built {built}: a transfer dated {date} comes before it. Save it anyway if the sources say so.} other {The canoe was built {built}: a record dated {date} comes before it. Save it anyway if the sources say so.}}',
      note: 'Under a form’s date when it comes before the canoe was built; {built} and {date} are dates in words (“about 1850”), {what} is what is dated, never shown',
    },

    // The inline forms of a canoe's page (adding or editing a name, an ownership, a restoration, a race entry).
    startDate: {
      message: 'Start Date',
      note: 'Field of the inline name form: since when the canoe had the name',
    },
    endDate: {
      message: 'End Date',
      note: 'Field of the inline name and restoration forms: when the name or the work ended',
    },

    // The name form.
    newName: { message: 'New Name', note: 'Heading of the inline form that adds a name to a canoe' },
    editName: {
      message: 'Edit Name: {name}',
      note: 'Heading of the inline form that edits a canoe’s name; {name} is the name as stored',
    },
    newNameText: {
      message:
        'A name without an end date becomes the current name; the current name then ends on its start date.',
      note: 'Under the heading New Name',
    },
    editNameText: {
      message: 'A name without an end date is the current name; only one name can be current at a time.',
      note: 'Under the heading “Edit Name: {name}”',
    },
    saveName: { message: 'Save Name', note: 'The inline name form’s save button' },
    addNameInlineFailed: {
      message: 'Failed to add name',
      note: 'Starts “Failed to add name: {reason}” when a name could not be added',
    },
    saveNameFailed: {
      message: 'Failed to save name',
      note: 'Starts “Failed to save name: {reason}” when a name could not be saved',
    },

    // The ownership form.
    newOwnership: { message: 'New Ownership', note: 'Heading of the inline form that adds an ownership' },
    editOwnership: {
      message: 'Edit Ownership: {owner}',
      note: 'Heading of the inline form that edits an ownership; {owner} is the steward’s name',
    },
    newOwnershipText: {
      message:
        'Adding an ownership ends the current open ownership on the new start year. Give an end year to record a past ownership instead.',
      note: 'Under the heading New Ownership',
    },
    editOwnershipText: {
      message:
        'Only the steward who holds the canoe now has no end year; a canoe has one open ownership at a time.',
      note: 'Under the heading “Edit Ownership: {owner}”',
    },
    saveOwnership: { message: 'Save Ownership', note: 'The inline ownership form’s save button' },
    loadStewardsFailed: {
      message: 'Failed to load stewards. Please try again.',
      note: 'In the inline ownership form when the list of stewards could not be loaded',
    },
    loadingStewards: {
      message: 'Loading stewards...',
      note: 'The first choice of the ownership form’s Owner while the stewards load',
    },
    startYear: { message: 'Start Year', note: 'Field of the inline ownership form: since when' },
    endYear: { message: 'End Year', note: 'Field of the inline ownership form: until when' },
    endYearHint: {
      message: 'Leave empty while the steward still holds the canoe.',
      note: 'Under the ownership form’s End Year',
    },
    addOwnershipFailed: {
      message: 'Failed to add ownership',
      note: 'When an ownership could not be added, and the server gave no reason',
    },
    saveOwnershipFailed: {
      message: 'Failed to save ownership',
      note: 'When an ownership could not be saved, and the server gave no reason',
    },
    addOwnershipMarked: {
      message: 'Failed to add ownership: correct the marked field.',
      note: 'When an ownership could not be added and the server’s reasons stand beside the fields',
    },
    saveOwnershipMarked: {
      message: 'Failed to save ownership: correct the marked field.',
      note: 'When an ownership could not be saved and the server’s reasons stand beside the fields',
    },

    // The restoration form.
    newRestoration: {
      message: 'New Restoration',
      note: 'Heading of the inline form that adds a restoration',
    },
    editRestoration: {
      message: 'Edit Restoration',
      note: 'Heading of the inline form that edits a restoration',
    },
    saveRestoration: { message: 'Save Restoration', note: 'The inline restoration form’s save button' },
    year: { message: 'Year', note: 'Field of the inline restoration form: when the work began' },
    yearHint: { message: 'When the work began.', note: 'Under the restoration form’s Year' },
    description: { message: 'Description', note: 'Field of the inline restoration form: what was done' },
    location: { message: 'Location', note: 'Field of the inline restoration form: where the work was done' },
    maker: { message: 'Maker', note: 'Field of the inline restoration form: the maker who did the work' },
    loadingMakers: {
      message: 'Loading makers...',
      note: 'The first choice of the restoration form’s Maker while the makers load',
    },
    noMaker: {
      message: 'No maker chosen',
      note: 'The first choice of the restoration form’s Maker: nobody chosen',
    },
    makersFailed: {
      message: 'The makers could not be loaded.',
      note: 'Under the restoration form’s Maker when the makers could not be loaded',
    },
    doneBy: {
      message: 'Done by {name}, who is not a maker; choosing a maker replaces them.',
      note: 'Under the restoration form’s Maker when the work was done by a person who is not a maker; {name} is the person',
    },
    doneByUnnamed: {
      message: 'Done by a person, who is not a maker; choosing a maker replaces them.',
      note: 'As “Done by {name}…”, when the person has no name',
    },
    makerHint: {
      message: 'The maker who did the work, if known.',
      note: 'Under the restoration form’s Maker',
    },
    addRestorationFailed: {
      message: 'Failed to add restoration',
      note: 'Starts “Failed to add restoration: {reason}” when a restoration could not be added',
    },
    saveRestorationFailed: {
      message: 'Failed to save restoration',
      note: 'Starts “Failed to save restoration: {reason}” when a restoration could not be saved',
    },

    // The race entry form.
    newRaceEntry: { message: 'New Race Entry', note: 'Heading of the inline form that adds a race entry' },
    editRaceEntry: {
      message: 'Edit Race Entry: {race}',
      note: 'Heading of the inline form that edits a race entry; {race} is the race’s name',
    },
    editRaceEntryYear: {
      message: 'Edit Race Entry: {race} ({year})',
      note: 'As “Edit Race Entry: {race}”, for a race whose year is known; {year} is the year in words (“1998”, “about 1998”)',
    },
    editRaceEntryText: {
      message: 'To move this entry to another race, delete it and add it to that race.',
      note: 'Under the heading “Edit Race Entry: {race}”',
    },
    saveRaceEntry: { message: 'Save Race Entry', note: 'The inline race entry form’s save button' },
    loadRacesFailed: {
      message: 'Failed to load races. Please try again.',
      note: 'In the race entry form when the list of races could not be loaded',
    },
    race: { message: 'Race', note: 'Field of the race entry form: the race the canoe paddled' },
    raceChoice: {
      message: '{race} ({year})',
      note: 'A race in the race entry form’s select, with its year; {year} is the year in words (“1998”, “about 1998”)',
    },
    loadingRaces: {
      message: 'Loading races...',
      note: 'The first choice of the race entry form’s Race while the races load',
    },
    selectRace: {
      message: 'Select a race',
      note: 'The first choice of the race entry form’s Race, while none is chosen',
    },
    position: { message: 'Position', note: 'Field of the race entry form: the canoe’s finishing place' },
    paddlerName: {
      message: 'Paddler Name',
      note: 'Field of the race entry form: the paddler, crew or club',
    },
    time: {
      message: 'Time',
      note: 'Heading of the race entry form’s hours, minutes and seconds: the finishing time',
    },
    timeHint: {
      message: 'Leave all three empty if no time was recorded; an empty part counts as 0.',
      note: 'Under the race entry form’s Time',
    },
    hours: { message: 'Hours', note: 'Field of the race entry form’s Time' },
    minutes: { message: 'Minutes', note: 'Field of the race entry form’s Time' },
    seconds: { message: 'Seconds', note: 'Field of the race entry form’s Time' },
    addRaceEntryFailed: {
      message: 'Failed to add race participation',
      note: 'Starts “Failed to add race participation: {reason}” when a race entry could not be added',
    },
    saveRaceEntryFailed: {
      message: 'Failed to save race participation',
      note: 'Starts “Failed to save race participation: {reason}” when a race entry could not be saved',
    },
    // Quick Actions, the administrators' shortcuts beside a canoe's page.
    quickActions: { message: 'Quick Actions', note: 'Administrators’ shortcuts beside a canoe’s page' },
    editCanoeDetails: 'Edit Canoe Details',
    addNewName: 'Add New Name',
    changeOwnership: 'Change Ownership',
    uploadPhotos: 'Upload Photos',
    addRestoration: 'Add Restoration',
  },
);
