/**
 * What a 404 says for each kind of record (decision 026): one message per kind, never a kind's name glued into
 * “… not found”. A contract names its path's record by kind (`recordIdParam('Canoe')`), as the server does
 * (`notFound('Canoe')`); the kind is a key, and the words are the message's.
 */
import { validationArea as v } from './messages/validation.ts';

export const NOT_FOUND = {
  Canoe: v.canoeNotFound,
  Name: v.nameNotFound,
  'Maker of this canoe': v.canoeMakerNotFound,
  Ownership: v.ownershipNotFound,
  Change: v.changeNotFound,
  Steward: v.stewardNotFound,
  Maker: v.makerNotFound,
  Race: v.raceNotFound,
  Person: v.personNotFound,
  Photo: v.photoNotFound,
  'Race result': v.raceResultNotFound,
  Restoration: v.restorationNotFound,
  Source: v.sourceNotFound,
  Story: v.storyNotFound,
  Submission: v.submissionNotFound,
  Label: v.labelNotFound,
  Protocol: v.protocolNotFound,
  protocol: v.protocolLowerNotFound,
  Member: v.memberNotFound,
  member: v.memberLowerNotFound,
  Record: v.recordNotFound,
  record: v.recordLowerNotFound,
  Message: v.messageNotFound,
  Logo: v.logoNotFound,
  Picture: v.pictureNotFound,
  Image: v.imageNotFound,
  Place: v.placeNotFound,
  Recording: v.recordingNotFound,
  'Recording file': v.recordingFileNotFound,
} as const;

/** A kind of record, as a path's contract and the server's 404s name it. */
export type RecordKind = keyof typeof NOT_FOUND;
