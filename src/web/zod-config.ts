/**
 * zod compiles its object parsers with `new Function` when it may, and finds out by trying: the page's Content
 * Security Policy (script-src 'self', no 'unsafe-eval') refuses it and reports a violation on every page that
 * checks a form. `jitless` tells zod not to try; it parses without compiling (forms check a few fields, so the
 * speed makes no difference). Imported first by main.tsx, so it is set before any schema exists.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
