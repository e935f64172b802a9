/**
 * What can be followed by email, and how often (issue 37, decision 033), without zod: the Follow page reads them
 * and must not download the API's schemas (shared/api/follows.ts builds its schemas from these).
 */
import { paths } from './paths.ts';

export const FOLLOW_SUBJECTS = ['canoe', 'owner', 'maker', 'race', 'archive'] as const;
export type FollowSubjectType = (typeof FOLLOW_SUBJECTS)[number];
export const CADENCES = ['daily', 'weekly'] as const;
export type Cadence = (typeof CADENCES)[number];

const RECORD_PAGES = {
  canoe: paths.canoe,
  owner: paths.owner,
  maker: paths.maker,
  race: paths.race,
} as const;

/** The page of a followed record (its feed's page too); the archive's is the home page. */
export const followedPage = (type: FollowSubjectType, id: number): string =>
  type === 'archive' ? paths.home() : RECORD_PAGES[type](id);
