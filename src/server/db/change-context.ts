/**
 * Who is writing and why, for the change history: set once per request (from the caller and the
 * X-Change-Reason header) or per command-line run, and read by the recording in history.ts, so no service has to
 * pass it along. A write outside any context is recorded as the system's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ActorKind } from '../../shared/api/history.ts';

export interface ChangeActor {
  /** The account, or null for the command line and the system. */
  userId: number | null;
  /** The account's name (or email when it has none) at this moment. */
  name: string;
  kind: ActorKind;
}

export interface ChangeContext {
  actor: ChangeActor;
  /** Why, as the person writing gave it (NFC, trimmed); null when not given. */
  reason: string | null;
  /** False: writes are not recorded (loading the demo archive, a benchmark's baseline). */
  record: boolean;
}

export const SYSTEM_ACTOR: ChangeActor = { userId: null, name: 'System', kind: 'system' };
export const CLI_ACTOR: ChangeActor = { userId: null, name: 'Command line', kind: 'cli' };

const SYSTEM_CONTEXT: ChangeContext = { actor: SYSTEM_ACTOR, reason: null, record: true };

const storage = new AsyncLocalStorage<ChangeContext>();

/** Run `work` (and everything it starts) with this context. */
export function runWithChangeContext<T>(context: ChangeContext, work: () => T): T {
  return storage.run(context, work);
}

/** The context of the running request or command; the system's outside any. */
export function changeContext(): ChangeContext {
  return storage.getStore() ?? SYSTEM_CONTEXT;
}

/** Run `work` with recording off (everything else as it is). */
export function withoutHistory<T>(work: () => T): T {
  return runWithChangeContext({ ...changeContext(), record: false }, work);
}
