import { Link, useSearchParams } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { OrDivider } from '../../features/auth/provider-sign-in.tsx';
import { ProviderAccountsNotice } from '../../features/auth/provider-accounts-notice.tsx';
import { PasswordResetForm } from '../../features/auth/password-reset-form.tsx';
import { PasswordResetRequestForm } from '../../features/auth/password-reset-request-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { authArea } from '../../../shared/i18n/messages/auth.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * /forgot-password asks for a reset link by email; the emailed link comes back here with ?token= to choose the
 * new password. With an identity provider, its own page resets passwords: this page sends people there.
 */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { loading, providers } = useAuth();
  const { t } = useI18n();
  const title = token ? t(authArea.chooseNewPasswordTitle) : t(pages.forgotPasswordTitle);
  useDocumentTitle(title);

  let content;
  if (token) {
    content = <PasswordResetForm token={token} />;
  } else if (loading) {
    content = <LoadingState />;
  } else {
    content = (
      <>
        {providers.oidc ? (
          <ProviderAccountsNotice providers={providers}>
            {t(authArea.passwordAtProvider, { provider: providers.oidc_label })}
          </ProviderAccountsNotice>
        ) : null}
        {providers.oidc && providers.password ? <OrDivider /> : null}
        {providers.password ? <PasswordResetRequestForm /> : null}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card p-8">
        <h1 className="font-display text-3xl font-bold text-koa-900">{title}</h1>
        <div className="mt-6">{content}</div>
        <p className="mt-6 text-center text-sm text-stone-600">
          {t(authArea.rememberedIt)}{' '}
          <Link to={paths.login()} className="link">
            {t(authArea.signIn)}
          </Link>
        </p>
      </div>
    </div>
  );
}
