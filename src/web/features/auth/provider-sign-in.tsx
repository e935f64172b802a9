import { LogIn } from 'lucide-react';
import { authArea } from '../../../shared/i18n/messages/auth.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { providerSignInUrl, type AuthProviders } from './auth-queries.ts';

/** Cognito's names for its federated providers, as people know them. */
const SOCIAL_NAMES: Record<string, string> = {
  SignInWithApple: 'Apple',
  LoginWithAmazon: 'Amazon',
};

/**
 * 'Sign in with {label}', and one button per federated provider the server has configured (never a button that
 * does nothing). Links, not buttons: each is a full-page trip to the identity provider and back to `returnTo`.
 */
export function ProviderSignIn({ providers, returnTo }: { providers: AuthProviders; returnTo: string }) {
  const { t } = useI18n();
  if (!providers.oidc) return null;
  return (
    <div className="space-y-3">
      <a href={providerSignInUrl(returnTo)} className="btn-primary w-full">
        <LogIn aria-hidden="true" className="h-4 w-4" />{' '}
        {t(authArea.signInWith, { provider: providers.oidc_label })}
      </a>
      {providers.social.map((name) => (
        <a key={name} href={providerSignInUrl(returnTo, name)} className="btn-secondary w-full">
          {t(authArea.signInWith, { provider: SOCIAL_NAMES[name] ?? name })}
        </a>
      ))}
    </div>
  );
}

/** The line between the provider's buttons and the email form when both are offered. */
export function OrDivider() {
  const { t } = useI18n();
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-stone-600" aria-hidden="true">
      <span className="h-px flex-1 bg-stone-200" />
      {t(authArea.or)}
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}
