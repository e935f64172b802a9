import type { ReactNode } from 'react';
import { ProviderSignIn } from './provider-sign-in.tsx';
import type { AuthProviders } from './auth-queries.ts';

/** Accounts and passwords kept by the identity provider: the page says so and sends people there. */
export function ProviderAccountsNotice({
  providers,
  children,
}: {
  providers: AuthProviders;
  children: ReactNode;
}) {
  return (
    <div className="space-y-5">
      <p className="text-stone-700">{children}</p>
      <ProviderSignIn providers={providers} returnTo="/" />
    </div>
  );
}
