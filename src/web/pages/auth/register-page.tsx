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
import { authArea } from '../../../shared/i18n/messages/auth.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { useI18n, withParts } from '../../lib/i18n.tsx';

function RegistrationClosed() {
  const translator = useI18n();
  const email = siteConfig().contactEmail;
  const subject = encodeURIComponent(translator.t(authArea.accessEmailSubject));
  return (
    <p className="text-stone-700">
      {withParts(
        translator,
        authArea.registrationClosed,
        {},
        {
          email: (
            <a href={`mailto:${email}?subject=${subject}`} className="link">
              {email}
            </a>
          ),
        },
      )}
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
  const { t } = useI18n();
  const title = token ? t(authArea.finishRegisteringTitle) : t(pages.registerTitle);
  useDocumentTitle(title);
  const { loading, providers } = useAuth();
  const [closedByServer, setClosedByServer] = useState(false);

  let content;
  if (token) content = <RegisterConfirm token={token} />;
  else if (loading) content = <LoadingState />;
  else if (providers.oidc) {
    content = (
      <ProviderAccountsNotice providers={providers}>
        {t(authArea.accountsAtProvider, { provider: providers.oidc_label })}
      </ProviderAccountsNotice>
    );
  } else if (!providers.registration || closedByServer) content = <RegistrationClosed />;
  else content = <RegisterForm onClosed={() => setClosedByServer(true)} />;

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card p-8">
        <h1 className="font-display text-3xl font-bold text-koa-900">{title}</h1>
        <p className="mt-2 text-stone-600">{t(authArea.registerLead)}</p>
        <div className="mt-6">{content}</div>
        <p className="mt-6 text-center text-sm text-stone-600">
          {t(authArea.alreadyHaveAccount)}{' '}
          <Link to={paths.login()} className="link">
            {t(authArea.signIn)}
          </Link>
        </p>
      </div>
    </div>
  );
}
