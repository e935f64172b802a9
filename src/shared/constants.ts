/** Business constants of the registry (spec §9). Shared by the server and the web app. */

/** The earliest year the archive takes (the spec says 1800; museum canoes are older: spec-deviations.md). */
export const MIN_YEAR = 1000;
/** Years beyond this never convert to a date, whatever the clock says. */
export const YEAR_CONVERSION_LIMIT = 3000;

export function currentYear(now: Date = new Date()): number {
  return now.getUTCFullYear();
}

export const CANOE_TYPES = [
  { type_id: 1, name: 'Racing Canoe' },
  { type_id: 2, name: 'Fishing Canoe' },
  { type_id: 3, name: 'Voyaging Canoe' },
] as const;
export type CanoeTypeId = (typeof CANOE_TYPES)[number]['type_id'];

export const OWNER_TYPES = ['individual', 'club', 'organization', 'museum', 'family'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

export const MAKER_TYPES = ['carver', 'restorer', 'designer', 'master', 'apprentice'] as const;
export type MakerType = (typeof MAKER_TYPES)[number];

export const FEATURED_CANOE_COUNT = 3;
export const DEFAULT_UPLOADER = 'Anonymous';

/** Types an upload may declare; the server still checks the real type by content. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const LOGO_IMAGE_TYPES = [...UPLOAD_IMAGE_TYPES, 'image/svg+xml'] as const;
export const DISPLAY_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/svg+xml',
  'image/webp',
] as const;

/** Group names: admin is any group containing "admin" (any case); the People area needs exactly "admin". */
export const PEOPLE_GROUP = 'admin';
export function isAdminGroupList(groups: readonly string[]): boolean {
  return groups.some((g) => g.toLowerCase().includes('admin'));
}

/** The community's translators (decision 026): accounts in the group named "translators" (any case). */
export const TRANSLATORS_GROUP = 'translators';
export function isTranslatorGroupList(groups: readonly string[]): boolean {
  return groups.some((g) => g.toLowerCase() === TRANSLATORS_GROUP);
}

export const MAX_PAGE_SIZE = 500;

/** Largest record id (ids are 32-bit integers in the database); anything larger cannot exist. */
export const MAX_RECORD_ID = 2_147_483_647;
/** Largest finishing position worth recording. */
export const MAX_RACE_POSITION = 10_000;

/** The response header telling about how many bytes a streamed archive will be (its length is known only at its end). */
export const ARCHIVE_ESTIMATE_HEADER = 'X-Archive-Estimated-Size';
