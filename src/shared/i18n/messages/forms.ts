import { defineMessages } from '../messages.ts';

/**
 * The parts every form shares (src/web/components/form/): buttons, the reason for a change, date boxes, the canoe
 * picker, names already in the registry, the dialog that adds a record, images to upload, the text editors'
 * toolbars and the question before leaving unsaved changes.
 */
export const forms = defineMessages(
  'forms',
  'Parts shared by the forms: administrators’ forms of canoes, stewards, makers and races, and the share form',
  {
    // Buttons and the frame of a form page.
    cancel: { message: 'Cancel', note: 'Button beside a form’s submit button: leaves without saving' },
    saving: { message: 'Saving...', note: 'A form’s submit button while the form saves' },
    loadingFormData: {
      message: 'Loading form data...',
      note: 'While a form’s choices (steward, maker and type lists) load',
    },
    formDataFailed: {
      message: 'Failed to load form data: {reason}',
      note: 'Above a form whose choices (steward, maker and type lists) failed to load; {reason} is the error’s own words',
    },

    // The reason for a change (administrators).
    changeReason: {
      message: 'Reason for this change',
      note: 'Label of an optional box in administrators’ forms; what is typed is kept with the change in the history',
    },
    changeReasonHint: {
      message: "Optional: kept in the record's history for administrators.",
      note: 'Under the box “Reason for this change”',
    },

    // Date boxes.
    dateExamples: {
      message: 'e.g. 1962, March 1962, about 1850, 1960s, 1962-1965, before 1900',
      note: 'Shown in an empty date box: examples of what may be typed. Dates are still read as typed in English',
    },
    dateHint: {
      message: 'A year, month or day, “about 1850”, “1960s”, “1962–1965” or “before 1900”.',
      note: 'Under an empty date box: what it accepts. Dates are still read as typed in English',
    },
    dateReads: {
      message: 'Reads “{date}”',
      note: 'Under a date box: how the typed date will read on the page; {date} is the date in words (“about 1850”)',
    },

    // The canoe picker (race results, the share form).
    canoe: {
      message: 'Canoe',
      note: 'Label of the field that chooses a canoe of the registry: a search box, or the canoe chosen',
    },
    chooseAnother: {
      message: 'Choose another canoe',
      note: 'Button beside the canoe chosen in the canoe field: back to the search box',
    },
    searching: {
      message: 'Searching...',
      note: 'Under the canoe field’s search box while the registry is searched',
    },
    noMatches: {
      message: 'No canoes match "{search}".',
      note: 'Under the canoe field’s search box; {search} is the text typed',
    },
    someMatches: {
      message: 'Showing {count} of {total} canoes: type more to narrow the list.',
      note: 'Under the canoe field’s search box when more canoes match than are listed; {count} are listed, {total} match',
    },
    matchCount: {
      message: '{count, plural, one {# canoe matches} other {# canoes match}}.',
      note: 'Under the canoe field’s search box: how many canoes match what is typed',
    },
    matchingCanoes: {
      message: 'Matching canoes',
      note: 'Name of the list of canoes matching the canoe field’s search, for screen readers',
    },
    noDetails: {
      message: 'No details recorded',
      note: 'Under a canoe’s name in the canoe field’s list when it has no type, build date or steward',
    },

    // Names already in the registry (before a steward, maker, race or canoe is made).
    duplicateSame: {
      message:
        '{kind, select, maker {A maker of this name is already in the registry} steward {A steward of this name is already in the registry} race {A race of this name is already in the registry} canoe {A canoe of this name is already in the registry} other {A record of this name is already in the registry}}',
      note: 'Heading when a record of the same name exists, shown before a new one is made; {kind} is what is made (maker, steward…), never shown',
    },
    duplicateClose: {
      message:
        '{kind, select, maker {{count, plural, one {A maker with a close name is already in the registry} other {Makers with a close name are already in the registry}}} steward {{count, plural, one {A steward with a close name is already in the registry} other {Stewards with a close name are already in the registry}}} race {{count, plural, one {A race with a close name is already in the registry} other {Races with a close name are already in the registry}}} canoe {{count, plural, one {A canoe with a close name is already in the registry} other {Canoes with a close name are already in the registry}}} other {{count, plural, one {A record with a close name is already in the registry} other {Records with a close name are already in the registry}}}}',
      note: 'As the heading of a record of the same name, for records of a close name; {kind} as there, {count} how many are listed',
    },
    duplicatesLabel: {
      message:
        '{kind, select, maker {Existing makers} steward {Existing stewards} race {Existing races} canoe {Existing canoes} other {Existing records}}',
      note: 'Name of the box listing records of the same or a close name, for screen readers; {kind} is what is made, never shown',
    },
    duplicateAdvice: {
      message:
        'Nothing has been made yet. If it is one of these, use it rather than adding the same {kind, select, maker {maker} steward {steward} race {race} canoe {canoe} other {record}} twice.',
      note: 'Under the heading of records of the same or a close name; {kind} is what is made, never shown',
    },
    sameName: {
      message: 'Same name',
      note: 'Beside a record listed as already in the registry: its name is the name typed',
    },
    closeName: {
      message: 'Close name',
      note: 'Beside a record listed as already in the registry: its name is close to the name typed',
    },
    useThisOne: {
      message: 'Use this one',
      note: 'Button beside a record already in the registry: chooses it instead of making a new one',
    },
    useThisOneLabel: {
      message: 'Use this one: {name}',
      note: 'What screen readers say for the button “Use this one”; {name} is the record’s name',
    },
    useThisOneDetailLabel: {
      message: 'Use this one: {name} ({detail})',
      note: 'As “Use this one: {name}”, for a record with a detail; {detail} tells it apart (its years, its steward)',
    },
    createAnyway: {
      message:
        'Create “{name}” as a new {kind, select, maker {maker} steward {steward} race {race} canoe {canoe} other {record}} anyway',
      note: 'Button under records of the same or a close name: makes the new record all the same; {name} is the name typed, {kind} what is made, never shown',
    },

    // The dialog that adds a steward, maker or race without leaving the form.
    savedNow: {
      message: 'It is saved as soon as it is created, even if you then leave the form beneath.',
      note: 'Ends the description of a dialog that adds a steward, maker or race from within another form',
    },
    savedEvenIfLeft: {
      message: 'It is saved now, even if you leave this form.',
      note: 'After the sentence saying a record was added from a dialog and chosen (“Kaiola Club added and selected.”)',
    },
    chosenExisting: {
      message: '{name} selected; nothing new was added.',
      note: 'When a record already in the registry is chosen in a dialog instead of adding one; {name} is its name',
    },
    close: {
      message: 'Close',
      note: 'Button (an ×) that closes the dialog adding a record, for screen readers',
    },

    // Images to upload (a steward’s logo, a maker’s picture).
    replaceImage: {
      message: 'Replace {label}',
      note: 'Label of the file box when there is an image already; {label} is the field’s own name (Logo, Picture)',
    },
    removeChosenFile: {
      message: 'Remove chosen file',
      note: 'Button under a file box: forgets the image chosen for upload',
    },

    // The text editors' toolbars.
    formatting: { message: 'Formatting', note: 'Name of a text editor’s toolbar, for screen readers' },
    bold: { message: 'Bold', note: 'Toolbar button of a text editor' },
    italic: { message: 'Italic', note: 'Toolbar button of a text editor' },
    link: { message: 'Link', note: 'Toolbar button of a text editor: links the selected words' },
    linkAddress: {
      message: 'Link address',
      note: 'The browser’s question after the Link button: the address the selected words link to',
    },
    undo: { message: 'Undo', note: 'Toolbar button of a text editor' },
    redo: { message: 'Redo', note: 'Toolbar button of a text editor' },
    heading: { message: 'Heading', note: 'Toolbar button of the notes and biography editor' },
    subheading: { message: 'Subheading', note: 'Toolbar button of the notes and biography editor' },
    bulletedList: { message: 'Bulleted list', note: 'Toolbar button of the notes and biography editor' },
    numberedList: { message: 'Numbered list', note: 'Toolbar button of the notes and biography editor' },
    quote: { message: 'Quote', note: 'Toolbar button of the notes and biography editor' },
    image: { message: 'Image', note: 'Toolbar button of the notes and biography editor: adds an image' },
    table: { message: 'Table', note: 'Toolbar button of the notes and biography editor: adds a table' },
    imageAddress: {
      message: 'Image address (a photo, logo or picture of this archive)',
      note: 'The browser’s question after the Image button of the notes and biography editor',
    },
    notAnArchiveImage: {
      message:
        "Only photos, logos and pictures stored in this archive can be shown in the text. Upload the picture to the archive first, then use its address (right-click it and copy the image's address).",
      note: 'The browser’s alert when the address given after the Image button is not one of the archive’s images',
    },

    // Leaving unsaved changes.
    leaveTitle: {
      message: 'Leave without saving?',
      note: 'Title of the dialog shown when leaving a form whose changes are not saved',
    },
    leaveDescription: {
      message: 'The changes you made to {what} have not been saved. If you leave now, they will be lost.',
      note: 'In the dialog “Leave without saving?”; {what} is what the form edits, in words (“this canoe”, “this new canoe”)',
    },
    stay: {
      message: 'Stay on this page',
      note: 'Button of the dialog “Leave without saving?”: back to the form',
    },
    leave: {
      message: 'Leave without saving',
      note: 'Button of the dialog “Leave without saving?”: leaves, and the changes are lost',
    },
  },
);
