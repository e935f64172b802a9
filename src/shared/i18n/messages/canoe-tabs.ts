import { defineMessages } from '../messages.ts';

/** A canoe’s page, its tabs after the first: names, stewards, restorations, races, media and stories. */
export const canoeTabsArea = defineMessages(
  'canoe-tabs',
  'A canoe’s page, its tabs after the first: names, stewards, restorations, races, media and stories',
  {
    // Shared by the tabs.
    unknownDate: {
      message: 'Unknown',
      note: 'In the Name History and Ownership tables, in place of a start date nobody recorded',
    },

    // Name History.
    nameColumn: { message: 'Name', note: 'Column of the Name History table: the canoe’s names' },
    yearAssigned: {
      message: 'Year Assigned',
      note: 'Column of the Name History table: when a name was given',
    },
    yearEnded: { message: 'Year Ended', note: 'Column of the Name History table: when a name was given up' },
    nameCurrent: {
      message: 'Current',
      note: 'In the Year Ended column of Name History: the name is still the canoe’s name',
    },
    protectName: {
      message: 'The name {name}',
      note: 'What the “Who may see this” dialog beside a name is about; {name} is the canoe’s name',
    },

    // Ownership.
    stewardColumn: { message: 'Steward', note: 'Column of the Ownership table: who held the canoe' },
    fromColumn: { message: 'From', note: 'Column of the Ownership table: when a steward took the canoe' },
    toColumn: { message: 'To', note: 'Column of the Ownership table: when a steward gave the canoe up' },
    notesColumn: { message: 'Notes', note: 'Column of the Ownership table' },
    ownershipPresent: {
      message: 'Present',
      note: 'In the To column of the Ownership table: the steward still holds the canoe',
    },
    transferReason: {
      message: 'Reason for transfer: {reason}',
      note: 'In the Notes column of the Ownership table; {reason} is why the canoe changed hands (“Gift”)',
    },
    ownershipLabel: {
      message: '{owner}, {start} to {end}',
      note: 'Names an ownership for screen readers (the Edit and Delete buttons of its row) and its sources; {owner} is the steward, {start} and {end} dates (“1950”, “June 1980”)',
    },
    ownershipLabelOpen: {
      message: '{owner}, {start} to present',
      note: 'As “{owner}, {start} to {end}”, for a steward who still holds the canoe',
    },
    protectOwnership: {
      message: 'The ownership of {ownership}',
      note: 'What the “Who may see this” dialog beside an ownership is about; {ownership} is “Keawe ʻOhana, 1950 to June 1980”',
    },

    // Restorations.
    restorationBy: {
      message: 'Restoration by {restorer}',
      note: 'Heading of a restoration’s card; {restorer} is who did the work, a link to their page',
    },
    restoration: {
      message: 'Restoration',
      note: 'Heading of a restoration’s card when nobody is recorded as its restorer',
    },
    makerNumber: {
      message: 'Maker #{id}',
      note: 'A restorer without a name, who is a maker; {id} is the maker’s number in the archive',
    },
    personNumber: {
      message: 'Person #{id}',
      note: 'A restorer without a name, who is a person; {id} is the person’s number in the archive',
    },
    restorationSpan: {
      message: '{start} – {end}',
      note: 'When a restoration was done, from its start to its end; {start} and {end} are dates (“March 1, 1990”)',
    },
    restorationLabel: {
      message: '{restorer}, {date}',
      note: 'Names a restoration for screen readers (its Edit and Delete buttons); {restorer} is who did it, {date} when',
    },
    protectRestoration: {
      message: 'The restoration {restoration}',
      note: 'What the “Who may see this” dialog beside a restoration is about; {restoration} is “Leilani Pāhoa, March 1, 1990”',
    },

    // Race History.
    raceColumn: { message: 'Race', note: 'Column of the Race History table' },
    yearColumn: { message: 'Year', note: 'Column of the Race History table: the race’s year' },
    paddlerColumn: {
      message: 'Paddler',
      note: 'Column of the Race History table: the paddler, crew or club who paddled the canoe',
    },
    positionColumn: {
      message: 'Position',
      note: 'Column of the Race History table: the canoe’s finishing place',
    },
    timeColumn: { message: 'Time', note: 'Column of the Race History table: the canoe’s finishing time' },
    entryLabel: {
      message: '{race}, {year}',
      note: 'Names a race entry for screen readers (its Edit and Delete buttons) and its sources; {race} is the race’s name, {year} its year',
    },
    protectEntry: {
      message: 'The race entry {entry}',
      note: 'What the “Who may see this” dialog beside a race entry is about; {entry} is “Kaʻiwi Channel Classic, 2019”',
    },

    // Media.
    media: { message: 'Media', note: 'Heading of the Media tab: the canoe’s photos' },
    viewAllPhotos: { message: 'View all photos', note: 'Link from the Media tab to the canoe’s photos page' },
    mediaRecordings: {
      message: 'Recordings',
      note: 'Heading on the Media tab of the canoe’s recorded voices (sound or video), listed under the photos',
    },
    mediaRecordingsLead: {
      message: 'Each plays on the Stories tab, with its transcript beside it.',
      note: 'Under the heading of the recordings on the Media tab',
    },
    uploadPhotos: {
      message: 'Upload Photos',
      note: 'Administrators’ link from the Media tab to the photos page, where they upload',
    },
    noPhotos: 'No photos available for this canoe.',
    noOtherPhotos: {
      message: 'No other photos available for this canoe.',
      note: 'In the Media tab when the only photos are kept from the reader (a line above says so)',
    },
    openPhoto: {
      message: 'Open photo {number} in the photo viewer',
      note: 'For screen readers: a photo of the Media tab, a link to the photos page; {number} is its place (1, 2…)',
    },
    openPhotoTitled: {
      message: 'Open photo {number} in the photo viewer: {title}',
      note: 'As “Open photo {number} in the photo viewer”, for a photo with a caption; {title} is the caption',
    },
    photoAlt: {
      message: '{canoe}, photo {number}',
      note: 'What screen readers say for a photo without a caption; {canoe} is the canoe’s name, {number} the photo’s place (1, 2…)',
    },
    protectPhoto: {
      message: 'The photo “{title}”',
      note: 'What the “Who may see this” dialog beside a photo is about; {title} is its caption',
    },
    protectPhotoNumber: {
      message: 'Photo {number} of {canoe}',
      note: 'As “The photo “{title}””, for a photo without a caption; {number} is its place (1, 2…), {canoe} the canoe’s name',
    },

    // Stories.
    stories: { message: 'Stories', note: 'Heading of the Stories tab' },
    shareStory: {
      message: 'Share a story',
      note: 'Link from the Stories tab to the form where anyone may send a story about the canoe',
    },
    loadingStories: 'Loading stories...',
    loadStoriesFailed: 'Failed to load stories. Please try again later.',
    noStories: 'No stories have been shared about this canoe yet.',
    noOtherStories: {
      message: 'No other stories have been shared about this canoe yet.',
      note: 'In the Stories tab when the only stories are kept from the reader (a line above says so)',
    },
    sharedBy: {
      message: 'Shared by {name}',
      note: 'A story’s heading when it has no title, and the line under a titled one; {name} is the name its sender chose to show',
    },
    sharedByOn: {
      message: 'Shared by {name} on {day}',
      note: 'Under a story’s title; {name} is the name its sender chose to show, {day} the day it was shared (“March 3, 2025”)',
    },
    storyLicence: {
      message: 'Licence: {licence}',
      note: 'At the foot of a story: how it may be reused; {licence} is the licence’s name (“CC BY 4.0”) or “Not recorded”',
    },
    licenceNotRecorded: {
      message: 'Not recorded',
      note: 'In “Licence: {licence}” under a story whose sender gave no licence',
    },
    changeStoryLabels: {
      message: 'Change the story’s labels',
      note: 'Administrators: opens the choice of a story’s Traditional Knowledge labels',
    },
    storyLabelsHeading: 'Traditional Knowledge labels of this story',
    protectStory: {
      message: 'The story “{title}”',
      note: 'What the “Who may see this” dialog beside a story is about; {title} is its title',
    },
    protectStoryShared: {
      message: 'The story shared by {name}',
      note: 'As “The story “{title}””, for a story without a title; {name} is the name its sender chose to show',
    },
    // An administrator's Edit Story: the story's English and ʻŌlelo Hawaiʻi text (decision 027).
    editStory: {
      message: 'Edit Story',
      note: 'Administrators’ button beside a story: opens a form to add or correct its English and Hawaiian text',
    },
    editStoryTitled: {
      message: 'Edit story {title}',
      note: 'For screen readers: the Edit Story button beside a story; {title} is its title',
    },
    editStoryShared: {
      message: 'Edit story shared by {name}',
      note: 'For screen readers: the Edit Story button beside a story without a title; {name} is the name its sender chose to show',
    },
    editStoryHeading: {
      message: 'The story’s text',
      note: 'Heading of the Edit Story form, which holds the story in English and in ʻŌlelo Hawaiʻi',
    },
    storyText: {
      message: 'Story',
      note: 'Label of the Edit Story form’s box for the story’s English text (its Hawaiian box says “Story in ʻŌlelo Hawaiʻi”)',
    },
    toldOf: {
      message: 'When it tells of',
      note: 'A date box of the Edit Story form: the time the story is about (not when it was shared)',
    },
    toldOfHint: {
      message: 'The time the story is about, not when it was shared. Leave it empty if nobody knows.',
      note: 'Under the “When it tells of” box of the Edit Story form',
    },
    tellsOf: {
      message: 'Tells of {when}',
      note: 'Under a story’s title: the time it is about; {when} is a date in words (“about 1925”, “the 1920s”)',
    },
    storyTextHint: {
      message: 'Paragraphs, bold, italic and links. Leave one language empty if the story has no text in it.',
      note: 'Under each text box of the Edit Story form',
    },
    saveStory: { message: 'Save Story', note: 'The Edit Story form’s save button' },
    saveStoryFailed: {
      message: 'Failed to save story',
      note: 'Followed by “: ” and the server’s reason, when a story’s text could not be saved',
    },
    deleteStory: { message: 'Delete', note: 'Administrators’ button beside a story' },
    deleteStoryTitled: {
      message: 'Delete story {title}',
      note: 'For screen readers: the Delete button beside a story; {title} is its title',
    },
    deleteStoryShared: {
      message: 'Delete story shared by {name}',
      note: 'For screen readers: the Delete button beside a story without a title; {name} is the name its sender chose to show',
    },
    deleteStoryConfirm: {
      message:
        "Delete “{title}”? It leaves the canoe's page; the change history keeps it, and it can be restored from Recently Deleted.",
      note: 'The question before a story is deleted; {title} is its title',
    },
    deleteStoryConfirmShared: {
      message:
        "Delete “the story shared by {name}”? It leaves the canoe's page; the change history keeps it, and it can be restored from Recently Deleted.",
      note: 'As the question before a titled story is deleted, for one without a title; {name} is the name its sender chose to show',
    },
    deleteStoryFailed: {
      message: 'Failed to delete story',
      note: 'Followed by “: ” and the server’s reason, when a story could not be deleted',
    },
    deletedStory: {
      message: 'the story “{title}”',
      note: 'Fills “{what}” in the notice after a delete (“Deleted the story “The first launch”.”); {title} is its title',
    },
    deletedStoryShared: {
      message: 'the story shared by {name}',
      note: 'As “the story “{title}””, for a story without a title; {name} is the name its sender chose to show',
    },
  },
);
