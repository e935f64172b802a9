/**
 * The Atom feeds (issue 37 item 4), site files beside the sitemap: `/feeds/recent.atom` (the archive's recent
 * additions) and `/feeds/{canoes|owners|makers|races}/{id}.atom`. Public content only, whoever asks; a kept canoe's
 * feed is not found, as its page is.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../config.ts';
import { siteBaseUrl } from '../../core/site-url.ts';
import { HttpError } from '../../http/errors.ts';
import { createTranslator } from '../../../shared/i18n/translator.ts';
import { SOURCE_LANGUAGE } from '../../../shared/i18n/languages.ts';
import { atomXml } from './atom.ts';
import { feedOf } from './feed.service.ts';
import type { FeedSubject } from './feed.repository.ts';

/** Feed readers ask often; an addition shows within a few minutes. */
const FEED_CACHE = 'public, max-age=300';

const SUBJECTS = { canoes: 'canoe', owners: 'owner', makers: 'maker', races: 'race' } as const;

/** A feed's path: the archive's, or a record's. */
export const feedPath = (record?: { kind: keyof typeof SUBJECTS; id: number }) =>
  record ? `/feeds/${record.kind}/${record.id}.atom` : '/feeds/recent.atom';

export function registerFeedRoutes(app: FastifyInstance, db: Db, config: Config) {
  const english = createTranslator(SOURCE_LANGUAGE);

  app.get('/feeds/recent.atom', async (request, reply) => {
    const feed = await feedOf(db, null, english);
    return reply
      .type('application/atom+xml; charset=utf-8')
      .header('Cache-Control', FEED_CACHE)
      .send(atomXml(feed, siteBaseUrl(request, config), feedPath()));
  });

  app.get<{ Params: { kind: string; file: string } }>('/feeds/:kind/:file', async (request, reply) => {
    const kind = request.params.kind as keyof typeof SUBJECTS;
    const id = /^([1-9]\d{0,9})\.atom$/.exec(request.params.file)?.[1];
    if (!Object.hasOwn(SUBJECTS, kind) || !id) return reply.callNotFound();
    const subject: FeedSubject = { type: SUBJECTS[kind], id: Number(id) };
    try {
      const feed = await feedOf(db, subject, english);
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('Cache-Control', FEED_CACHE)
        .send(atomXml(feed, siteBaseUrl(request, config), feedPath({ kind, id: subject.id })));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return reply.callNotFound();
      throw error;
    }
  });
}
