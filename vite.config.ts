import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './scripts/precompress.ts';

const root = fileURLToPath(new URL('./src/web', import.meta.url));

/** The web app: built into dist/web, which the server serves (with each page's head written in) at `/`. */
export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  // precompress: the Brotli and gzip files the server sends (scripts/precompress.ts).
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // bench/bundle-size.ts reads it to measure what each page downloads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The small parts nearly every page uses travel in one file instead of a dozen tiny ones (each file
              // costs a request and compresses worse alone). Heavy or rare parts (tabs, dialogs, sanitising, the
              // editor) stay in chunks of their own.
              name: 'common',
              test: (id: string) =>
                /lucide-react/.test(id) ||
                (/src[\\/](web[\\/](components[\\/]ui|lib)|shared)[\\/]/.test(id) &&
                  // The API contracts and field builders bring zod: only the forms that check a body need them.
                  !/src[\\/]shared[\\/]api[\\/]/.test(id) &&
                  // Sanitising (DOMPurify) and the list pages' tools stay out of what the home and canoe pages load.
                  !/(tabs|confirm-dialog|rich-text|sanitize|biography-text|fields)\.tsx?$/.test(id) &&
                  !/components[\\/]ui[\\/](data-table|filter-bar|filter-buttons|sort-buttons|pager|debounced-[\w-]+|list-page|view-toggle|results-region)\.tsx$/.test(
                    id,
                  )),
              minShareCount: 2,
            },
          ],
        },
      },
    },
    target: 'es2022',
  },
  server: {
    // `npm run dev:web` serves the app with hot reload and hands /api to the server of `npm run dev`.
    proxy: { '/api': 'http://localhost:3000', '/og-image.png': 'http://localhost:3000' },
  },
});
