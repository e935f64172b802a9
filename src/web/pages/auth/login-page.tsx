import { Link, useLocation, useSearchParams } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { FormError } from '../../components/form/form-field.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { OrDivider, ProviderSignIn } from '../../features/auth/provider-sign-in.tsx';
import { safeReturnTo } from '../../features/auth/return-to.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { authArea } from '../../../shared/i18n/messages/auth.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { useI18n, withParts } from '../../lib/i18n.tsx';

export default function LoginPage() {
  const translator = useI18n();
  const { t } = translator;
  useDocumentTitle(t(pages.loginTitle));
  const { providers } = useAuth();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const returnTo = safeReturnTo((location.state as { from?: unknown } | null)?.from);
  // The server sends a failed provider sign-in here with ?error=signin.
  const failed = params.get('error') === 'signin';
  const clearError = () => {
    if (!failed) return;
    const next = new URLSearchParams(params);
    next.delete('error');
    setParams(next, { replace: true, state: location.state });
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card p-8">
        <h1 className="font-display text-3xl font-bold text-koa-900">{t(pages.loginTitle)}</h1>
        <p className="mt-2 text-stone-600">{t(authArea.signInLead)}</p>
        {failed ? (
          <div className="mt-6">
            <FormError message={t(authArea.signInFailed)} />
          </div>
        ) : null}
        <div className="mt-6">
          <ProviderSignIn providers={providers} returnTo={returnTo} />
          {providers.oidc && providers.password ? <OrDivider /> : null}
          {providers.password ? <LoginForm onAttempt={clearError} /> : null}
        </div>
        <p className="mt-6 text-center text-sm text-stone-600">
          {t(authArea.noAccountYet)}{' '}
          <Link to={paths.register()} className="link">
            {t(authArea.register)}
          </Link>
        </p>
        <p className="mt-4 text-center text-xs text-stone-500">
          {withParts(
            translator,
            authArea.agreeBySigningIn,
            {},
            {
              terms: (
                <Link to={paths.terms()} className="link">
                  {t(authArea.termsOfUse)}
                </Link>
              ),
              privacy: (
                <Link to={paths.privacy()} className="link">
                  {t(authArea.privacyPolicy)}
                </Link>
              ),
            },
          )}
        </p>
      </div>
    </div>
  );
}
