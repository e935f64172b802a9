/**
 * Compatibility exports: the field builders live in fields.ts and each request body in its domain's contract
 * under api/. Import from those; these names stay only until the last importers have moved.
 */
export {
  EMAIL_PATTERN,
  optionalDate,
  optionalEmail,
  optionalHtml,
  optionalId,
  optionalNumber,
  optionalText,
  parseDateInput,
  requiredDate,
  requiredId,
  requiredText,
} from './fields.ts';
export { pagingQuery } from './api/common.ts';
export {
  canoeBody,
  canoeMakerBody,
  canoeMakerUpdateBody,
  canoeNameBody,
  ownershipBody,
  ownershipUpdateBody,
  type CanoeBody,
  type CanoeNameBody,
  type OwnershipBody,
  type OwnershipUpdateBody,
} from './api/canoes.ts';
export {
  logoUploadBody,
  photoUpdateBody,
  photoUploadBody,
  pictureUploadBody,
  type ImageUploadBody,
  type PhotoUpdateBody,
  type PhotoUploadBody,
} from './api/media.ts';
export { ownerBody, type OwnerBody } from './api/owners.ts';
export { makerBody, type MakerBody } from './api/makers.ts';
export { personBody, type PersonBody } from './api/people.ts';
export { RACE_TIME, participantBody, raceBody, type ParticipantBody, type RaceBody } from './api/races.ts';
export { restorationBody, type RestorationBody } from './api/restorations.ts';
export { subscriberBody } from './api/subscribers.ts';
