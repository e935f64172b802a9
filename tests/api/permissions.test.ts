/**
 * The permission matrix, generated from the routes the app registers: every state-changing route (and every
 * read that is not public) must appear below with its access level, and is then proven to answer 401 without
 * a caller and 403 for a signed-in non-admin. Adding a route without an entry here fails this test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

type Access = 'public' | 'member' | 'admin' | 'people' | 'translator';

/** Method and path (parameters written as `:p`) → access. Reads not listed here must be public. */
const EXPECTED: Record<string, Access> = {
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/register/confirm': 'public',
  'POST /api/auth/password-reset': 'public',
  'POST /api/auth/password-reset/confirm': 'public',
  'POST /api/subscribers': 'public',
  // Following by email: no account; the emailed link's token says whose follows (decision 033).
  'POST /api/follows': 'public',
  'POST /api/follows/confirm': 'public',
  'PUT /api/follows/manage/:p': 'public',
  'DELETE /api/follows/manage/:p': 'public',
  'POST /api/follows/unsubscribe': 'public',
  // Community submissions: anyone may share; everything else is the administrators'.
  'POST /api/submissions': 'public',
  'POST /api/submissions/recording-files': 'public',
  'GET /api/submissions': 'admin',
  'GET /api/submissions/count': 'admin',
  'GET /api/submissions/:p': 'admin',
  'GET /api/submissions/:p/photos/:p/image': 'admin',
  'GET /api/submissions/:p/recording/file': 'admin',
  'PUT /api/submissions/:p': 'admin',
  'POST /api/submissions/:p/approve': 'admin',
  'POST /api/submissions/:p/reject': 'admin',
  'POST /api/submissions/:p/spam': 'admin',
  'POST /api/submissions/:p/erase': 'admin',
  'PATCH /api/canoes/:p/stories/:p': 'admin',
  'DELETE /api/canoes/:p/stories/:p': 'admin',
  'GET /api/subscribers': 'people',

  'POST /api/canoes': 'admin',
  'PUT /api/canoes/:p': 'admin',
  'DELETE /api/canoes/:p': 'admin',
  'POST /api/canoes/:p/names': 'admin',
  'PUT /api/canoes/:p/names/:p': 'admin',
  'DELETE /api/canoes/:p/names/:p': 'admin',
  'POST /api/ownerships': 'admin',
  'PUT /api/ownerships/:p': 'admin',
  'DELETE /api/ownerships/:p': 'admin',
  'POST /api/canoes/:p/makers': 'admin',
  'PUT /api/canoes/:p/makers/:p': 'admin',
  'DELETE /api/canoes/:p/makers/:p': 'admin',
  'POST /api/canoes/:p/media': 'admin',
  'PUT /api/canoes/:p/media/:p': 'admin',
  'DELETE /api/canoes/:p/media/:p': 'admin',
  'POST /api/recording-files': 'admin',
  'POST /api/canoes/:p/recordings': 'admin',
  'PUT /api/canoes/:p/recordings/:p': 'admin',
  'DELETE /api/canoes/:p/recordings/:p': 'admin',
  'POST /api/canoes/:p/restorations': 'admin',
  'PUT /api/canoes/:p/restorations/:p': 'admin',
  'DELETE /api/canoes/:p/restorations/:p': 'admin',
  'PUT /api/canoes/:p/sources': 'admin',
  'PUT /api/canoes/:p/names/:p/sources': 'admin',
  'PUT /api/ownerships/:p/sources': 'admin',
  'PUT /api/canoes/:p/restorations/:p/sources': 'admin',
  'PUT /api/races/:p/participants/:p/sources': 'admin',
  'PUT /api/canoes/:p/media/:p/sources': 'admin',
  'POST /api/tk-labels/import': 'admin',
  'PUT /api/tk-labels/:p': 'admin',
  'PUT /api/canoes/:p/tk-labels': 'admin',
  'PUT /api/canoes/:p/media/:p/tk-labels': 'admin',
  'PUT /api/canoes/:p/stories/:p/tk-labels': 'admin',
  'PUT /api/canoes/:p/sources/:p/tk-labels': 'admin',

  'POST /api/races': 'admin',
  'PUT /api/races/:p': 'admin',
  'DELETE /api/races/:p': 'admin',
  'POST /api/races/:p/participants': 'admin',
  'PUT /api/races/:p/participants/:p': 'admin',
  'DELETE /api/races/:p/participants/:p': 'admin',

  'POST /api/owners': 'admin',
  'PUT /api/owners/:p': 'admin',
  'DELETE /api/owners/:p': 'admin',
  'POST /api/owners/:p/logo': 'admin',
  'DELETE /api/owners/:p/logo': 'admin',

  'POST /api/makers': 'admin',
  'PUT /api/makers/:p': 'admin',
  'DELETE /api/makers/:p': 'admin',
  'POST /api/makers/:p/picture': 'admin',
  'DELETE /api/makers/:p/picture': 'admin',

  'GET /api/activity': 'admin',
  'GET /api/activity/actors': 'admin',
  'GET /api/deleted': 'admin',
  'GET /api/changes/:p': 'admin',
  'POST /api/changes/:p/revert': 'admin',
  'GET /api/canoes/:p/activity': 'admin',
  'GET /api/canoes/:p/history': 'admin',
  'GET /api/canoes/matches': 'admin',
  'GET /api/makers/matches': 'admin',
  'GET /api/owners/matches': 'admin',
  'GET /api/races/matches': 'admin',
  'GET /api/owners/:p/history': 'admin',
  'GET /api/makers/:p/history': 'admin',
  'GET /api/races/:p/history': 'admin',
  'GET /api/places/:p/history': 'admin',
  'GET /api/places/origins': 'admin',
  'POST /api/places/origins': 'admin',
  'POST /api/places': 'admin',
  'PUT /api/places/:p': 'admin',
  'DELETE /api/places/:p': 'admin',
  'GET /api/people/:p/history': 'people',

  'GET /api/open-data/archive': 'admin',
  'GET /api/open-data/archive/private': 'people',

  'GET /api/protocols': 'member',
  'GET /api/protocols/:p': 'member',
  'POST /api/protocols': 'admin',
  'PUT /api/protocols/:p': 'admin',
  'DELETE /api/protocols/:p': 'admin',
  'POST /api/protocols/:p/members': 'member',
  'PUT /api/protocols/:p/members/:p': 'member',
  'GET /api/protocols/:p/export': 'member',
  'DELETE /api/protocols/:p/members/:p': 'member',
  'GET /api/protection/:p/:p': 'admin',
  'PUT /api/protection/:p/:p': 'admin',

  'GET /api/people': 'people',
  'GET /api/people/:p': 'people',
  'GET /api/people/:p/picture': 'people',
  'POST /api/people': 'people',
  'PUT /api/people/:p': 'people',
  'DELETE /api/people/:p': 'people',
  'POST /api/people/:p/picture': 'people',
  'DELETE /api/people/:p/picture': 'people',

  // The community's translators (decision 026): not the administrators, whatever their group.
  'GET /api/translations/:p': 'translator',
  'PUT /api/translations/:p/:p': 'translator',
  'GET /api/translations/:p/catalog': 'translator',
  'POST /api/translations/:p/catalog': 'translator',
};

