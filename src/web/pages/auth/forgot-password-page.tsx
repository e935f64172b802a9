import { Link, useSearchParams } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { OrDivider } from '../../features/auth/provider-sign-in.tsx';
import { ProviderAccountsNotice } from '../../features/auth/provider-accounts-notice.tsx';
import { PasswordResetForm } from '../../features/auth/password-reset-form.tsx';
import { PasswordResetRequestForm } from '../../features/auth/password-reset-request-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /forgot-password asks for a reset link by email; the emailed link comes back here with ?token= to choose the
 * new password. With an identity provider, its own page resets passwords: this page sends people there.
 */
export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { loading, providers } = useAuth();
  const title = token ? 'Choose a New Password' : 'Forgot Password';
  useDocumentTitle(title);

  let content;
  if (token) {
    content = <PasswordResetForm token={token} />;
  } else if (loading) {
    content = <LoadingState label="Loading..." />;
  } else {
    content = (
      <>
        {providers.oidc ? (
          <ProviderAccountsNotice providers={providers}>
            Signing in with {providers.oidc_label}? Your password is kept there: start signing in and use its
            own &ldquo;Forgot your password?&rdquo; link.
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
          Remembered it?{' '}
          <Link to={paths.login()} className="link">
            Sign In
          </Link>
        </p>
      </div>
    </div>
  );
}
