import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '../../lib/routing.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { followApi } from '../../../shared/api/routes.ts';
import type { Cadence, FollowView, Follows } from '../../../shared/api/follows.ts';
import { followPageArea as words } from '../../../shared/i18n/messages/follow-page.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { FormError } from '../../components/form/form-field.tsx';
import { followedWhat } from './follow-words.ts';
import { followedPage } from '../../../shared/follow-subjects.ts';

/** The words of a refused link: the server's, beside its field or as the answer. */
const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.explained ? (error.fields.token ?? error.message) : fallback;

/**
 * The page a follower's link opens (decision 033): it confirms every follow of theirs that waits (once the page
 * runs, so a link preview confirms nothing), then lists them, each with how often and Stop following, and Stop all
 * emails. No sign-in: the link's token is the follower.
 */
export function FollowerPage({ token }: { token: string }) {
  const { t } = useI18n();
  useDocumentTitle(t(words.yourFollows));
  const [follows, setFollows] = useState<Follows | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: () => api.call(followApi.confirmFollow, { body: { token } }),
    onSuccess: setFollows,
  });
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm.mutate();
  }, [confirm]);

  const change = useMutation({
    mutationFn: (
      action: { follow: FollowView; cadence?: Cadence } | 'all',
    ): Promise<Follows | { message: string }> => {
      if (action === 'all') return api.call(followApi.unsubscribe, { query: { token } });
      const params = { followId: action.follow.follow_id };
      return action.cadence
        ? api.call(followApi.changeFollow, { params, body: { token, cadence: action.cadence } })
        : api.call(followApi.stopFollow, { params, query: { token } });
    },
    onSuccess: (answer) => {
      if ('follows' in answer) {
        setFollows(answer);
        setDone(t(words.saved));
      } else {
        setFollows((current) => (current ? { ...current, follows: [] } : current));
        setDone(answer.message);
      }
    },
  });

  let content;
  if (confirm.isError) {
    content = (
      <p role="alert" className="card p-6 text-stone-800">
        {refusal(confirm.error, t(words.changeFailed))}
      </p>
    );
  } else if (!follows) {
    content = <LoadingState label={t(words.loadingLink)} />;
  } else {
    content = (
      <>
        <p className="mb-6 text-stone-700">{t(words.sentTo, { email: follows.email })}</p>
        <FormError message={change.isError ? refusal(change.error, t(words.changeFailed)) : null} />
        <p role="status" className="mb-4 min-h-6 text-ocean-800">
          {done}
        </p>
        {follows.follows.length === 0 ? (
          <p className="card p-6 text-stone-800">{t(words.nothingFollowed)}</p>
        ) : (
          <>
            <ul className="card divide-y divide-stone-200">
              {follows.follows.map((follow) => {
                const what =
                  follow.name === null && follow.subject_type !== 'archive'
                    ? t(words.gone)
                    : followedWhat(t, follow.subject_type, follow.name);
                return (
                  <li
                    key={follow.follow_id}
                    className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                  >
                    {follow.name === null && follow.subject_type !== 'archive' ? (
                      <span className="text-stone-700">{what}</span>
                    ) : (
                      <Link to={followedPage(follow.subject_type, follow.subject_id)} className="link">
                        {what}
                      </Link>
                    )}
                    <span className="flex flex-wrap items-center gap-3">
                      <select
                        aria-label={t(words.howOftenFor, { what })}
                        value={follow.cadence}
                        disabled={change.isPending}
                        onChange={(event) =>
                          change.mutate({ follow, cadence: event.target.value as Cadence })
                        }
                        className="input w-auto"
                      >
                        <option value="daily">{t(words.daily)}</option>
                        <option value="weekly">{t(words.weekly)}</option>
                      </select>
                      <button
                        type="button"
                        className="btn-secondary"
                        disabled={change.isPending}
                        onClick={() => change.mutate({ follow })}
                      >
                        {t(words.stop)}
                      </button>
                    </span>
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              className="btn-secondary mt-6"
              disabled={change.isPending}
              onClick={() => change.mutate('all')}
            >
              {t(words.stopAll)}
            </button>
          </>
        )}
      </>
    );
  }
  return (
    <>
      <h1 className="mb-4 font-display text-3xl font-bold text-koa-900 sm:text-4xl">
        {t(words.yourFollows)}
      </h1>
      {content}
    </>
  );
}
