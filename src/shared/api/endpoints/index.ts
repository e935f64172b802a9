/** Every endpoint of the JSON API, by domain: what the web app calls and the server registers. */
export { authApi } from './auth.ts';
export { canoeApi } from './canoes.ts';
export { historyApi, recordHistoryApi } from './history.ts';
export { makerApi } from './makers.ts';
export { mediaApi } from './media.ts';
export { openDataApi } from './open-data.ts';
export { ownerApi } from './owners.ts';
export { ownershipApi } from './ownerships.ts';
export { personApi } from './people.ts';
export { raceApi } from './races.ts';
export { restorationApi } from './restorations.ts';
export { sourceApi } from './sources.ts';
export { submissionApi } from './submissions.ts';
export { subscriberApi } from './subscribers.ts';
export { systemApi } from './system.ts';
export { protocolApi } from './protocols.ts';
export { tkLabelApi } from './tk-labels.ts';
export { translationApi } from './translations.ts';
