import { defineMessages } from '../messages.ts';

/** The makers' pages: the list, a maker's page and the maker form. */
export const makersArea = defineMessages('makers', 'The Makers list, a maker’s page and the maker form', {
  // Words shared by the pages.
  makerNumber: {
    message: 'Maker #{id}',
    note: 'A maker whose person has no name; {id} is the maker’s number in the registry',
  },
  roleName: {
    message: '{name}, {role}',
    note: 'A maker named with the role, when one person holds several roles: “Kaleo Akiona, carver”. {role} is one of the lower-case maker types',
  },
  typeName: {
    message:
      '{type, select, carver {Carver} restorer {Restorer} designer {Designer} master {Master} apprentice {Apprentice} other {Unknown}}',
    note: 'A maker type on its own, capitalised: on badges, in the type filter, the form’s select and the list’s Type column; {type} is the stored value (carver, restorer…), never shown',
  },
  typeWord: {
    message:
      '{type, select, carver {carver} restorer {restorer} designer {designer} master {master} apprentice {apprentice} other {unknown}}',
    note: 'A maker type inside a sentence, lower case: “Kaleo Akiona, carver”, “Also listed as apprentice”; {type} is the stored value, never shown',
  },
  canoeCount: {
    message: '{count, plural, one {# canoe} other {# canoes}}',
    note: 'The canoes a maker made or restored, on the maker’s card and the badge on the maker’s page',
  },
  pictureOf: {
    message: 'Picture of {name}',
    note: 'Description of the maker’s picture, for screen readers; {name} is the maker’s name',
  },
  backToMakers: 'Back to Makers',
  addNew: { message: 'Add New Maker', note: 'A button leading to the form for a new maker' },
  canoeNumber: {
    message: 'Canoe #{id}',
    note: 'A canoe with no name yet; {id} is the canoe’s number in the registry',
  },

  // The list.
  listLead: 'The carvers, restorers and designers whose hands shaped and keep the koa canoes.',
  listLoading: 'Loading makers...',
  listFailed: 'Failed to load maker data. Please try again later.',
  searchLandmark: { message: 'Makers', note: 'Name of the list’s search form, for screen readers' },
  searchLabel: 'Search makers by name, type or biography',
  searchPlaceholder: 'Search by name, type or biography...',
  typeFilter: { message: 'Maker type', note: 'Name of the select that filters the list by type' },
  allTypes: { message: 'All types', note: 'The type filter’s choice that shows every maker' },
  sortName: { message: 'Name', note: 'A button that sorts the list by name' },
  sortType: { message: 'Type', note: 'A button that sorts the list by maker type' },
  sortDate: { message: 'Date Added', note: 'A button that sorts the list by when makers were added' },
  resultsFound: {
    message: '{count, plural, one {# maker found} other {# makers found}}',
    note: 'Above the list of makers',
  },
  resultsFoundMatching: {
    message:
      '{count, plural, one {# maker found matching "{search}"} other {# makers found matching "{search}"}}',
    note: 'Above the list of makers after a search; {search} is the text searched for',
  },
  noneTitle: 'No Makers Found',
  noneText: 'Try adjusting your search or filters.',
  tableCaption: {
    message: 'Makers: {line}',
    note: 'The list view’s table, for screen readers; {line} is the line above the list, like “3 makers found”',
  },
  showingFirst: {
    message: 'Showing the first {shown} of {total}. Search or filter to find the others.',
    note: 'Under the list when it holds more makers than a page shows; {shown} and {total} are numbers',
  },
  alsoListedAs: {
    message: 'Also listed as',
    note: 'On a maker’s card, followed by links to the same person’s other roles (“carver, apprentice”), separated by commas',
  },
  columnType: {
    message: 'Type',
    note: 'Column of a table: the maker’s type in the list, the canoe’s type on a maker’s page',
  },
  columnCanoes: {
    message: 'Canoes',
    note: 'Column of the list view: how many canoes each maker made or restored',
  },
  columnAdded: {
    message: 'Added',
    note: 'Column of the list view: the day the maker was added to the registry',
  },

  // A maker's page.
  notFoundText: "The maker you're looking for may have been removed or never existed.",
  loading: 'Loading maker...',
  loadFailed: 'Failed to load maker details. Please try again later.',
  citeKind: {
    message: 'Maker',
    note: 'In the citation under a maker’s page: “Name” Maker record, Koa Canoe Registry.',
  },
  editMaker: { message: 'Edit Maker', note: 'A button on a maker’s page (administrators only)' },
  deletePicture: {
    message: 'Delete Picture',
    note: 'A button under the maker’s picture and the title of its confirmation (administrators only)',
  },
  deletePictureConfirm: {
    message:
      "Are you sure you want to delete the picture of {name}? You can put it back from the maker's history.",
    note: '{name} is the maker’s name',
  },
  deleteMaker: {
    message: 'Delete Maker',
    note: 'A button on a maker’s page and the title of its confirmation (administrators only)',
  },
  deleteMakerConfirm: {
    message: 'Are you sure you want to delete {name}? {canBeRestored}',
    note: '{name} is the maker’s name; {canBeRestored} is the sentence “You can restore it from Recently Deleted.”',
  },
  deletedWhat: {
    message: 'the maker {name}',
    note: 'What was deleted, in the notice after a maker is deleted: “Deleted …” and “Restored …”; {name} is the maker’s name',
  },
  sections: { message: 'Maker sections', note: 'Name of the tabs of a maker’s page, for screen readers' },
  tabAbout: { message: 'About', note: 'Tab of a maker’s page: the biography' },
  tabCanoes: {
    message: '{count, plural, =0 {Canoes} other {Canoes (#)}}',
    note: 'Tab of a maker’s page, with the number of canoes the maker made or restored when there are any',
  },
  biographyHeading: 'Biography',
  noBiographyTitle: 'No Biography Available',
  noBiographyText: "This maker's story has not been written yet.",
  addedToRegistry: {
    message: 'Added to the registry {date}.',
    note: 'Under a maker’s biography; {date} is a day, like “March 4, 2025”',
  },
  canoesHeading: {
    message: 'Canoes',
    note: 'Heading of a maker’s Canoes tab, over the canoes the maker made (or saying there are none)',
  },
  canoesCaption: 'Canoes made with this maker',
  columnCanoe: { message: 'Canoe', note: 'Column of the table of canoes a maker made' },
  columnContribution: {
    message: 'Contribution',
    note: 'Column of the table of canoes a maker made: what the maker did on it',
  },
  unknownType: { message: 'Unknown Type', note: 'A canoe whose type is not recorded' },
  notRecorded: { message: 'Not recorded', note: 'A maker’s contribution to a canoe that is not recorded' },
  restorationsHeading: 'Restorations',
  dateUnknown: { message: 'Date unknown', note: 'A restoration whose date is not known' },
  noCanoesTitle: 'No Canoes Yet',
  noCanoesText: 'No canoes or restorations have been linked to this maker.',

  // The maker form (administrators only).
  formLeadNew: {
    message: 'Record a carver, restorer or designer: the person, their role and their story.',
    note: 'Under the heading of the form for a new maker',
  },
  formLeadEdit: {
    message: 'Update the record of {name}.',
    note: 'Under the heading of the form that edits a maker; {name} is the maker’s name',
  },
  backToMaker: {
    message: 'Back to {name}',
    note: 'A link from the form back to the maker’s page; {name} is the maker’s name',
  },
  formLoading: 'Loading maker data...',
  formLoadFailed: {
    message: 'Failed to load maker data: {reason}',
    note: 'When the maker to edit cannot be loaded; {reason} is “Maker not found” or the server’s explanation',
  },
  formNotFound: 'Maker not found',
  person: { message: 'Person', note: 'Label of the form’s select of people' },
  selectPerson: 'Select a person',
  personNumber: {
    message: 'Person #{id}',
    note: 'A person in the select whose name is not known; {id} is the person’s number',
  },
  addPerson: {
    message: 'Add New Person',
    note: 'A link under the select of people, opening the form for a new person in a new tab',
  },
  opensInNewTab: {
    message: '(opens in a new tab)',
    note: 'Said by screen readers after “Add New Person”',
  },
  onlyMakersHint:
    "Only people who already have a maker role are listed. Choosing anyone else, or adding a person, needs the People area's admin group privileges.",
  makerType: { message: 'Maker Type', note: 'Label of the form’s select of maker types' },
  selectType: 'Select a maker type',
  biographyLabel: { message: 'Biography', note: 'Label of the form’s biography editor' },
  loadingEditor: 'Loading editor...',
  picture: { message: 'Picture', note: 'Label of the form’s picture field' },
  pictureHint: {
    message: 'PNG, JPG, GIF up to {mb} MB, 1-2MB works best. SVG drawings are accepted too.',
    note: 'Under the picture field; {mb} is the largest size allowed, in megabytes',
  },
  currentPictureOf: {
    message: 'Current picture of {name}',
    note: 'Description of the picture the maker has now, for screen readers; {name} is the maker’s name',
  },
  currentPictureNew: {
    message: 'Current picture of the maker',
    note: 'Description of the picture the maker has now, for screen readers, before the maker has a name',
  },
  chosenPictureOf: {
    message: 'Chosen picture of {name}',
    note: 'Description of the picture chosen to upload, for screen readers; {name} is the maker’s name',
  },
  chosenPictureNew: {
    message: 'Chosen picture of the maker',
    note: 'Description of the picture chosen to upload for a new maker, for screen readers',
  },
  createMaker: { message: 'Create Maker', note: 'The button that saves the form for a new maker' },
  updateMaker: { message: 'Update Maker', note: 'The button that saves the form for a maker being edited' },
  createdPictureFailed:
    'Maker was created but picture upload failed. Please edit the maker to try uploading the picture again.',
  updatedPictureFailed: 'Maker was updated but picture upload failed. Please try a smaller image.',
});
