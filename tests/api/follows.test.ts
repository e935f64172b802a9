/**
 * Following by email (issue 37, decision 033), on both databases, at the service: one confirmation link before
 * anything, never two within the gap; the link confirms; a digest tells what was added since, public content only,
 * with a one-click unsubscribe; two processes queuing together queue one digest; an unfollowed canoe is heard of no
 * more; and through HTTP, as the Follow form, the follower's links and a mail client's one-click unsubscribe call it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { buildCanoe, buildPhoto, buildProtocol, keepFor } from '../../src/server/record-builders/index.ts';
import { insertStory } from '../../src/server/modules/submissions/submission.repository.ts';
import { nowIso } from '../../src/server/db/database.ts';
import { createTranslator } from '../../src/shared/i18n/translator.ts';
import { SOURCE_LANGUAGE } from '../../src/shared/i18n/languages.ts';
import {
  CONFIRMATION_GAP_MS,
  INVALID_LINK,
  confirmFollowing,
  manageFollows,
  queueDigests,
  requestFollow,
  unfollow,
} from '../../src/server/modules/follows/follow.service.ts';

let t: TestApp;
const english = createTranslator(SOURCE_LANGUAGE);
const BASE = 'https://canoes.example.org';
let canoeId: number;

const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-follows-'));

beforeAll(async () => {
  // Email is sent (to files), by no worker: what waits in the outbox stays there for the tests to read.
  t = await createTestApp({ MAIL_WORKER_SECONDS: '0', MAIL_OUTBOX_DIR: outboxDir });
  canoeId = (await buildCanoe(t.db, { name: 'Hōkūleʻa' })).canoe_id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

const outbox = (kind: string) =>
  t.db.kysely.selectFrom('mail_outbox').selectAll().where('kind', '=', kind).orderBy('mail_id').execute();

const tokenIn = (text: string) => /token=([^\s&>]+)/.exec(text)![1];

describe('following a canoe by email', () => {
  it('sends one confirmation link, never two within the gap, and nothing else until it is opened', async () => {
    const start = new Date();
    const ask = (at: Date, email = 'Paddler@Example.org') =>
      requestFollow(
        t.db,
        { email, subject: { type: 'canoe', id: canoeId }, cadence: 'daily' },
        BASE,
        english,
        at,
      );
    await ask(start);
    await ask(new Date(start.getTime() + 60_000), 'paddler@example.org ');
    let sent = await outbox('follow-confirmation');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to_address: 'Paddler@Example.org',
      subject: 'Confirm that you want to follow the Koa Canoe Registry',
    });
    expect(sent[0].text_body).toContain('the canoe Hōkūleʻa');
    expect(sent[0].text_body).toMatch(/https:\/\/canoes\.example\.org\/follow\?token=\d+\.[\w-]{32}/);
    // After the gap, a new ask sends a new link.
    await ask(new Date(start.getTime() + CONFIRMATION_GAP_MS + 1_000));
    sent = await outbox('follow-confirmation');
    expect(sent).toHaveLength(2);
    expect(tokenIn(sent[1].text_body)).toBe(tokenIn(sent[0].text_body));

    // Nothing is sent to an address that has not confirmed.
    await buildPhoto(t.db, { canoeId, caption: 'Before confirming' });
    expect(await queueDigests(t.db, 'daily', BASE, english, new Date(Date.now() + 2 * 86_400_000))).toBe(0);

    // A token that is not one is refused; the link confirms.
    await expect(confirmFollowing(t.db, '1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).rejects.toMatchObject({
      statusCode: 400,
      message: INVALID_LINK.message,
    });
    await confirmFollowing(t.db, tokenIn(sent[0].text_body));
    const managed = await manageFollows(t.db, tokenIn(sent[0].text_body));
    expect(managed.email).toBe('Paddler@Example.org');
    expect(managed.follows).toEqual([
      expect.objectContaining({
        subject_type: 'canoe',
        subject_id: canoeId,
        cadence: 'daily',
        confirmed_at: expect.any(String),
      }),
    ]);
  });

  it('a digest tells what was added since, public content only, with a one-click unsubscribe; queued once', async () => {
    const protocol = await buildProtocol(t.db, { name: 'Kahananui ʻohana' });
    await buildPhoto(t.db, { canoeId, caption: 'The launch at Hilo' });
    const kept = await insertStory(t.db.kysely, {
      canoe_id: canoeId,
      title: 'Kahananui-kept-story',
      body: '<p>Family words.</p>',
      body_haw: null,
      shown_name: 'Auntie',
      licence: null,
      shared_at: nowIso(),
      published_at: nowIso(),
      submission_id: null,
    });
    await keepFor(t.db, 'story', kept.story_id, [protocol.id]);

    const later = new Date(Date.now() + 3 * 86_400_000);
    // Two processes at once: one digest.
    const [a, b] = await Promise.all([
      queueDigests(t.db, 'daily', BASE, english, later),
      queueDigests(t.db, 'daily', BASE, english, later),
    ]);
    expect(a + b).toBe(1);
    const [digest] = await outbox('digest');
    expect(digest.to_address).toBe('Paddler@Example.org');
    expect(digest.subject).toMatch(/^\d+ additions? to the Koa Canoe Registry$/);
    expect(digest.text_body).toContain('Added to the canoe Hōkūleʻa:');
    expect(digest.text_body).toContain('- A photo of Hōkūleʻa was added');
    expect(digest.text_body).toContain(`${BASE}/canoes/${canoeId}/photos?photo=`);
    expect(digest.text_body).not.toContain('Kahananui-kept-story');
    const headers = JSON.parse(digest.headers_json!) as Record<string, string>;
    expect(headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/canoes\.example\.org\/api\/follows\/unsubscribe\?token=/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The link that manages every follow opens the follower's page, with the same token.
    expect(digest.text_body).toContain(`${BASE}/follow?token=${tokenIn(headers['List-Unsubscribe'])}`);
    // Asked again the same day: nothing new is queued.
    expect(await queueDigests(t.db, 'daily', BASE, english, later)).toBe(0);

    // The next day, only what was added since.
    await buildPhoto(t.db, { canoeId, caption: 'Racing at Kailua' });
    const next = new Date(later.getTime() + 86_400_000 + 1_000);
    expect(await queueDigests(t.db, 'daily', BASE, english, next)).toBe(1);
    const second = (await outbox('digest'))[1];
    expect(second.subject).toBe('1 addition to the Koa Canoe Registry');

    // Unsubscribed with its link: heard of no more.
    await unfollow(t.db, tokenIn(headers['List-Unsubscribe']));
    await buildPhoto(t.db, { canoeId, caption: 'After unsubscribing' });
    expect(await queueDigests(t.db, 'daily', BASE, english, new Date(next.getTime() + 2 * 86_400_000))).toBe(
      0,
    );
    expect((await manageFollows(t.db, tokenIn(headers['List-Unsubscribe']))).follows).toEqual([]);
  });

  it('a canoe that is not there for a visitor cannot be followed', async () => {
    const protocol = await buildProtocol(t.db, { name: 'Hālau Hoe' });
    const keptCanoe = await buildCanoe(t.db, { name: 'Kahananui-kept-canoe' });
    await keepFor(t.db, 'canoe', keptCanoe.canoe_id, [protocol.id]);
    for (const id of [keptCanoe.canoe_id, 999_999]) {
      await expect(
        requestFollow(
          t.db,
          { email: 'x@example.org', subject: { type: 'canoe', id }, cadence: 'weekly' },
          BASE,
          english,
        ),
      ).rejects.toMatchObject({ statusCode: 404 });
    }
  });
});

describe('through HTTP', () => {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

  it('answers the Follow form the same whatever happened, and refuses what is not an address or not there', async () => {
    const raceCanoe = await buildCanoe(t.db, { name: 'Kaʻala' });
    const body = {
      email: 'kupuna@example.org',
      subject_type: 'canoe',
      subject_id: raceCanoe.canoe_id,
      cadence: 'weekly',
    };
    const first = await post('/api/follows', body);
    const again = await post('/api/follows', body);
    expect(first.statusCode, first.body).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(first.json()).toEqual({
      message: 'Check your email: we sent a link to confirm. Nothing is sent until you open it.',
    });
    expect(again.json()).toEqual(first.json());
    const confirmations = (await outbox('follow-confirmation')).filter(
      (m) => m.to_address === 'kupuna@example.org',
    );
    expect(confirmations).toHaveLength(1);

    const bad = await post('/api/follows', { ...body, email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.email).toBeTruthy();
    expect((await post('/api/follows', { ...body, subject_id: 999_999 })).statusCode).toBe(404);
    // The whole archive needs no record.
    expect(
      (await post('/api/follows', { email: 'kupuna@example.org', subject_type: 'archive' })).statusCode,
    ).toBe(202);
  });

  it('names what the Follow form follows as a visitor sees it, and nothing kept or missing', async () => {
    const subject = (query: string) => t.app.inject({ method: 'GET', url: `/api/follows/subject?${query}` });
    const canoe = await buildCanoe(t.db, { name: 'Mākaʻikaʻi' });
    const kept = await buildCanoe(t.db, { name: 'Huna' });
    await keepFor(t.db, 'canoe', kept.canoe_id, [(await buildProtocol(t.db, { name: 'Ohana Huna' })).id]);
    const named = await subject(`subject_type=canoe&subject_id=${canoe.canoe_id}`);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toEqual({ subject_type: 'canoe', subject_id: canoe.canoe_id, name: 'Mākaʻikaʻi' });
    // A canoe kept for a protocol is not there to follow, whoever asks.
    expect((await subject(`subject_type=canoe&subject_id=${kept.canoe_id}`)).statusCode).toBe(404);
    expect((await subject('subject_type=archive')).json()).toEqual({
      subject_type: 'archive',
      subject_id: 0,
      name: null,
    });
    expect((await subject('subject_type=canoe&subject_id=999999')).statusCode).toBe(404);
    expect((await subject('subject_type=boat&subject_id=1')).statusCode).toBe(400);
  });

  it('confirms with the link’s token, lists and changes the follows, and stops them, with no sign-in', async () => {
    const [confirmation] = (await outbox('follow-confirmation')).filter(
      (m) => m.to_address === 'kupuna@example.org',
    );
    const token = tokenIn(confirmation.text_body);
    const refused = await post('/api/follows/confirm', { token: '7.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This link is not valid. Ask for a new one with the Follow button.');
    const confirmed = await post('/api/follows/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      email: 'kupuna@example.org',
      follows: [
        { subject_type: 'canoe', name: 'Kaʻala', cadence: 'weekly', confirmed: true },
        { subject_type: 'archive', subject_id: 0, name: null, confirmed: true },
      ],
    });
    const [canoeFollow] = confirmed.json().follows as { follow_id: number }[];
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/follows/manage/${canoeFollow.follow_id}`,
      payload: { token, cadence: 'daily' },
    });
    expect(changed.json().follows[0]).toMatchObject({ cadence: 'daily' });
    const listed = await t.app.inject({ method: 'GET', url: `/api/follows/manage?token=${token}` });
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json().follows).toHaveLength(2);
    const stopped = await t.app.inject({
      method: 'DELETE',
      url: `/api/follows/manage/${canoeFollow.follow_id}?token=${encodeURIComponent(token)}`,
    });
    expect(stopped.json().follows.map((f: { subject_type: string }) => f.subject_type)).toEqual(['archive']);
    // A mail client's one-click unsubscribe (RFC 8058): a form post, no other header.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/follows/unsubscribe?token=${encodeURIComponent(token)}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json().message).toBe('You follow nothing now: no more email will be sent to you.');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/follows/manage?token=${token}` })).json().follows,
    ).toEqual([]);
  });

  it('limits how often one client may ask, and says so', async () => {
    const canoe = await buildCanoe(t.db, { name: 'Mahina' });
    const ask = (n: number) =>
      post(
        '/api/follows',
        { email: `many${n}@example.org`, subject_type: 'canoe', subject_id: canoe.canoe_id },
        { 'x-forwarded-for': '203.0.113.9' },
      );
    const answers = [];
    for (let n = 0; n < 12; n++) answers.push((await ask(n)).statusCode);
    expect(answers.filter((code) => code === 429).length).toBeGreaterThan(0);
    const limited = await ask(99);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests to follow. Wait a minute and try again.');
    expect(limited.headers['retry-after']).toBeTruthy();
  });
});

describe('a site that sends no email', () => {
  it('says that updates by email are not available', async () => {
    const noMail = await createTestApp({ MAIL_WORKER_SECONDS: '0' });
    try {
      const canoe = await buildCanoe(noMail.db, { name: 'Kaʻiwi' });
      const res = await noMail.app.inject({
        method: 'POST',
        url: '/api/follows',
        payload: { email: 'a@example.org', subject_type: 'canoe', subject_id: canoe.canoe_id },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Updates by email are not available on this site.');
    } finally {
      await noMail.close();
    }
  });
});
