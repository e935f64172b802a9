/**
 * Following by email (issue 37, decision 033): an address asks to follow a canoe, steward, maker or race (or the
 * archive); a link confirms it before anything is sent (never two confirmations within CONFIRMATION_GAP_MS); a
 * confirmed follow hears, once a day or once a week, what was added to the record, as its feed tells it: public
 * content only. The follower's link manages every follow of theirs; every digest has a one-click unsubscribe.
 * Every message goes through the outbox (decision 032).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db, Executor } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { siteSecret } from '../submissions/challenge.ts';
import { normalizeEmail } from '../auth/accounts.service.ts';
import { enqueueMail } from '../mail/outbox.service.ts';
import { feedEntries, subjectName, type FeedEntry } from '../feeds/feed.service.ts';
import type { FeedSubject } from '../feeds/feed.repository.ts';
import type { Translator } from '../../../shared/i18n/translator.ts';
import { followsArea as words } from '../../../shared/i18n/messages/follows.ts';
import * as repo from './follow.repository.ts';
import { paths } from '../../../shared/paths.ts';
import type { Follows } from '../../../shared/api/follows.ts';

/** A confirmation is never sent to one address twice within this time. */
export const CONFIRMATION_GAP_MS = 15 * 60_000;
const PERIOD_MS: Record<repo.Cadence, number> = { daily: 24 * 3_600_000, weekly: 7 * 24 * 3_600_000 };

export interface FollowSubject {
  type: repo.SubjectType;
  /** 0 for the archive. */
  id: number;
}

export const INVALID_LINK = words.invalidLink;

const feedSubject = (subject: FollowSubject): FeedSubject =>
  subject.type === 'archive' ? null : { type: subject.type, id: subject.id };

/** The follower's link token: their id and a keyed hash of it with their address (nothing stored to steal). */
export async function followToken(db: Executor, follower: repo.Follower): Promise<string> {
  const key = await siteSecret(db, 'follow-links');
  const mac = createHmac('sha256', key)
    .update(`${follower.follower_id}:${follower.email_normalized}`)
    .digest('base64url')
    .slice(0, 32);
  return `${follower.follower_id}.${mac}`;
}

/** The follower a token is theirs; 400 for any other token. */
export async function followerOfToken(db: Executor, token: string): Promise<repo.Follower> {
  const id = /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{32}$/.exec(token)?.[1];
  const follower = id ? await repo.findFollower(db, Number(id)) : undefined;
  if (follower) {
    const expected = Buffer.from(await followToken(db, follower));
    const given = Buffer.from(token);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return follower;
  }
  throw new HttpError(400, INVALID_LINK);
}

/** The record a Follow form names, as a visitor sees it: 404 when they may not; the archive has no name. */
export async function followSubjectView(db: Db, subject: FollowSubject, translator: Pick<Translator, 't'>) {
  const feed = feedSubject(subject);
  return {
    subject_type: subject.type,
    subject_id: feed ? subject.id : 0,
    name: feed ? await subjectName(db, feed, translator) : null,
  };
}

/** The follower's page: the confirmation link and every digest's link open it (decision 033). */
const followerPage = (base: string, token: string) => `${base}${paths.follow({ token })}`;

async function whatIs(db: Db, subject: FollowSubject, t: Translator['t']) {
  const feed = feedSubject(subject);
  const name = feed ? await subjectName(db, feed, { t }) : '';
  return t(words.what, { type: subject.type, name });
}

/**
 * Ask to follow. Says nothing of whether the address follows already: the caller answers the same words whatever
 * happened. The subject must be there for a visitor (404 otherwise, as its page).
 */
export async function requestFollow(
  db: Db,
  input: { email: string; subject: FollowSubject; cadence: repo.Cadence },
  base: string,
  { t }: Pick<Translator, 't'>,
  now = new Date(),
): Promise<void> {
  const what = await whatIs(db, input.subject, t);
  const email = input.email.normalize('NFC').trim();
  await db.kysely.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const follower = await repo.followerFor(trx, email, normalizeEmail(email), at);
    await repo.upsertFollow(trx, follower.follower_id, input.subject, input.cadence, at);
    const since = new Date(now.getTime() - CONFIRMATION_GAP_MS).toISOString();
    if (!(await repo.claimConfirmation(trx, follower.follower_id, at, since))) return;
    const link = followerPage(base, await followToken(trx, follower));
    await enqueueMail(
      trx,
      'follow-confirmation',
      { to: follower.email, subject: t(words.confirmSubject), text: t(words.confirmText, { what, link }) },
      now,
    );
  });
}

/** The link in the confirmation: every follow of the follower that waits is confirmed. */
export async function confirmFollowing(db: Db, token: string, now = new Date()) {
  const follower = await followerOfToken(db.kysely, token);
  await repo.confirmFollower(db.kysely, follower.follower_id, now.toISOString());
  return follower.follower_id;
}

