/**
 * Every message of the interface, area by area (decision 026): what the Translations page lists and what the
 * catalog export writes. A new area's module is added here; a test fails on a module left out.
 */
import { AREA, messagesOf, type Message } from './messages.ts';
import { cite } from './messages/cite.ts';
import { sourcesArea } from './messages/sources.ts';
import { validationArea } from './messages/validation.ts';
import { serverArea } from './messages/server.ts';
import { mailArea } from './messages/mail.ts';
import { historyArea } from './messages/history.ts';
import { submissionsArea } from './messages/submissions.ts';
import { protocolsArea } from './messages/protocols.ts';
import { labelsArea } from './messages/labels.ts';
import { canoeFormArea } from './messages/canoe-form.ts';
import { canoeFieldsArea } from './messages/canoe-fields.ts';
import { canoeTypesArea } from './messages/canoe-types.ts';
import { canoeAdminArea } from './messages/canoe-admin.ts';
import { authArea } from './messages/auth.ts';
import { shareArea } from './messages/share.ts';
import { canoeTabsArea } from './messages/canoe-tabs.ts';
import { photosArea } from './messages/photos.ts';
import { canoeArea } from './messages/canoe.ts';
import { dates } from './messages/dates.ts';
import { forms } from './messages/forms.ts';
import { home } from './messages/home.ts';
import { infoArea } from './messages/info.ts';
import { lists } from './messages/lists.ts';
import { makersArea } from './messages/makers.ts';
import { pageDescriptions } from './messages/page-descriptions.ts';
import { pages } from './messages/pages.ts';
import { peopleArea } from './messages/people.ts';
import { racesArea } from './messages/races.ts';
import { registry } from './messages/registry.ts';
import { shell } from './messages/shell.ts';
import { stewardsArea } from './messages/stewards.ts';
import { translationsArea } from './messages/translations.ts';
import { ui } from './messages/ui.ts';
import { timelineArea } from './messages/timeline.ts';
import { bilingual } from './messages/bilingual.ts';
import { historyFieldsArea } from './messages/history-fields.ts';
import { linkPreviews } from './messages/link-previews.ts';
import { feedsArea } from './messages/feeds.ts';
import { followsArea } from './messages/follows.ts';
import { followPageArea } from './messages/follow-page.ts';
import { historySummariesArea } from './messages/history-summaries.ts';
import { historyRevertsArea } from './messages/history-reverts.ts';
import { nameMatchesArea } from './messages/name-matches.ts';
import { throughTheYearsArea } from './messages/through-the-years.ts';
import { placesArea } from './messages/places.ts';
import { recordingsArea } from './messages/recordings.ts';

export const AREAS = [
  sourcesArea,
  validationArea,
  serverArea,
  mailArea,
  historyArea,
  submissionsArea,
  protocolsArea,
  labelsArea,
  canoeFormArea,
  canoeAdminArea,
  canoeFieldsArea,
  canoeTypesArea,
  authArea,
  shareArea,
  canoeTabsArea,
  photosArea,
  canoeArea,
  cite,
  dates,
  forms,
  home,
  infoArea,
  lists,
  makersArea,
  pageDescriptions,
  pages,
  peopleArea,
  racesArea,
  registry,
  shell,
  stewardsArea,
  translationsArea,
  ui,
  timelineArea,
  bilingual,
  historyFieldsArea,
  linkPreviews,
  feedsArea,
  followsArea,
  followPageArea,
  historySummariesArea,
  historyRevertsArea,
  nameMatchesArea,
  throughTheYearsArea,
  placesArea,
  recordingsArea,
];

export interface ListedMessage {
  message: Message;
  /** The area's name and where its messages appear. */
  area: string;
  where: string;
  note?: string;
}

export const ALL_MESSAGES: ListedMessage[] = AREAS.flatMap((area) => {
  const { name, where } = area[AREA];
  return messagesOf(area).map(({ message, note }) => ({ message, area: name, where, note }));
});

export const MESSAGE_BY_ID = new Map(ALL_MESSAGES.map((listed) => [listed.message.id, listed]));
