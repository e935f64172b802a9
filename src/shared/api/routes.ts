/**
 * The web app's route table: what calling each endpoint takes at run time (its method, path and operationId),
 * made from the declarations in src/shared/api/endpoints, whose schemas come along as types only
 * (`Route` in endpoint.ts). The pages call `api.call(canoeApi.getCanoe, …)` with these, typed end to end, and
 * download neither zod nor the contracts for it. An endpoint reached by its address (a file sent or answered as
 * its own bytes: `isAddressed`) is not in it.
 *
 * Written by tests/api/endpoints.test.ts, which fails while it differs from the declarations: after changing
 * one, run `npx vitest run --project sqlite tests/api/endpoints.test.ts -u`. Not to be edited by hand.
 */
import type * as declared from './endpoints/index.ts';
import { routes } from './endpoint.ts';

export const authApi = /* @__PURE__ */ routes<typeof declared.authApi>({
  requestPasswordReset: ['POST', '/auth/password-reset'],
  confirmPasswordReset: ['POST', '/auth/password-reset/confirm'],
  register: ['POST', '/auth/register'],
  confirmRegistration: ['POST', '/auth/register/confirm'],
  me: ['GET', '/auth/me'],
  login: ['POST', '/auth/login'],
  logout: ['POST', '/auth/logout'],
  oidcStart: ['GET', '/auth/oidc/start'],
  oidcCallback: ['GET', '/auth/oidc/callback'],
});

export const canoeApi = /* @__PURE__ */ routes<typeof declared.canoeApi>({
  featuredCanoes: ['GET', '/canoes/featured'],
  listCanoeMakers: ['GET', '/canoes/:id/makers'],
  addCanoeMaker: ['POST', '/canoes/:id/makers'],
  updateCanoeMaker: ['PUT', '/canoes/:id/makers/:makerId'],
  removeCanoeMaker: ['DELETE', '/canoes/:id/makers/:makerId'],
  listCanoes: ['GET', '/canoes'],
  findCanoeMatches: ['GET', '/canoes/matches'],
  canoeDecades: ['GET', '/canoes/decades'],
  searchCanoes: ['GET', '/canoes/search'],
  getCanoe: ['GET', '/canoes/:id'],
  getCanoeTimeline: ['GET', '/canoes/:id/timeline'],
  createCanoe: ['POST', '/canoes'],
  updateCanoe: ['PUT', '/canoes/:id'],
  deleteCanoe: ['DELETE', '/canoes/:id'],
  listCanoeNames: ['GET', '/canoes/:id/names'],
  addCanoeName: ['POST', '/canoes/:id/names'],
  updateCanoeName: ['PUT', '/canoes/:id/names/:nameId'],
  deleteCanoeName: ['DELETE', '/canoes/:id/names/:nameId'],
});

export const historyApi = /* @__PURE__ */ routes<typeof declared.historyApi>({
  listActivity: ['GET', '/activity'],
  listActivityActors: ['GET', '/activity/actors'],
  listCanoeActivity: ['GET', '/canoes/:id/activity'],
  getCanoeHistory: ['GET', '/canoes/:id/history'],
  getOwnerHistory: ['GET', '/owners/:id/history'],
  getMakerHistory: ['GET', '/makers/:id/history'],
  getRaceHistory: ['GET', '/races/:id/history'],
  getPersonHistory: ['GET', '/people/:id/history'],
  getPlaceHistory: ['GET', '/places/:id/history'],
  listDeleted: ['GET', '/deleted'],
  getChange: ['GET', '/changes/:id'],
  revertChange: ['POST', '/changes/:id/revert'],
});

export const makerApi = /* @__PURE__ */ routes<typeof declared.makerApi>({
  findMakerMatches: ['GET', '/makers/matches'],
  listMakers: ['GET', '/makers'],
  getMaker: ['GET', '/makers/:id'],
  createMaker: ['POST', '/makers'],
  updateMaker: ['PUT', '/makers/:id'],
  deleteMaker: ['DELETE', '/makers/:id'],
  uploadMakerPicture: ['POST', '/makers/:id/picture'],
  deleteMakerPicture: ['DELETE', '/makers/:id/picture'],
});

export const mediaApi = /* @__PURE__ */ routes<typeof declared.mediaApi>({
  listCanoeMedia: ['GET', '/canoes/:id/media'],
  uploadCanoeMedia: ['POST', '/canoes/:id/media'],
  updateCanoeMedia: ['PUT', '/canoes/:id/media/:mediaId'],
  deleteCanoeMedia: ['DELETE', '/canoes/:id/media/:mediaId'],
});