/** Stop one follow of the token's follower (or all of them, without `followId`). */
export async function unfollow(db: Db, token: string, followId?: number) {
  const follower = await followerOfToken(db.kysely, token);
  await repo.deleteFollows(db.kysely, follower.follower_id, followId);
}

/** Hear of one follow daily or weekly. */
export async function changeCadence(db: Db, token: string, followId: number, cadence: repo.Cadence) {
  const follower = await followerOfToken(db.kysely, token);
  await repo.setCadence(db.kysely, follower.follower_id, followId, cadence);
}

/** The follows a token manages. */
export async function manageFollows(db: Db, token: string) {
  const follower = await followerOfToken(db.kysely, token);
  return { email: follower.email, follows: await repo.followsOf(db.kysely, follower.follower_id) };
}

/** The follows a token manages, each with its record's name as a visitor sees it (null: no longer there). */
export async function followsView(
  db: Db,
  token: string,
  translator: Pick<Translator, 't'>,
): Promise<Follows> {
  const { email, follows } = await manageFollows(db, token);
  const named = await Promise.all(
    follows.map(async (follow) => {
      const feed = feedSubject({ type: follow.subject_type, id: follow.subject_id });
      let name: string | null = null;
      if (feed) {
        try {
          name = await subjectName(db, feed, translator);
        } catch (error) {
          if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
        }
      }
      return {
        follow_id: follow.follow_id,
        subject_type: follow.subject_type,
        subject_id: follow.subject_id,
        name,
        cadence: follow.cadence,
        confirmed: follow.confirmed_at !== null,
      };
    }),
  );
  return { email, follows: named };
}

/**
 * Queue one digest for each follower whose follows of this cadence are due: what was added to each since its last
 * digest, in the feed's words and links. A follow with nothing new is marked told all the same, and is asked again
 * after its next period. Two processes queuing together send each digest once: a follow is told of only by the one
 * that marks it.
 */
export async function queueDigests(
  db: Db,
  cadence: repo.Cadence,
  base: string,
  translator: Pick<Translator, 't'>,
  now = new Date(),
): Promise<number> {
  const { t } = translator;
  const due = await repo.dueFollows(
    db.kysely,
    cadence,
    new Date(now.getTime() - PERIOD_MS[cadence]).toISOString(),
  );
  const byFollower = new Map<number, typeof due>();
  for (const follow of due)
    byFollower.set(follow.follower_id, [...(byFollower.get(follow.follower_id) ?? []), follow]);
  // Each subject's words and feed, read once for all who follow it (many follow the archive or one canoe).
  const feeds = new Map<string, Promise<{ what: string; entries: FeedEntry[] }>>();
  const feedOf = (subject: FollowSubject) => {
    const key = `${subject.type}:${subject.id}`;
    let feed = feeds.get(key);
    if (!feed) {
      feed = (async () => {
        try {
          return {
            what: await whatIs(db, subject, t),
            entries: await feedEntries(db, feedSubject(subject), translator),
          };
        } catch (error) {
          // A record no longer there for a visitor (deleted, or kept for a protocol) has nothing to tell.
          if (error instanceof HttpError && error.statusCode === 404) return { what: '', entries: [] };
          throw error;
        }
      })();
      feeds.set(key, feed);
    }
    return feed;
  };
  let queued = 0;
  for (const [followerId, follows] of byFollower) {
    const told: { what: string; entries: FeedEntry[] }[] = [];
    for (const follow of follows) {
      const { what, entries } = await feedOf({ type: follow.subject_type, id: follow.subject_id });
      told.push({
        what,
        entries: entries.filter((entry) => entry.change_id > Number(follow.last_change_id)),
      });
    }
    const sent = await db.kysely.transaction().execute(async (trx) => {
      const at = now.toISOString();
      let mine = false;
      for (const [i, follow] of follows.entries()) {
        const newest = Math.max(
          Number(follow.last_change_id),
          ...told[i].entries.map((entry) => entry.change_id),
        );
        if (await repo.markFollowSent(trx, follow.follow_id, follow.last_sent_at, at, newest)) mine = true;
        else told[i].entries = [];
      }
      const count = told.reduce((sum, one) => sum + one.entries.length, 0);
      if (!mine || count === 0) return false;
      const follower = (await repo.findFollower(trx, followerId))!;
      const token = await followToken(trx, follower);
      const manage = followerPage(base, token);
      const unsubscribe = `${base}/api/follows/unsubscribe?token=${token}`;
      const text = [
        ...told
          .filter((one) => one.entries.length > 0)
          .map((one) =>
            [
              t(words.digestHeading, { what: one.what }),
              ...one.entries.map((entry) => `- ${entry.title}\n  ${base}${entry.link}`),
            ].join('\n'),
          ),
        t(words.digestFooter, { manage, unsubscribe }),
      ].join('\n\n');
      await enqueueMail(
        trx,
        'digest',
        {
          to: follower.email,
          subject: t(words.digestSubject, { count }),
          text,
          // One click, without signing in (RFC 8058).
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
        now,
      );
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}