const key = (method: string, url: string) => `${method} ${url.replace(/:[A-Za-z_]+/g, ':p')}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('permission matrix', () => {
  it('lists every state-changing or non-public route with its access level', () => {
    const registered = new Map<string, Access>();
    for (const route of t.app.routeTable) {
      if (!route.url.startsWith('/api')) continue;
      if (route.method === 'GET' && route.access === 'public') continue;
      registered.set(key(route.method, route.url), route.access);
    }
    expect(Object.fromEntries([...registered].sort())).toEqual(
      Object.fromEntries(Object.entries(EXPECTED).sort()),
    );
  });

  const guarded = Object.entries(EXPECTED).filter(([, access]) => access !== 'public' && access !== 'member');
  const signedIn = Object.entries(EXPECTED).filter(([, access]) => access === 'member');

  // A protocol's keepers need not be administrators: the route lets anyone signed in reach the service, which
  // answers by their place in the protocol (modules/protocols; its own tests show who may do what).
  it.each(signedIn)('%s answers 401 without a caller and lets any signed-in caller ask', async (route) => {
    const [method, path] = route.split(' ');
    const url = path.replace(/:p/g, '1');
    const payload =
      method === 'GET' || method === 'DELETE' ? undefined : { email: 'user@example.org', role: 'member' };
    const anonymous = await t.request('anonymous', { method: method as 'GET', url, payload });
    expect(anonymous.statusCode).toBe(401);
    const user = await t.request('user', { method: method as 'GET', url, payload });
    // Protocol 1 does not exist: not found, never "permission denied" for want of a group.
    expect(user.statusCode, user.body).toBe(method === 'GET' && path === '/api/protocols' ? 200 : 404);
  });

  it.each(guarded)('%s answers 401 without a caller and 403 for a non-admin', async (route, access) => {
    const [method, path] = route.split(' ');
    const url = path.replace(/:p/g, '1');
    const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
    const send = (as: 'anonymous' | 'user' | 'editor') =>
      t.request(as, { method: method as 'GET', url, payload });

    const anonymous = await send('anonymous');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBeTruthy();

    const user = await send('user');
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toMatch(/Permission denied/);

    if (access === 'people' || access === 'translator') {
      // An admin of another group (Canoe-Admins) is an admin, but the People area needs the group "admin".
      expect((await send('editor')).statusCode).toBe(403);
    }
  });

  // Public reads are not listed above; a public read of a canoe's page says how it filters what it answers.
  it('answers a canoe’s timeline to anyone, filtered for the caller (decision 028)', async () => {
    const route = t.app.routeTable.find(
      (entry) => entry.method === 'GET' && entry.url === '/api/canoes/:id/timeline',
    );
    expect(route).toMatchObject({ access: 'public', content: 'viewer' });
    // There is no canoe 1 here: a visitor is told it is not found, never that they must sign in.
    const anonymous = await t.request('anonymous', { method: 'GET', url: '/api/canoes/1/timeline' });
    expect(anonymous.statusCode).toBe(404);
  });

  it('refuses a revoked or unknown API token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/canoes',
      headers: { authorization: 'Bearer kcr_not-a-real-token' },
    });
    expect(res.statusCode).toBe(401);
  });
});
