/**
 * The picture link previews show for pages without one of their own: the site name on koa brown, drawn from SVG
 * once (on first request) and kept in memory. Only a generic font family, so no font file is needed.
 */
import sharp from 'sharp';
import { SITE_NAME } from '../../shared/paths.ts';
import { escapeHtml } from './html-page.ts';

export const DEFAULT_OG_IMAGE_PATH = '/og-image.png';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 };

const TAGLINE = 'The historic hand-carved koa canoes of Hawaiʻi';

function svg(): string {
  const { width, height } = OG_IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#4a2c1a"/>
  <rect x="40" y="40" width="${width - 80}" height="${height - 80}" rx="28" fill="none" stroke="#e8c28a" stroke-opacity="0.35" stroke-width="4"/>
  <path d="M250 400c180 70 520 70 700 0-50 90-200 130-350 130s-300-40-350-130z" fill="#e8c28a"/>
  <path d="M330 372h540" stroke="#7fc8c2" stroke-width="10" stroke-linecap="round"/>
  <text x="600" y="215" text-anchor="middle" font-family="sans-serif" font-size="84" font-weight="700" fill="#fbf3e6">${escapeHtml(SITE_NAME)}</text>
  <text x="600" y="295" text-anchor="middle" font-family="sans-serif" font-size="40" fill="#e8c28a">${escapeHtml(TAGLINE)}</text>
</svg>`;
}

let rendering: Promise<Buffer> | null = null;

/** The PNG bytes; a failed render is tried again on the next request. */
export function defaultOgImage(): Promise<Buffer> {
  rendering ??= sharp(Buffer.from(svg()))
    .png({ compressionLevel: 9 })
    .toBuffer()
    .catch((error: unknown) => {
      rendering = null;
      throw error;
    });
  return rendering;
}
