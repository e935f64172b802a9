import { useState, type FormEvent } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useMutation } from '@tanstack/react-query';
import { followApi, subscriberApi } from '../../../shared/api/routes.ts';
import { siteConfig } from '../../lib/site-config.ts';
import { api, ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { shell } from '../../../shared/i18n/messages/shell.ts';

/**
 * Stay Connected, in the footer: on a site that sends email it follows the whole archive (decision 033: a link
 * confirms the address, then a weekly digest); on one that does not, the address joins the mailing list as before.
 * The answer's words are the server's.
 *
 * Its code comes once the page is idle (site-footer.tsx): until this form has hydrated, the server's HTML stands,
 * with the button disabled, so an address typed meanwhile stays in its box instead of a submit reloading the page.
 * The box is read when the form is sent, not kept in state, so what was typed before hydration counts.
 */
export function SubscribeForm() {
  const [done, setDone] = useState<string | null>(null);
  const hydrated = useHydrated();
  const { t } = useI18n();
  const subscribe = useMutation({
    mutationFn: (address: string) =>
      siteConfig().noEmail
        ? api.call(subscriberApi.subscribe, { body: { email: address } })
        : api.call(followApi.follow, {
            body: { email: address, subject_type: 'archive', cadence: 'weekly' },
          }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setDone(null);
    subscribe.mutate(String(new FormData(form).get('email') ?? '').trim(), {
      onSuccess: (answer) => {
        setDone(answer.message);
        form.reset();
      },
    });
  };

  const failure = subscribe.error
    ? subscribe.error instanceof ApiError && subscribe.error.explained
      ? (subscribe.error.fields.email ?? subscribe.error.message)
      : t(shell.subscribeFailed)
    : null;

  return (
    <form onSubmit={onSubmit} aria-labelledby="stay-connected" className="space-y-3">
      <h2 id="stay-connected" className="font-display text-lg font-semibold text-white">
        {t(shell.stayConnected)}
      </h2>
      <p className="text-sm text-koa-200">{t(shell.stayConnectedText)}</p>
      <div className="flex gap-2">
        <label htmlFor="subscribe-email" className="sr-only">
          {t(shell.emailAddress)}
        </label>
        <input
          id="subscribe-email"
          type="email"
          required
          name="email"
          autoComplete="email"
          placeholder={t(shell.yourEmail)}
          className="min-w-0 flex-1 rounded-lg border border-koa-600 bg-koa-800 px-3 py-2 text-white placeholder:text-koa-300"
        />
        <button type="submit" className="btn-ocean shrink-0" disabled={!hydrated || subscribe.isPending}>
          {subscribe.isPending ? t(shell.subscribing) : t(shell.subscribe)}
        </button>
      </div>
      <div aria-live="polite" className="min-h-5 text-sm">
        {done ? <p className="text-ocean-200">{done}</p> : null}
        {failure ? <p className="text-red-200">{failure}</p> : null}
      </div>
    </form>
  );
}
