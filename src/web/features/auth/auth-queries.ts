import { useSyncExternalStore } from 'react';
import { isTranslatorGroupList } from '../../../shared/constants.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../shared/api/routes.ts';
import { api } from '../../lib/api.ts';
import type { Me } from '../../../shared/api/index.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** The ways of signing in the server offers (GET /api/auth/me `providers`). */
export interface AuthProviders {
  /** Email-and-password accounts kept by the registry. */
  password: boolean;
  /** An OpenID Connect identity provider. */
  oidc: boolean;
  /** Its name on the button: 'Sign in with {label}'. */
  oidc_label: string;
  /** Federated sign-ins the provider offers directly (Google, Facebook…), each with its own button. */
  social: string[];
  /** Anyone may create a member account on /register. */
  registration: boolean;
}

type MeAnswer = Omit<Me, 'providers'> & { providers?: Partial<AuthProviders> };

/** Until the server answers: the built-in form, which every default installation has. */
const DEFAULT_PROVIDERS: AuthProviders = {
  password: true,
  oidc: false,
  oidc_label: 'Single Sign-On',
  social: [],
  registration: true,
};

export const meQuery = {
  queryKey: ['auth', 'me'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<MeAnswer> => api.call(authApi.me, { signal }),
  staleTime: 5 * 60_000,
};

/**
 * Who is signed in. The server decides every permission; this only hides controls a visitor may not use.
 * While the answer is loading, nobody is treated as an admin. The server renders public pages as a visitor sees
 * them, so while the browser hydrates one the answer is not read either, even if it has come (a slow device
 * hydrates a page's parts after a local answer arrives): the page first renders what the server sent, then once
 * more with the administrators' controls (else React's hydration error #418: tests/e2e/admin-hydration.spec.ts).
 */
export function useAuth() {
  const query = useQuery(meQuery);
  const answer = useHydrated() ? query : null;
  const user = answer?.data?.user ?? null;
  return {
    loading: answer?.isPending ?? true,
    user,
    isAdmin: Boolean(user?.is_admin),
    isPeopleAdmin: Boolean(user?.is_people_admin),
    /** In the group named "translators": the Translations area (decision 026). */
    isTranslator: isTranslatorGroupList(user?.groups ?? []),
    providers: { ...DEFAULT_PROVIDERS, ...answer?.data?.providers } as AuthProviders,
  };
}

/**
 * The server's address that starts a sign-in at the identity provider (a full-page navigation, not a fetch):
 * `provider` picks one of its federated sign-ins, `returnTo` is where the browser lands afterwards.
 */
export function providerSignInUrl(returnTo: string, provider?: string): string {
  const params = new URLSearchParams({ return_to: returnTo });
  if (provider) params.set('provider', provider);
  return `/api/auth/oidc/start?${params.toString()}`;
}

/* A failed sign-out is reported once, wherever the browser goes next (the home page). */
let signOutFailed = false;
const listeners = new Set<() => void>();
const setSignOutFailed = (value: boolean) => {
  signOutFailed = value;
  for (const listener of listeners) listener();
};
const dismissSignOutFailure = () => setSignOutFailed(false);

/** True after a sign-out failed, until `dismiss` is called: shown as 'Sign-out failed'. */
export function useSignOutFailure() {
  const failed = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => signOutFailed,
    () => false,
  );
  return { failed, dismiss: dismissSignOutFailure };
}

/**
 * Sign out: the server ends our session; a provider session then ends at the provider, whose page sends the
 * browser back to the home page. Whatever happens, the caller goes home (the header does).
 */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(authApi.logout),
    onMutate: () => setSignOutFailed(false),
    onSuccess: (answer) => {
      const next = answer?.logout_url;
      if (next && /^https?:\/\//i.test(next)) window.location.assign(next);
    },
    onError: () => setSignOutFailed(true),
    onSettled: async () => {
      // Whatever was cached was fetched with the old session.
      client.clear();
      await client.invalidateQueries();
    },
  });
}

/** POST /auth/password-reset: the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.call(authApi.requestPasswordReset, { body: { email } }),
  });
}

/** POST /auth/password-reset/confirm with the token from the emailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      api.call(authApi.confirmPasswordReset, { body: input }),
  });
}

/**
 * POST /auth/register: the same answer whether or not the address has an account; the email that follows says
 * which (a link that finishes registering, or a reminder to sign in).
 */
export function useRegister() {
  return useMutation({
    mutationFn: (input: { name: string; email: string; password: string }) =>
      api.call(authApi.register, { body: input }),
  });
}

/**
 * POST /auth/register/confirm with the token of the emailed link: makes the account and signs it in; then
 * `onRegistered` (here, not at the call site: resetting the sign-in status re-renders the page, and a
 * component's own callbacks die with it).
 */
export function useConfirmRegistration(onRegistered: () => void | Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.call(authApi.confirmRegistration, { body: { token } }),
    onSuccess: async () => {
      // Everything cached so far was fetched as a visitor.
      await client.resetQueries();
      await onRegistered();
    },
  });
}
