/**
 * Sets the change context of every request just before its handler runs (after the caller is known and the
 * body is read): who is writing, by session or API token, and why, from the X-Change-Reason header. The
 * repositories' recording reads it (src/server/db/change-context.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runWithChangeContext, SYSTEM_ACTOR, type ChangeContext } from '../../db/change-context.ts';
import { badRequest, say } from '../../http/errors.ts';
import { CHANGE_REASON_HEADER, CHANGE_REASON_MAX } from '../../../shared/api/history.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';

const HEADER = CHANGE_REASON_HEADER.toLowerCase();

/** The reason a write gives, decoded from percent-encoded UTF-8; null when none. Throws a 400 when unreadable. */
export function parseChangeReason(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (Array.isArray(header))
    throw badRequest(say(serverArea.oneReasonHeader, { header: CHANGE_REASON_HEADER }));
  let reason: string;
  try {
    reason = decodeURIComponent(header);
  } catch {
    throw badRequest(say(serverArea.reasonEncoding, { header: CHANGE_REASON_HEADER }));
  }
  reason = reason.normalize('NFC').trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(reason)) {
    throw badRequest(serverArea.reasonPlainText);
  }
  if (reason.length > CHANGE_REASON_MAX) {
    throw badRequest(say(serverArea.reasonTooLong, { max: CHANGE_REASON_MAX }));
  }
  return reason || null;
}

export function changeContextOf(request: FastifyRequest): ChangeContext {
  const caller = request.caller;
  const actor = caller
    ? {
        userId: caller.userId,
        name: caller.name || caller.email,
        kind: caller.via === 'token' ? 'token' : 'user',
      }
    : SYSTEM_ACTOR;
  return {
    actor: actor as ChangeContext['actor'],
    reason: parseChangeReason(request.headers[HEADER]),
    record: true,
  };
}

export const changeContextPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook: the handler is called from `done`, so it runs inside the context.
  app.addHook('preHandler', (request, _reply, done) => {
    let context: ChangeContext;
    try {
      context = changeContextOf(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    runWithChangeContext(context, () => done());
  });
});
