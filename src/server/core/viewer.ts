/**
 * What a caller may see of content kept for community protocols (decision 020). Every read of content passes
 * through this one rule: a row is seen when it is public (`protection_id` null), when the viewer sees everything
 * (administrators), or when its protection is one of the viewer's `protections`. The auth plugin resolves the viewer
 * of each request (modules/protocols/viewer.ts); db/visibility.ts turns it into SQL and filters rows with it.
 */

export interface Viewer {
  /** Administrators of the archive, and the archive's own jobs that must read everything (a private backup). */
  readonly all: boolean;
  /** The protections whose content this viewer may see, besides public content. */
  readonly protections: readonly number[];
  /** The protocols the viewer belongs to (as member or keeper) and those they keep. */
  readonly memberOf: readonly number[];
  readonly keeperOf: readonly number[];
  /** The signed-in account, if any. */
  readonly userId: number | null;
}

/** A visitor, and anyone who belongs to no protocol: public content only. */
export const VISITOR: Viewer = Object.freeze({
  all: false,
  protections: Object.freeze([]),
  memberOf: Object.freeze([]),
  keeperOf: Object.freeze([]),
  userId: null,
});

/** The archive itself: every row (a private export or backup, a job of the command line). */
export const EVERYTHING: Viewer = Object.freeze({ ...VISITOR, all: true });

/** Does this viewer see content kept under `protectionId` (null: public)? */
export function canSee(viewer: Viewer, protectionId: number | null | undefined): boolean {
  if (protectionId === null || protectionId === undefined || viewer.all) return true;
  return viewer.protections.includes(protectionId);
}

/** Does this viewer see only public content (so an answer made for them may be kept and shared)? */
export function seesOnlyPublic(viewer: Viewer): boolean {
  return !viewer.all && viewer.protections.length === 0;
}

/** The rows this viewer may see, by each row's protection column(s). */
export function seenRows<T>(viewer: Viewer, rows: T[], ...protections: ((row: T) => number | null)[]): T[] {
  if (viewer.all) return rows;
  return rows.filter((row) => protections.every((protection) => canSee(viewer, protection(row))));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What the caller may see of kept content; the auth plugin sets it on every request. */
    viewer: Viewer;
  }
}
