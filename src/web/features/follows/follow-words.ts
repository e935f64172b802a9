import type { FollowSubjectType } from '../../../shared/follow-subjects.ts';
import { followsArea } from '../../../shared/i18n/messages/follows.ts';
import type { Translator } from '../../lib/i18n.tsx';

/** What is followed, in words inside a sentence: “the canoe Hōkūleʻa”, “the whole archive” (as the emails say it). */
export const followedWhat = (t: Translator['t'], type: FollowSubjectType, name: string | null) =>
  t(followsArea.what, { type, name: name ?? '' });
