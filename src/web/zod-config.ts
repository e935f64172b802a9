/**
 * zod compiles its object parsers with `new Function` when it may, and finds out by trying: the page's Content
 * Security Policy (script-src 'self', no 'unsafe-eval') refuses it and reports a violation on every page that
 * checks a form. `jitless` tells zod not to try; it parses without compiling (forms check a few fields, so the
 * speed makes no difference). main.tsx (and entry-server.tsx) import it first, and the build gives it a chunk of
 * its own (vite.config.ts), which the entry imports before the chunks that carry zod and the schemas: a module
 * inlined into the entry would run only after every chunk it imports, schemas included.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` and takes the object already there (set here in place,
 * the one object zod reads), so the setting is written without importing zod.
 * src/web/zod-config.test.ts checks that zod reads it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
