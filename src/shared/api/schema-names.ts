/**
 * The names the API document gives the contracts' schemas: each becomes a reusable entry of components.schemas
 * (`CanoeSummary`, `CanoeDetail`, `OwnerBody`…), named as the contract's own type, so a client generated from
 * the document reads like the contracts. Query and path schemas stay unnamed: the document lists their fields as
 * parameters. Registering a name changes nothing in how a schema parses or encodes.
 */
import { z } from 'zod';
import {
  loginBody,
  logoutResponse,
  meResponse,
  messageResponse,
  passwordResetBody,
  passwordResetConfirmBody,
  registerBody,
  registerConfirmBody,
  signedInResponse,
} from './auth.ts';
import {
  canoeBody,
  canoeCreateBody,
  canoeDetailResponse,
  canoeMakerBody,
  canoeMakerLinkResponse,
  canoeMakerResponse,
  canoeMakerUpdateBody,
  canoeNameBody,
  canoeNameResponse,
  canoeSummaryResponse,
  canoeTypeResponse,
  currentOwnerResponse,
  ownershipBody,
  ownershipResponse,
  ownershipUpdateBody,
} from './canoes.ts';
import { canoeTimelineResponse, timelineEntryResponse } from './canoe-timeline.ts';
import {
  originConfirmBody,
  originConfirmResponse,
  originReviewResponse,
  placeBody,
  placeDetailResponse,
  placeMapResponse,
  placeRefResponse,
  placeResponse,
} from './places.ts';
import {
  errorResponse,
  fieldDifferenceResponse,
  nameMatchResponse,
  revertConflictResponse,
} from './common.ts';
import {
  activityActorResponse,
  activityPageResponse,
  changeActorResponse,
  changeDetailResponse,
  changeRowResponse,
  changeSummaryResponse,
  historyPageResponse,
  revertBody,
} from './history.ts';
import {
  makerBody,
  makerCreateBody,
  makerCanoeResponse,
  makerDetailResponse,
  makerPictureResponse,
  makerResponse,
  makerRestorationResponse,
} from './makers.ts';
import { logoUploadBody, mediaResponse, photoUpdateBody, photoUploadBody } from './media.ts';
import {
  fleetCanoeResponse,
  ownerBody,
  ownerCreateBody,
  ownerCanoeResponse,
  ownerContactResponse,
  ownerDetailResponse,
  ownerHistoryEntryResponse,
  ownerLogoResponse,
  ownerResponse,
} from './owners.ts';
import {
  personBody,
  personDetailResponse,
  personMakerRoleResponse,
  personPictureResponse,
  personResponse,
} from './people.ts';
import {
  participantBody,
  participationResponse,
  raceBody,
  raceCreateBody,
  raceDetailResponse,
  raceResponse,
} from './races.ts';
import { restorationBody, restorationResponse } from './restorations.ts';
import { sourceResponse, sourcesBody } from './sources.ts';
import {
  challengeResponse,
  storyResponse,
  submissionBody,
  submissionCountResponse,
  submissionCreatedResponse,
  submissionDecisionBody,
  submissionEditBody,
  submissionPhotoResponse,
  submissionResponse,
  submissionReviewBody,
} from './submissions.ts';
import { subscribedResponse, subscriberBody, subscriberResponse } from './subscribers.ts';
import { healthResponse, liveResponse, notReadyResponse, readyResponse } from './system.ts';

/**
 * Every name, given here and only here: never with `.meta({ id })` beside the schema. The page bundles carry their
 * own copies of the contracts, and zod keeps one registry for every copy in the process (the server render's
 * included): two copies naming a schema alike make the document fail ("Duplicate schema id"). Only the server's
 * own schemas are named, by `nameSchemas` when the document is registered.
 */
