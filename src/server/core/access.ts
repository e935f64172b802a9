/**
 * Who may call a route. Every API route declares one (`config: { access }`); the auth plugin
 * (modules/auth/auth.plugin.ts) refuses a route without it and enforces it on each request.
 */

/**
 * public: anyone; member: anyone signed in; admin: a group containing "admin"; people: the group named "admin";
 * translator: the group named "translators" (decision 026).
 */
export type Access = 'public' | 'member' | 'admin' | 'people' | 'translator';

/**
 * What a public route answers of content that can be kept for a protocol (decision 020), declared by every public
 * route so that none forgets the visibility rule:
 * - `viewer`: its answer is filtered for the caller (request.viewer), through db/visibility.ts or core/viewer.ts;
 * - `none`: it answers nothing that can be kept (health, sign-in, the list of canoe types…).
 * A route for administrators sees everything and declares nothing.
 */
export type ContentRule = 'viewer' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    content?: ContentRule;
  }
}
