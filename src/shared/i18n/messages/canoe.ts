import { defineMessages } from '../messages.ts';

/**
 * A canoe's page as it first opens: its header, picture, details, sidebar, sources and how to cite it. Every canoe
 * page loads these, so they stay few; the tabs after the first are canoe-tabs.ts.
 */
export const canoeArea = defineMessages(
  'canoe',
  'A canoe’s page as it first opens: its header, picture, details, sidebar, sources and how to cite it',
  {
    // The page itself.
    documentTitle: {
      message: 'Canoe',
      note: 'The browser tab’s title while a canoe’s page loads, and the heading when it fails to load',
    },
    loading: 'Loading canoe details...',
    loadFailed: 'Failed to load canoe details. Please try again later.',
    // The picture across the top.
    photoOf: {
      message: 'Photo of {title}',
      note: 'A photo’s description when it has none; {title} is the canoe’s name',
    },
    photoCount: {
      message: '{count, plural, one {# photo} other {# photos}}',
      note: 'On the canoe’s picture: a link to its Media tab',
    },
    // The header.
    summary: {
      message: 'Summary',
      note: 'For screen readers: the badges under a canoe’s name (type, built, length)',
    },
    built: {
      message: 'Built {date}',
      note: 'A badge under a canoe’s name; {date} is when, e.g. “about 1920”',
    },
    thisCanoe: {
      message: 'This canoe',
      note: 'What the “Who may see this” dialog is about, beside the canoe’s name',
    },
    lastUpdated: {
      message: 'Last updated {day}',
      note: 'Under a canoe’s name; {day} is a day, e.g. “March 4, 2026”',
    },
    shareStory: 'Share a story',
    suggestCorrection: 'Suggest a correction',
    timeline: {
      message: 'Timeline',
      note: 'Link under a canoe’s name to its timeline page: its whole life in order',
    },
    deletedReturning: 'Canoe deleted. Returning to the Canoe Registry...',
    edit: { message: 'Edit', note: 'Button: edit the canoe (administrators)' },
    deleteCanoe: {
      message: 'Delete canoe',
      note: 'For screen readers: the Delete button beside a canoe’s name',
    },
    delete: { message: 'Delete', note: 'Button: delete the canoe (administrators)' },
    deletedWhat: {
      message: 'the canoe {name}',
      note: 'Fills “{what}” in the notice after a delete (“Deleted the canoe Hōkūleʻa”); {name} is its name',
    },
    // The tabs.
    tabsLabel: { message: 'Canoe information', note: 'For screen readers: the name of the row of tabs' },
    tabDetails: { message: 'Details', note: 'A tab of a canoe’s page' },
    tabNames: { message: 'Name History', note: 'A tab of a canoe’s page' },
    tabOwnership: { message: 'Ownership', note: 'A tab of a canoe’s page: its stewards over time' },
    tabRestorations: { message: 'Restorations', note: 'A tab of a canoe’s page' },
    tabRaces: { message: 'Race History', note: 'A tab of a canoe’s page' },
    tabMedia: { message: 'Media', note: 'A tab of a canoe’s page: its photos' },
    tabStories: { message: 'Stories', note: 'A tab of a canoe’s page' },
    // The Details tab.
    specifications: { message: 'Specifications', note: 'Heading of the card of a canoe’s measures' },
    construction: {
      message: 'Construction',
      note: 'Heading of the card of how and by whom a canoe was made',
    },
    unknown: { message: 'Unknown', note: 'A fact of a canoe that is not recorded' },
    buildYear: 'Build Year',
    originalMaker: 'Original Maker',
    homeWaters: {
      message: 'Home waters',
      note: 'A row of a canoe’s Construction card: the place it is at home in',
    },
    makers: { message: 'Makers', note: 'Everyone who worked on the canoe, in the Construction card' },
    makerNumber: { message: 'Maker #{id}', note: 'A maker without a name; {id} is its number' },
    notesOfCanoe: {
      message: 'The notes of this canoe',
      note: 'What the “Who may see this” dialog is about, beside the Notes heading',
    },
    // The sidebar.
    currentSteward: 'Current Steward',
    since: {
      message: 'Since {date}',
      note: 'Under the current steward’s name; {date} is when, e.g. “about 1980”',
    },
    noCurrentSteward: 'No current steward recorded.',
    recordOwnershipChange: 'Record Ownership Change',
  },
);