const NAMES: [z.ZodType, string][] = [
  [activityActorResponse, 'ActivityActor'],
  [errorResponse, 'Error'],
  [nameMatchResponse, 'NameMatch'],
  [activityPageResponse, 'ActivityPage'],
  [canoeBody, 'CanoeBody'],
  [canoeCreateBody, 'CanoeCreateBody'],
  [canoeDetailResponse, 'CanoeDetail'],
  [canoeMakerResponse, 'CanoeMaker'],
  [canoeMakerBody, 'CanoeMakerBody'],
  [canoeMakerLinkResponse, 'CanoeMakerLink'],
  [canoeMakerUpdateBody, 'CanoeMakerUpdateBody'],
  [canoeNameResponse, 'CanoeName'],
  [canoeNameBody, 'CanoeNameBody'],
  [canoeSummaryResponse, 'CanoeSummary'],
  [canoeTimelineResponse, 'CanoeTimeline'],
  [canoeTypeResponse, 'CanoeType'],
  [challengeResponse, 'Challenge'],
  [changeActorResponse, 'ChangeActor'],
  [changeDetailResponse, 'ChangeDetail'],
  [changeRowResponse, 'ChangeRow'],
  [changeSummaryResponse, 'ChangeSummary'],
  [currentOwnerResponse, 'CurrentOwner'],
  [fieldDifferenceResponse, 'FieldDifference'],
  [fleetCanoeResponse, 'FleetCanoe'],
  [healthResponse, 'Health'],
  [historyPageResponse, 'HistoryPage'],
  [logoUploadBody, 'ImageUploadBody'],
  [liveResponse, 'Live'],
  [loginBody, 'LoginBody'],
  [logoutResponse, 'Logout'],
  [makerResponse, 'Maker'],
  [makerBody, 'MakerBody'],
  [makerCreateBody, 'MakerCreateBody'],
  [makerCanoeResponse, 'MakerCanoe'],
  [makerDetailResponse, 'MakerDetail'],
  [makerPictureResponse, 'MakerPicture'],
  [makerRestorationResponse, 'MakerRestoration'],
  [meResponse, 'Me'],
  [mediaResponse, 'Media'],
  [messageResponse, 'Message'],
  [notReadyResponse, 'NotReady'],
  [ownerResponse, 'Owner'],
  [ownerBody, 'OwnerBody'],
  [ownerCreateBody, 'OwnerCreateBody'],
  [ownerCanoeResponse, 'OwnerCanoe'],
  [ownerContactResponse, 'OwnerContact'],
  [ownerDetailResponse, 'OwnerDetail'],
  [ownerHistoryEntryResponse, 'OwnerHistoryEntry'],
  [ownerLogoResponse, 'OwnerLogo'],
  [ownershipResponse, 'Ownership'],
  [ownershipBody, 'OwnershipBody'],
  [ownershipUpdateBody, 'OwnershipUpdateBody'],
  [participantBody, 'ParticipantBody'],
  [participationResponse, 'Participation'],
  [passwordResetBody, 'PasswordResetBody'],
  [passwordResetConfirmBody, 'PasswordResetConfirmBody'],
  [personResponse, 'Person'],
  [personBody, 'PersonBody'],
  [personDetailResponse, 'PersonDetail'],
  [personMakerRoleResponse, 'PersonMakerRole'],
  [personPictureResponse, 'PersonPicture'],
  [photoUpdateBody, 'PhotoUpdateBody'],
  [photoUploadBody, 'PhotoUploadBody'],
  [raceResponse, 'Race'],
  [raceBody, 'RaceBody'],
  [raceCreateBody, 'RaceCreateBody'],
  [raceDetailResponse, 'RaceDetail'],
  [readyResponse, 'Ready'],
  [registerBody, 'RegisterBody'],
  [registerConfirmBody, 'RegisterConfirmBody'],
  [restorationResponse, 'Restoration'],
  [restorationBody, 'RestorationBody'],
  [revertBody, 'RevertBody'],
  [revertConflictResponse, 'RevertConflict'],
  [signedInResponse, 'SignedIn'],
  [sourceResponse, 'Source'],
  [sourcesBody, 'SourcesBody'],
  [storyResponse, 'Story'],
  [submissionResponse, 'Submission'],
  [submissionBody, 'SubmissionBody'],
  [submissionCountResponse, 'SubmissionCount'],
  [submissionCreatedResponse, 'SubmissionCreated'],
  [submissionDecisionBody, 'SubmissionDecisionBody'],
  [submissionEditBody, 'SubmissionEditBody'],
  [submissionPhotoResponse, 'SubmissionPhoto'],
  [submissionReviewBody, 'SubmissionReviewBody'],
  [subscribedResponse, 'Subscribed'],
  [subscriberResponse, 'Subscriber'],
  [subscriberBody, 'SubscriberBody'],
  [timelineEntryResponse, 'TimelineEntry'],
  [placeBody, 'PlaceBody'],
  [placeResponse, 'Place'],
  [placeDetailResponse, 'PlaceDetail'],
  [placeRefResponse, 'PlaceRef'],
  [placeMapResponse, 'PlaceMap'],
  [originReviewResponse, 'OriginReview'],
  [originConfirmBody, 'OriginConfirmBody'],
  [originConfirmResponse, 'OriginConfirmed'],
];

/** Gives every named schema its name in zod's global registry, which the document's generator reads. */
export function nameSchemas(registry = z.globalRegistry) {
  for (const [schema, id] of NAMES) {
    const meta = registry.get(schema);
    if (meta?.id === id) continue;
    registry.add(schema, { ...meta, id });
  }
}
