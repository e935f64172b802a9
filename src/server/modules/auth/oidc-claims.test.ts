import { describe, expect, it } from 'vitest';
import { groupsFromClaims, profileFromClaims } from './oidc-claims.ts';
import { safeReturnPath } from './return-to.ts';

describe('groups from the identity provider', () => {
  it('reads cognito:groups first, else groups, unless a claim is configured', () => {
    const claims = { 'cognito:groups': ['Canoe-Admins'], groups: ['other'], roles: ['admin'] };
    expect(groupsFromClaims(claims, null)).toEqual(['Canoe-Admins']);
    expect(groupsFromClaims({ groups: ['paddlers'] }, null)).toEqual(['paddlers']);
    expect(groupsFromClaims(claims, 'roles')).toEqual(['admin']);
    expect(groupsFromClaims({ groups: ['x'] }, 'roles')).toBeNull();
    expect(groupsFromClaims({}, null)).toBeNull();
  });

  it('takes a lone string as one group, drops non-strings and Keycloak path slashes', () => {
    expect(groupsFromClaims({ groups: 'admin' }, null)).toEqual(['admin']);
    expect(groupsFromClaims({ groups: ['/admin', 7, ' ', 'admin'] }, null)).toEqual(['admin']);
    expect(groupsFromClaims({ groups: [] }, null)).toEqual([]);
  });

  it('reads who signed in, with a name from the parts when there is no full name', () => {
    expect(
      profileFromClaims({
        sub: 'abc',
        email: 'a@b.org',
        email_verified: 'true',
        given_name: 'Kai',
        family_name: 'Lee',
      }),
    ).toEqual({ subject: 'abc', email: 'a@b.org', emailVerified: true, name: 'Kai Lee' });
    expect(profileFromClaims({ sub: 'abc' })).toEqual({
      subject: 'abc',
      email: null,
      emailVerified: false,
      name: null,
    });
    expect(() => profileFromClaims({})).toThrow();
  });
});

describe('the return path after signing in', () => {
  it.each([
    ['/canoes?view=list', '/canoes?view=list'],
    ['/owners/1#fleet', '/owners/1#fleet'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/api/auth/oidc/start', '/'],
    ['/a\nb', '/'],
    [undefined, '/'],
    [['/x'], '/'],
  ])('%o → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