export const openDataApi = /* @__PURE__ */ routes<typeof declared.openDataApi>({});

export const ownerApi = /* @__PURE__ */ routes<typeof declared.ownerApi>({
  findOwnerMatches: ['GET', '/owners/matches'],
  listOwners: ['GET', '/owners'],
  getOwner: ['GET', '/owners/:id'],
  createOwner: ['POST', '/owners'],
  updateOwner: ['PUT', '/owners/:id'],
  deleteOwner: ['DELETE', '/owners/:id'],
  uploadOwnerLogo: ['POST', '/owners/:id/logo'],
  deleteOwnerLogo: ['DELETE', '/owners/:id/logo'],
});

export const ownershipApi = /* @__PURE__ */ routes<typeof declared.ownershipApi>({
  listCanoeOwnerships: ['GET', '/canoes/:id/ownerships'],
  listOwnerships: ['GET', '/ownerships'],
  getOwnership: ['GET', '/ownerships/:id'],
  createOwnership: ['POST', '/ownerships'],
  updateOwnership: ['PUT', '/ownerships/:id'],
  deleteOwnership: ['DELETE', '/ownerships/:id'],
});

export const personApi = /* @__PURE__ */ routes<typeof declared.personApi>({
  listPeople: ['GET', '/people'],
  getPerson: ['GET', '/people/:id'],
  createPerson: ['POST', '/people'],
  updatePerson: ['PUT', '/people/:id'],
  deletePerson: ['DELETE', '/people/:id'],
  uploadPersonPicture: ['POST', '/people/:id/picture'],
  deletePersonPicture: ['DELETE', '/people/:id/picture'],
});

export const raceApi = /* @__PURE__ */ routes<typeof declared.raceApi>({
  listRaceResults: ['GET', '/races/:id/participants'],
  addRaceResult: ['POST', '/races/:id/participants'],
  updateRaceResult: ['PUT', '/races/:id/participants/:pid'],
  deleteRaceResult: ['DELETE', '/races/:id/participants/:pid'],
  listCanoeRaces: ['GET', '/canoes/:id/races'],
  listRaces: ['GET', '/races'],
  findRaceMatches: ['GET', '/races/matches'],
  getRace: ['GET', '/races/:id'],
  createRace: ['POST', '/races'],
  updateRace: ['PUT', '/races/:id'],
  deleteRace: ['DELETE', '/races/:id'],
});

export const restorationApi = /* @__PURE__ */ routes<typeof declared.restorationApi>({
  listCanoeRestorations: ['GET', '/canoes/:id/restorations'],
  getRestoration: ['GET', '/canoes/:id/restorations/:rid'],
  addRestoration: ['POST', '/canoes/:id/restorations'],
  updateRestoration: ['PUT', '/canoes/:id/restorations/:rid'],
  deleteRestoration: ['DELETE', '/canoes/:id/restorations/:rid'],
});

export const sourceApi = /* @__PURE__ */ routes<typeof declared.sourceApi>({
  listCanoeSources: ['GET', '/canoes/:id/sources'],
  setCanoeSources: ['PUT', '/canoes/:id/sources'],
  setCanoeNameSources: ['PUT', '/canoes/:id/names/:nameId/sources'],
  setOwnershipSources: ['PUT', '/ownerships/:id/sources'],
  setRestorationSources: ['PUT', '/canoes/:id/restorations/:rid/sources'],
  setParticipantSources: ['PUT', '/races/:id/participants/:pid/sources'],
  setPhotoSources: ['PUT', '/canoes/:id/media/:mediaId/sources'],
});

export const submissionApi = /* @__PURE__ */ routes<typeof declared.submissionApi>({
  getSubmissionChallenge: ['GET', '/submissions/challenge'],
  createSubmission: ['POST', '/submissions'],
  listSubmissions: ['GET', '/submissions'],
  countPendingSubmissions: ['GET', '/submissions/count'],
  getSubmission: ['GET', '/submissions/:id'],
  editSubmission: ['PUT', '/submissions/:id'],
  approveSubmission: ['POST', '/submissions/:id/approve'],
  rejectSubmission: ['POST', '/submissions/:id/reject'],
  markSubmissionSpam: ['POST', '/submissions/:id/spam'],
  eraseSubmission: ['POST', '/submissions/:id/erase'],
  listCanoeStories: ['GET', '/canoes/:id/stories'],
  editCanoeStory: ['PATCH', '/canoes/:id/stories/:storyId'],
  deleteCanoeStory: ['DELETE', '/canoes/:id/stories/:storyId'],
});

