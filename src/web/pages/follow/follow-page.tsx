import { useSearchParams } from '../../lib/routing.tsx';
import { FOLLOW_SUBJECTS, type FollowSubjectType } from '../../../shared/follow-subjects.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { FollowForm } from '../../features/follows/follow-form.tsx';
import { FollowerPage } from '../../features/follows/follower-page.tsx';

/**
 * Follow (issue 37, decision 033): `?type=canoe&id=12` asks to follow a record (no type: the whole archive);
 * `?token=` is the page a follower's link opens, which confirms and manages what they follow.
 */
export default function FollowPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const given = params.get('type');
  const type: FollowSubjectType =
    given && (FOLLOW_SUBJECTS as readonly string[]).includes(given)
      ? (given as FollowSubjectType)
      : 'archive';
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      {token !== null ? (
        <FollowerPage key={token} token={token} />
      ) : (
        <FollowForm type={type} id={type === 'archive' ? 0 : parseRecordId(params.get('id') ?? undefined)} />
      )}
    </div>
  );
}
