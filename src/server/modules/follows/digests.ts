/** The followers' digests of both cadences, queued when due (the outbox worker and `cli send-mail` ask). */
import type { Db } from '../../db/database.ts';
import type { Config } from '../../config.ts';
import { createTranslator } from '../../../shared/i18n/translator.ts';
import { SOURCE_LANGUAGE } from '../../../shared/i18n/languages.ts';
import { queueDigests } from './follow.service.ts';

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
