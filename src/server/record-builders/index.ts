/**
 * Record builders: write records straight through the repositories (not through HTTP), with sensible
 * defaults so `await buildCanoe(db)` alone works, and overrides for what a test cares about. Each returns the
 * stored row (snake_case columns) plus `id`. Names are stored NFC, `*_folded` columns are kept equal to
 * foldText(value), and images go through the real upload pipeline.
 * Shared by the tests and the demo archive (src/server/demo/seed.ts).
 */
export {
  buildCanoe,
  buildCanoeName,
  buildOwnership,
  buildCanoeMaker,
  buildRestoration,
  type BuiltCanoe,
  type CanoeOverrides,
  type CanoeNameInput,
  type OwnershipInput,
  type CanoeMakerOverrides,
  type RestorationOverrides,
} from './canoe.builder.ts';
export { buildOwner, buildLogo, type BuiltOwner, type OwnerOverrides } from './owner.builder.ts';
export {
  buildPerson,
  buildMaker,
  buildPicture,
  type BuiltPerson,
  type BuiltMaker,
  type PersonOverrides,
  type MakerOverrides,
  type PictureTarget,
} from './person.builder.ts';
export {
  buildRace,
  buildParticipation,
  type BuiltRace,
  type RaceOverrides,
  type ParticipationOverrides,
} from './race.builder.ts';
export { buildPhoto, type BuiltPhoto, type PhotoOverrides } from './photo.builder.ts';
export {
  prepareFactoryImage,
  defaultPhotoImage,
  defaultPictureImage,
  type ImageInput,
} from './builder-support.ts';
export { buildSource, type SourceOverrides } from './source.builder.ts';
export { buildProtocol, buildProtocolMember, keepFor, type ProtocolOverrides } from './protocol.builder.ts';
export {
  buildTkLabel,
  buildTkLabelUse,
  type TkLabelOverrides,
  type TkLabelUseOverrides,
} from './tk-label.builder.ts';
export { buildPlace, type BuiltPlace, type PlaceOverrides } from './place.builder.ts';
export {
  buildRecording,
  storeRecordingBytes,
  toneWav,
  wavBytes,
  type BuiltRecording,
  type RecordingOverrides,
} from './recording.builder.ts';
