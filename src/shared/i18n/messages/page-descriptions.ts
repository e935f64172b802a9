import { defineMessages, type Message } from '../messages.ts';
import type { PageKey } from '../../paths.ts';

/** Each public page's description: what search engines and link previews show, and the Sitemap page. */
export const pageDescriptions = defineMessages(
  'page-descriptions',
  'What search engines and link previews show of a page, and the Sitemap page',
  {
    canoe: 'A historic koa canoe in the registry.',
    canoeMedia: 'Photos of a historic koa canoe.',
    canoeTimeline:
      'The life of a historic koa canoe in order: when it was built, its names, stewards, restorations, races and photos.',
    owners: 'The families, clubs, museums and organisations who care for historic koa canoes.',
    owner: 'A steward of historic koa canoes.',
    makers: 'The carvers, restorers and designers who made and keep the koa canoes.',
    maker: 'A maker of historic koa canoes.',
    races: 'Races the koa canoes of the registry have paddled, with their results.',
    race: 'A race and its results.',
    contact: 'How to reach the people who keep the Koa Canoe Registry.',
    privacy: 'What the Koa Canoe Registry collects, why, and how it is kept.',
    terms: 'The terms for using and contributing to the Koa Canoe Registry.',
    sitemap: 'Every section of the Koa Canoe Registry.',
    throughTheYears:
      'The koa canoes of the registry built, renamed, restored and raced in each decade, each count a link to its canoes.',
    places:
      'A map of the islands of Hawaiʻi with the places the koa canoes of the registry come from, are at home, raced and were restored.',
    placeIsland:
      'The places of one island of Hawaiʻi in the registry, with its map and the koa canoes that come from there or are at home there.',
    place:
      'A place in Hawaiʻi and the koa canoes, races, restorations and stewards of the registry that refer to it.',
    home: 'A public registry and story archive for the historic hand-carved koa canoes of Hawaiʻi: their names, stewards, makers, restorations, races and photos.',
    canoes: 'Search the registry of historic koa canoes by name, former name, steward, type, size and year.',
    about: 'Why the registry exists, where the collection stands and how to contribute a canoe’s story.',
    openData:
      'What of the Koa Canoe Registry may be reused and how: the registry as CSV, the API, records for other sites, and how to cite.',
    share:
      'Share a story, photos or a correction about a Hawaiian koa canoe, or tell us of a canoe not yet in the registry. Every submission is reviewed before it appears.',
  },
);

/** A page's description for search engines and link previews; the archive's own when the page has none. */
export const pageDescription = (key: PageKey): Message =>
  (pageDescriptions as unknown as Record<string, Message>)[key] ?? pageDescriptions.home;
