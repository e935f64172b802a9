import { defineMessages } from '../messages.ts';

/** The People pages (the group named admin only): the list, a person's page and the person form. */
export const peopleArea = defineMessages(
  'people',
  'The People pages, seen only by the People area’s administrators: the list, a person’s page and the person form',
  {
    // Shared by the pages.
    backToPeople: 'Back to People',
    addPerson: {
      message: 'Add New Person',
      note: 'A link to the form for a new person, above the list and in its empty state',
    },
    email: {
      message: 'Email',
      note: 'Label of a person’s email address: on a person’s page and in the form',
    },
    phone: {
      message: 'Phone',
      note: 'Label of a person’s phone number: on a person’s page, in the form, and a column heading of the list view’s table',
    },
    emailPrefix: {
      message: 'Email:',
      note: 'Read by screen readers before a person’s email address, on a card of the list and under the name on a person’s page',
    },
    phonePrefix: {
      message: 'Phone:',
      note: 'Read by screen readers before a person’s phone number, on a card of the list and under the name on a person’s page',
    },

    // The list.
    lead: 'Manage the individuals linked to canoe making and restoration: carvers, restorers and others whose work the registry records.',
    loadingPeople: 'Loading people...',
    listFailed: 'Failed to load people data. Please try again later.',
    filtersLabel: {
      message: 'People',
      note: 'Name of the search form above the list, for screen readers',
    },
    searchLabel: 'Search people by name, email or phone',
    searchPlaceholder: 'Search by name, email or phone...',
    sortName: {
      message: 'Name',
      note: 'Sorts the list by name: a sort button above the grid, and the sortable heading of the list view’s column',
    },
    sortEmail: {
      message: 'Email',
      note: 'Sorts the list by email: a sort button above the grid, and the sortable heading of the list view’s column',
    },
    sortCreated: {
      message: 'Created',
      note: 'Sorts the list by when people were added: a sort button above the grid, and the sortable heading of the list view’s column',
    },
    found: {
      message: '{count, plural, one {# person found} other {# people found}}',
      note: 'The line above the list’s results',
    },
    foundMatching: {
      message:
        '{count, plural, one {# person found matching "{search}"} other {# people found matching "{search}"}}',
      note: 'The line above the list’s results after a search; {search} is the text searched for',
    },
    tableCaption: {
      message: 'People: {line}',
      note: 'Caption of the list view’s table, for screen readers; {line} is the line above the list, like “3 people found”',
    },
    noneFound: 'No People Found',
    noneFoundText: 'Try adjusting your search filters or add a new person.',
    pastTheEndNoun: {
      message: 'People',
      note: 'Fills “No {noun} on This Page”, when a page number is past the end of the list',
    },
    viewDetails: {
      message: 'View Details',
      note: 'Link at the foot of a person’s card in the list, to the person’s page',
    },
    viewDetailsOf: {
      message: 'View Details of {name}',
      note: 'What screen readers say for the “View Details” link of a card, so best begun with the same words; {name} is the person’s name',
    },

    // A person's page.
    notFoundText: "The person you're looking for may have been removed or never existed.",
    loadingPerson: 'Loading person details...',
    loadFailed: 'Failed to load person details. Please try again later.',
    edit: { message: 'Edit', note: 'Button at the top of a person’s page, to the person form' },
    delete: {
      message: 'Delete',
      note: 'Button at the top of a person’s page; it asks before the person is deleted',
    },
    deletePerson: {
      message: 'Delete Person',
      note: 'A button of Quick Actions on a person’s page, and the title of the dialog that asks before the delete',
    },
    deletePersonConfirm: {
      message: 'Are you sure you want to delete {name}? {canBeRestored}',
      note: 'The dialog before a person is deleted; {name} is the person’s name, {canBeRestored} the sentence “You can restore it from Recently Deleted.”',
    },
    deleteFailed: {
      message: 'Failed to delete person. Please try again.',
      note: 'When deleting a person fails; when trying again would not help (the person is still a maker), “Please try again.” is replaced by the server’s reason',
    },
    deletedWhat: {
      message: 'the person {name}',
      note: 'Fills the notice after a delete, “Deleted {what}.” and “Restored {what}.”; {name} is the person’s name',
    },
    quickActions: {
      message: 'Quick Actions',
      note: 'Heading of the box of links beside a person’s tabs',
    },
    editInformation: { message: 'Edit Information', note: 'Quick Actions: to the person form' },
    addAsMaker: {
      message: 'Add as Maker',
      note: 'Quick Actions: to the maker form, with this person chosen',
    },
    sections: {
      message: 'Person sections',
      note: 'Name of the row of tabs on a person’s page, for screen readers',
    },
    tabDetails: {
      message: 'Details',
      note: 'A tab of a person’s page: contact, system information, picture',
    },
    tabMakerRoles: {
      message: 'Maker Roles',
      note: 'A tab of a person’s page and its heading: the person’s maker records',
    },
    contactInformation: 'Contact Information',
    systemInformation: {
      message: 'System Information',
      note: 'Heading of the part of a person’s page with the record’s number and when it was added and changed',
    },
    id: { message: 'ID', note: 'System Information: the person’s number in the registry' },
    createdAt: {
      message: 'Created At',
      note: 'System Information: when the person was added, a day and time',
    },
    lastUpdated: {
      message: 'Last Updated',
      note: 'System Information: when the person was last changed, a day and time',
    },
    profilePicture: {
      message: 'Profile Picture',
      note: 'Heading of the part of a person’s page with the picture and its upload box',
    },
    noProfilePicture: {
      message: 'No Profile Picture',
      note: 'In place of the picture of a person who has none',
    },
    profilePictureOf: {
      message: 'Profile picture of {name}',
      note: 'Description of a person’s picture, for screen readers; {name} is the person’s name',
    },
    uploadTitle: {
      message: 'Upload Profile Picture',
      note: 'Heading of the box that uploads a person’s picture',
    },
    pictureFile: { message: 'Picture file', note: 'Label of the upload box’s file field' },
    pictureHint: { message: 'JPEG, PNG, GIF or SVG.', note: 'The file types the upload box accepts' },
    imageType: {
      message: 'Please select a valid image file (JPEG, PNG, GIF, or SVG)',
      note: 'When the file chosen in the upload box is not a picture of these kinds',
    },
    uploading: { message: 'Uploading...', note: 'The Upload Picture button while the picture is sent' },
    uploadPicture: { message: 'Upload Picture', note: 'The button that sends the chosen picture' },
    pictureUpdated: {
      message: 'Profile picture updated.',
      note: 'Beside the Upload Picture button once the new picture is saved',
    },
    uploadFailed: {
      message: 'Failed to upload image. Please try again.',
      note: 'When the upload fails; when trying again would not help (not a picture), “Please try again.” is replaced by the server’s reason',
    },

    // The Maker Roles tab.
    addMakerRole: {
      message: 'Add Maker Role',
      note: 'A link from the Maker Roles tab to the maker form, with this person chosen',
    },
    loadingRoles: 'Loading maker roles...',
    rolesFailed: 'Failed to load maker roles. Please try again later.',
    noRoles: { message: 'No Maker Roles', note: 'Heading of the Maker Roles tab when the person has none' },
    noRolesText: "This person doesn't have any maker roles assigned.",
    rolesCaption: {
      message: 'Maker roles of {name}',
      note: 'Caption of the table of a person’s maker roles, for screen readers; {name} is the person’s name',
    },
    columnMakerType: { message: 'Maker Type', note: 'Column heading of the table of a person’s maker roles' },
    columnBiography: {
      message: 'Biography',
      note: 'Column heading of the table of a person’s maker roles: the start of the maker’s biography',
    },
    columnCreated: {
      message: 'Created',
      note: 'Column heading of the table of a person’s maker roles: the day the role was added',
    },
    roleRecord: {
      message: '{type} role',
      note: 'Names a maker role for screen readers, after “View” and “Edit” in its row: “View Carver role”; {type} is the maker type, capitalised (Carver, Restorer…)',
    },

    // The person form.
    leadNew: {
      message: 'Record someone linked to canoe making or restoration.',
      note: 'Under the heading of the form for a new person',
    },
    leadEdit: {
      message: 'Update the contact details of {name}.',
      note: 'Under the heading of the form that edits a person; {name} is the person’s name',
    },
    formLoadFailed: {
      message: 'Failed to load person data: {reason}',
      note: 'When the person to edit cannot be loaded; {reason} is “Person not found” or the server’s explanation',
    },
    formNotFound: {
      message: 'Person not found',
      note: 'The {reason} of “Failed to load person data: {reason}”',
    },
    formLegend: {
      message: 'Person details',
      note: 'Name of the form’s fields as a group, for screen readers',
    },
    name: { message: 'Name', note: 'Label of the form’s name box' },
    namePlaceholder: { message: 'Enter full name', note: 'Shown in the empty name box of the form' },
    emailPlaceholder: {
      message: 'name@example.com',
      note: 'Shown in the empty email box of the form: an example of an email address',
    },
    formHint: 'Only the name is required. Maker roles can be assigned after the person has been created.',
    saving: { message: 'Saving...', note: 'The form’s save button while it saves' },
    createPerson: { message: 'Create Person', note: 'The button that saves the form for a new person' },
    updatePerson: {
      message: 'Update Person',
      note: 'The button that saves the form for a person being edited',
    },
    saveFailed: {
      message: 'Failed to save person',
      note: 'Starts the sentence when the form cannot be saved, followed by a colon and the reason',
    },
  },
);
