/**
 * The canoe page's tabs other than Details, as one chunk: the server renders every tab's panel, so the browser
 * needs them all to hydrate the closed ones, and fetching them as one file costs one request instead of a dozen.
 */
export { NamesTab, OwnershipTab } from './names-ownership-tabs.tsx';
export { RestorationsTab } from './restorations-tab.tsx';
export { RacesTab } from './races-tab.tsx';
export { MediaTab } from './media-tab.tsx';
export { StoriesTab } from './stories-tab.tsx';
