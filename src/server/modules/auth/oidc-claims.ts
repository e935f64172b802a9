/** What the registry reads from an identity provider's claims: the groups (rights) and who the person is. */

export const DEFAULT_GROUP_CLAIMS = ['cognito:groups', 'groups'];

/**
 * The groups in the configured claim, or in `cognito:groups`, else `groups`; null when the claims hold none of
 * them (so the caller can look in the userinfo answer). A lone string counts as one group; Keycloak's full
 * group paths (`/admin`) lose their leading slash.
 */
export function groupsFromClaims(
  claims: Record<string, unknown>,
  configured: string | null,
): string[] | null {
  for (const name of configured ? [configured] : DEFAULT_GROUP_CLAIMS) {
    const value = claims[name];
    if (value === undefined || value === null) continue;
    const list = Array.isArray(value) ? value : [value];
    return [
      ...new Set(
        list
          .filter((g): g is string => typeof g === 'string')
          .map((g) => g.trim().replace(/^\//, ''))
          .filter(Boolean),
      ),
    ];
  }
  return null;
}

export interface OidcProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function profileFromClaims(claims: Record<string, unknown>): OidcProfile {
  const subject = text(claims.sub);
  if (!subject) throw new Error('The ID token has no subject');
  const given = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return {
    subject,
    email: text(claims.email),
    // Cognito has sent "true" as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: text(claims.name) ?? (given || null) ?? text(claims.preferred_username),
  };
}
