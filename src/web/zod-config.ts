/**
 * zod compiles its object parsers with `new Function` when it may, and finds out by trying: the page's Content
 * Security Policy (script-src 'self', no 'unsafe-eval') refuses it and reports a violation on every page that
 * checks a form. `jitless` tells zod not to try; it parses without compiling (forms check a few fields, so the
 * speed makes no difference). Imported first by main.tsx, so it is set before any schema exists.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` and takes an object already there, so the setting
 * is written without importing zod: the first page of a visitor who fills in no form never downloads zod.
 * src/web/zod-config.test.ts checks that zod reads it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
