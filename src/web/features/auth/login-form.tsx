import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '../../lib/routing.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.ts';
import { authApi } from '../../../shared/api/routes.ts';
import { api, ApiError } from '../../lib/api.ts';
import { authArea } from '../../../shared/i18n/messages/auth.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { safeReturnTo } from './return-to.ts';

interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

/** Email and password for the registry's own accounts. `onAttempt` runs as each attempt starts. */
export function LoginForm({ onAttempt }: { onAttempt?: () => void } = {}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const returnTo = safeReturnTo((location.state as { from?: unknown } | null)?.from);

  const login = useMutation({
    mutationFn: (input: LoginInput) => api.call(authApi.login, { body: input }),
    onSuccess: async () => {
      // Everything cached so far was fetched as a visitor.
      await client.resetQueries();
      await navigate(returnTo, { replace: true });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onAttempt?.();
    login.mutate({ email: email.trim(), password, remember });
  };

  const error = login.error
    ? login.error instanceof ApiError && login.error.explained
      ? login.error.message
      : t(authArea.signInFailed)
    : null;

  return (
    <form onSubmit={onSubmit} className="space-y-5" noValidate>
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div>
        <label htmlFor="login-email" className="label">
          {t(authArea.email)}
        </label>
        <input
          id="login-email"
          type="email"
          autoComplete="username"
          required
          className="input"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="login-password" className="label">
          {t(authArea.password)}
        </label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          className="input"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="flex items-center justify-between gap-4 text-sm">
        <label className="flex items-center gap-2 text-stone-700">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
            className="h-4 w-4 rounded border-stone-400"
          />
          {t(authArea.rememberMe)}
        </label>
        <Link to={paths.forgotPassword()} className="link">
          {t(authArea.forgotPassword)}
        </Link>
      </div>
      <button type="submit" className="btn-primary w-full" disabled={login.isPending}>
        {login.isPending ? t(authArea.signingIn) : t(authArea.signIn)}
      </button>
    </form>
  );
}
