/**
 * Signing in through an OpenID Connect provider (openid-client): authorization code with PKCE, state and nonce;
 * the provider's metadata is discovered once and kept. The provider's answer becomes a profile and groups; the
 * routes turn those into our own session, so the browser never holds a provider token.
 */
import * as client from 'openid-client';
import type { Config } from '../../config.ts';
import { groupsFromClaims, profileFromClaims, type OidcProfile } from './oidc-claims.ts';
import type { PendingLogin } from './oidc-logins.ts';

export const CALLBACK_PATH = '/api/auth/oidc/callback';

export interface OidcSignIn {
  profile: OidcProfile;
  groups: string[];
  idToken: string | null;
}

/** Cognito user pools: their issuer is `https://cognito-idp.{region}.amazonaws.com/{pool}`. */
export const isCognitoIssuer = (issuer: string) =>
  /^cognito-idp\.[a-z0-9-]+\.amazonaws\.com$/.test(new URL(issuer).hostname);

export type OidcClient = ReturnType<typeof createOidcClient>;

export function createOidcClient(settings: Config['oidc']) {
  const { issuer, clientId, clientSecret } = settings;
  if (!issuer || !clientId || !clientSecret) return null;
  let discovered: Promise<client.Configuration> | null = null;

  /** The provider's metadata, fetched on first use and kept; a failure is not kept, so the next try asks again. */
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(issuer), clientId, undefined, client.ClientSecretBasic(clientSecret), {
        // Plain HTTP only for a provider on this machine or in a test; https everywhere else.
        execute: new URL(issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    /** The provider's sign-in address, and what the callback must check (kept server-side by the caller). */
    async start(siteUrl: string, returnTo: string, identityProvider: string | null) {
      const config = await configuration();
      const login: PendingLogin = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        returnTo,
      };
      const parameters: Record<string, string> = {
        redirect_uri: siteUrl + CALLBACK_PATH,
        scope: settings.scopes,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(login.codeVerifier),
        code_challenge_method: 'S256',
        state: login.state,
        nonce: login.nonce,
      };
      // Cognito's hosted UI goes straight to Google, Facebook… instead of showing its own page.
      if (identityProvider) parameters.identity_provider = identityProvider;
      return { url: client.buildAuthorizationUrl(config, parameters).href, login };
    },

    /** Exchange the code of the provider's redirect and read who signed in. Throws on anything amiss. */
    async finish(siteUrl: string, query: string, login: PendingLogin): Promise<OidcSignIn> {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, new URL(siteUrl + CALLBACK_PATH + query), {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: login.state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims() as Record<string, unknown> | undefined;
      if (!claims) throw new Error('The provider sent no ID token');
      let groups = groupsFromClaims(claims, settings.groupsClaim);
      let profile = profileFromClaims(claims);
      // Many providers put groups and email only in the userinfo answer, not in the ID token.
      if ((groups === null || !profile.email) && config.serverMetadata().userinfo_endpoint) {
        const info = (await client.fetchUserInfo(config, tokens.access_token, profile.subject)) as Record<
          string,
          unknown
        >;
        groups ??= groupsFromClaims(info, settings.groupsClaim);
        const more = profileFromClaims({ ...info, sub: profile.subject });
        if (!profile.email) profile = { ...profile, email: more.email, emailVerified: more.emailVerified };
        profile.name ??= more.name;
      }
      return { profile, groups: groups ?? [], idToken: tokens.id_token ?? null };
    },

    /**
     * Where to send the browser to end the provider's session too, returning to the site's home; null when the
     * provider offers no way (or cannot be reached: our own session has ended anyway).
     */
    async logoutUrl(siteUrl: string, idToken: string | null): Promise<string | null> {
      const home = `${siteUrl}/`;
      if (settings.cognitoDomain && isCognitoIssuer(issuer)) {
        const url = new URL('/logout', settings.cognitoDomain);
        url.searchParams.set('client_id', clientId);
        url.searchParams.set('logout_uri', home);
        return url.href;
      }
      let config: client.Configuration;
      try {
        config = await configuration();
      } catch {
        return null;
      }
      if (!config.serverMetadata().end_session_endpoint) return null;
      const parameters: Record<string, string> = { post_logout_redirect_uri: home, client_id: clientId };
      if (idToken) parameters.id_token_hint = idToken;
      return client.buildEndSessionUrl(config, parameters).href;
    },
  };
}