export const subscriberApi = /* @__PURE__ */ routes<typeof declared.subscriberApi>({
  subscribe: ['POST', '/subscribers'],
  listSubscribers: ['GET', '/subscribers'],
});

export const systemApi = /* @__PURE__ */ routes<typeof declared.systemApi>({
  health: ['GET', '/health'],
  healthLive: ['GET', '/health/live'],
  healthReady: ['GET', '/health/ready'],
  listCanoeTypes: ['GET', '/canoe-types'],
  openApiDocument: ['GET', '/docs'],
});

export const protocolApi = /* @__PURE__ */ routes<typeof declared.protocolApi>({
  listProtocols: ['GET', '/protocols'],
  createProtocol: ['POST', '/protocols'],
  getProtocol: ['GET', '/protocols/:id'],
  updateProtocol: ['PUT', '/protocols/:id'],
  deleteProtocol: ['DELETE', '/protocols/:id'],
  addProtocolMember: ['POST', '/protocols/:id/members'],
  updateProtocolMember: ['PUT', '/protocols/:id/members/:memberId'],
  removeProtocolMember: ['DELETE', '/protocols/:id/members/:memberId'],
  getProtection: ['GET', '/protection/:kind/:id'],
  setProtection: ['PUT', '/protection/:kind/:id'],
});

export const tkLabelApi = /* @__PURE__ */ routes<typeof declared.tkLabelApi>({
  listTkLabels: ['GET', '/tk-labels'],
  importTkProject: ['POST', '/tk-labels/import'],
  setTkLabelText: ['PUT', '/tk-labels/:id'],
  listCanoeTkLabels: ['GET', '/canoes/:id/tk-labels'],
  setCanoeTkLabels: ['PUT', '/canoes/:id/tk-labels'],
  setPhotoTkLabels: ['PUT', '/canoes/:id/media/:mediaId/tk-labels'],
  setStoryTkLabels: ['PUT', '/canoes/:id/stories/:storyId/tk-labels'],
  setSourceTkLabels: ['PUT', '/canoes/:id/sources/:sourceId/tk-labels'],
});

export const translationApi = /* @__PURE__ */ routes<typeof declared.translationApi>({
  listTranslations: ['GET', '/translations/:language'],
  exportCatalog: ['GET', '/translations/:language/catalog'],
  importCatalog: ['POST', '/translations/:language/catalog'],
  setTranslation: ['PUT', '/translations/:language/:messageId'],
});

export const placeApi = /* @__PURE__ */ routes<typeof declared.placeApi>({
  listPlaces: ['GET', '/places'],
  getPlaceMap: ['GET', '/places/map'],
  listOriginReview: ['GET', '/places/origins'],
  confirmOrigin: ['POST', '/places/origins'],
  getPlace: ['GET', '/places/:id'],
  createPlace: ['POST', '/places'],
  updatePlace: ['PUT', '/places/:id'],
  deletePlace: ['DELETE', '/places/:id'],
});

export const followApi = /* @__PURE__ */ routes<typeof declared.followApi>({
  follow: ['POST', '/follows'],
  followSubject: ['GET', '/follows/subject'],
  confirmFollow: ['POST', '/follows/confirm'],
  listFollows: ['GET', '/follows/manage'],
  changeFollow: ['PUT', '/follows/manage/:followId'],
  stopFollow: ['DELETE', '/follows/manage/:followId'],
  unsubscribe: ['POST', '/follows/unsubscribe'],
});

export const recordingApi = /* @__PURE__ */ routes<typeof declared.recordingApi>({
  searchRecordingLines: ['GET', '/recordings/lines'],
  listCanoeRecordings: ['GET', '/canoes/:id/recordings'],
  addCanoeRecording: ['POST', '/canoes/:id/recordings'],
  updateCanoeRecording: ['PUT', '/canoes/:id/recordings/:recordingId'],
  deleteCanoeRecording: ['DELETE', '/canoes/:id/recordings/:recordingId'],
});

export const recordHistoryApi = {
  canoes: historyApi.getCanoeHistory,
  owners: historyApi.getOwnerHistory,
  makers: historyApi.getMakerHistory,
  races: historyApi.getRaceHistory,
  people: historyApi.getPersonHistory,
  places: historyApi.getPlaceHistory,
};
