import { useState } from 'react';
import { Link, useSearchParams } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { ProviderAccountsNotice } from '../../features/auth/provider-accounts-notice.tsx';
import { RegisterConfirm } from '../../features/auth/register-confirm.tsx';
import { RegisterForm } from '../../features/auth/register-form.tsx';
import { siteConfig } from '../../lib/site-config.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

function RegistrationClosed() {
  const email = siteConfig().contactEmail;
  return (
    <p className="text-stone-700">
      Registration is closed. To ask for access, write to{' '}
      <a href={`mailto:${email}?subject=${encodeURIComponent('Access to the registry')}`} className="link">
        {email}
      </a>{' '}
      and say who you are and which records you look after.
    </p>
  );
}

/**
 * A member account of the registry's own; with an identity provider, accounts are made there instead. The
 * emailed link comes back here with ?token= to make the account.
 */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const title = token ? 'Finish Registering' : 'Register';
  useDocumentTitle(title);
  const { loading, providers } = useAuth();
  const [closedByServer, setClosedByServer] = useState(false);

  let content;
  if (token) content = <RegisterConfirm token={token} />;
  else if (loading) content = <LoadingState label="Loading..." />;
  else if (providers.oidc) {
    content = (
      <ProviderAccountsNotice providers={providers}>
        Accounts are created through {providers.oidc_label}. Sign in there; your account here is made the
        first time you do.
      </ProviderAccountsNotice>
    );
  } else if (!providers.registration || closedByServer) content = <RegistrationClosed />;
  else content = <RegisterForm onClosed={() => setClosedByServer(true)} />;

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card p-8">
        <h1 className="font-display text-3xl font-bold text-koa-900">{title}</h1>
        <p className="mt-2 text-stone-600">
          An account lets you sign in; the registry&apos;s administrators decide who may change its records.
        </p>
        <div className="mt-6">{content}</div>
        <p className="mt-6 text-center text-sm text-stone-600">
          Already have an account?{' '}
          <Link to={paths.login()} className="link">
            Sign In
          </Link>
        </p>
      </div>
    </div>
  );
}
