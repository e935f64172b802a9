import type { FollowSubjectType } from '../../../shared/api/follows.ts';
import { followsArea } from '../../../shared/i18n/messages/follows.ts';
import { paths } from '../../../shared/paths.ts';
import type { Translator } from '../../lib/i18n.tsx';

/** What is followed, in words inside a sentence: “the canoe Hōkūleʻa”, “the whole archive” (as the emails say it). */
export const followedWhat = (t: Translator['t'], type: FollowSubjectType, name: string | null) =>
  t(followsArea.what, { type, name: name ?? '' });

/** The page of what is followed. */
export const followedPage = (type: FollowSubjectType, id: number): string =>
  type === 'archive'
    ? paths.home()
    : { canoe: paths.canoe, owner: paths.owner, maker: paths.maker, race: paths.race }[type](id);
