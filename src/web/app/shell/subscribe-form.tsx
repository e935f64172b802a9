import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { subscriberApi } from '../../../shared/api/routes.ts';
import { api, ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { shell } from '../../../shared/i18n/messages/shell.ts';

/** Stay Connected: the mailing-list sign-up in the footer. */
export function SubscribeForm() {
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  const { t } = useI18n();
  const subscribe = useMutation({
    mutationFn: (address: string) => api.call(subscriberApi.subscribe, { body: { email: address } }),
    onSuccess: () => {
      setDone(true);
      setEmail('');
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    subscribe.mutate(email.trim());
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
          autoComplete="email"
          placeholder={t(shell.yourEmail)}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-koa-600 bg-koa-800 px-3 py-2 text-white placeholder:text-koa-300"
        />
        <button type="submit" className="btn-ocean shrink-0" disabled={subscribe.isPending}>
          {subscribe.isPending ? t(shell.subscribing) : t(shell.subscribe)}
        </button>
      </div>
      <div aria-live="polite" className="min-h-5 text-sm">
        {done ? <p className="text-ocean-200">{t(shell.subscribed)}</p> : null}
        {failure ? <p className="text-red-200">{failure}</p> : null}
      </div>
    </form>
  );
}
