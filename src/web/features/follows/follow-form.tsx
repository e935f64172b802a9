import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Link } from '../../lib/routing.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { followApi } from '../../../shared/api/routes.ts';
import type { Cadence, FollowSubjectType } from '../../../shared/follow-subjects.ts';
import { followPageArea as words } from '../../../shared/i18n/messages/follow-page.ts';
import { followsArea } from '../../../shared/i18n/messages/follows.ts';
import { shell } from '../../../shared/i18n/messages/shell.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { siteConfig } from '../../lib/site-config.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { bannerMessage } from '../../lib/failure-message.ts';
import { followedWhat } from './follow-words.ts';
import { followedPage } from '../../../shared/follow-subjects.ts';

/**
 * The Follow form (issue 37): an address and how often, for a canoe, steward, maker or race, or the whole archive.
 * The answer is the same whatever happened (decision 033); a site that sends no email says so instead of asking.
 */
export function FollowForm({ type, id }: { type: FollowSubjectType; id: number | null }) {
  const { t } = useI18n();
  const cadenceName = useId();
  const [email, setEmail] = useState('');
  const [cadence, setCadence] = useState<Cadence>('weekly');
  const noEmail = siteConfig().noEmail === true;
  const subject = useQuery({
    queryKey: ['follow-subject', type, id],
    queryFn: ({ signal }) =>
      api.call(followApi.followSubject, { query: { subject_type: type, subject_id: id ?? 0 }, signal }),
    enabled: type !== 'archive' && id !== null && !noEmail,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const follow = useMutation({
    mutationFn: () =>
      api.call(followApi.follow, {
        body: { email: email.trim(), subject_type: type, subject_id: id ?? 0, cadence },
      }),
  });

  const what = followedWhat(t, type, subject.data?.name ?? null);
  const missing = type !== 'archive' && (id === null || subject.isError);
  const naming = type !== 'archive' && subject.isPending;
  // "Follow the canoe Hōkūleʻa" once the record is named; "Follow" while it is asked for, or not there.
  const heading = missing || naming ? t(words.follow) : t(words.heading, { what });
  useDocumentTitle(heading);

  let content;
  if (noEmail) {
    content = <p className="card p-6 text-stone-800">{t(followsArea.notAvailable)}</p>;
  } else if (missing) {
    content = (
      <p className="card p-6 text-stone-800">
        {subject.error instanceof ApiError && subject.error.status >= 500
          ? subject.error.message
          : t(words.notFound)}
      </p>
    );
  } else if (naming) {
    content = <LoadingState />;
  } else if (follow.isSuccess) {
    content = (
      <div className="card p-6 text-center sm:p-8">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-ocean-700" />
        <p role="status" className="mx-auto mt-3 max-w-prose text-stone-800">
          {follow.data.message}
        </p>
        <Link to={followedPage(type, id ?? 0)} className="btn-secondary mt-6">
          {type === 'archive' ? t(shell.siteName) : subject.data?.name}
        </Link>
      </div>
    );
  } else {
    const error = follow.error;
    const emailError = error instanceof ApiError ? (error.fields.email ?? null) : null;
    const banner = error ? bannerMessage(error, t(words.failed)) : null;
    const onSubmit = (event: FormEvent) => {
      event.preventDefault();
      follow.mutate();
    };
    content = (
      <form onSubmit={onSubmit} className="card space-y-5 p-6">
        <FormError message={banner} />
        <FormField label={t(shell.yourEmail)} error={emailError} required>
          {(props) => (
            <input
              {...props}
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="input"
            />
          )}
        </FormField>
        <fieldset>
          <legend className="label">{t(words.howOften)}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(['daily', 'weekly'] as const).map((value) => (
              <label key={value} className="inline-flex items-center gap-2 text-stone-800">
                <input
                  type="radio"
                  name={cadenceName}
                  value={value}
                  checked={cadence === value}
                  onChange={() => setCadence(value)}
                  className="h-4 w-4 shrink-0 accent-koa-700"
                />
                {t(words[value])}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="btn-primary" disabled={follow.isPending}>
          {follow.isPending ? t(words.sending) : t(words.follow)}
        </button>
      </form>
    );
  }

  return (
    <>
      <h1 className="font-display text-3xl font-bold text-koa-900 sm:text-4xl">{heading}</h1>
      <p className="mt-2 mb-8 text-stone-700">{t(words.lead)}</p>
      {content}
    </>
  );
}
