/** The followers' digests of both cadences, queued when due (the outbox worker and `cli send-mail` ask). */
import type { Db } from '../../db/database.ts';
import type { Config } from '../../config.ts';
import { createTranslator } from '../../../shared/i18n/translator.ts';
import { SOURCE_LANGUAGE } from '../../../shared/i18n/languages.ts';
import { queueDigests, requestFollow } from './follow.service.ts';
import { subscribersNotFollowing } from './follow.repository.ts';

/** The site's address for the links of a message written outside any request. */
export const mailBaseUrl = (config: Config) => config.site.publicUrl ?? `http://localhost:${config.port}`;

export async function queueAllDigests(db: Db, config: Config, now = new Date()): Promise<number> {
  const english = createTranslator(SOURCE_LANGUAGE);
  const base = mailBaseUrl(config);
  return (
    (await queueDigests(db, 'daily', base, english, now)) +
    (await queueDigests(db, 'weekly', base, english, now))
  );
}

/**
 * The mailing list's addresses (the footer's form before following existed) asked, once, whether they want to follow
 * the whole archive (decision 033): each gets one confirmation, and nothing more unless they open it. An address
 * that is a follower already (asked before, or following by itself) is left alone, so running it again asks no one
 * twice. The list itself is kept as it was.
 */
export async function inviteSubscribers(db: Db, config: Config, now = new Date()): Promise<number> {
  const english = createTranslator(SOURCE_LANGUAGE);
  const waiting = await subscribersNotFollowing(db.kysely);
  for (const { email } of waiting) {
    await requestFollow(
      db,
      { email, subject: { type: 'archive', id: 0 }, cadence: 'weekly' },
      mailBaseUrl(config),
      english,
      now,
    );
  }
  return waiting.length;
}
