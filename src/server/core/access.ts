/**
 * Who may call a route. Every API route declares one (`config: { access }`); the auth plugin
 * (modules/auth/auth.plugin.ts) refuses a route without it and enforces it on each request.
 */

/** public: anyone; admin: a group containing "admin"; people: the group named "admin". */
export type Access = 'public' | 'admin' | 'people';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
