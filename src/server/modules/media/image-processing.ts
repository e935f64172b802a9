/**
 * Every uploaded image is checked by its content (never by the declared type), then decoded by sharp, rotated by
 * its EXIF orientation, stripped of all metadata (GPS included) and re-encoded as WebP in two sizes. The checks
 * run here; the decoding runs in a helper process with a time limit (image-workers.ts), one of a bounded number
 * (an `ImageQueue`), so no image can hold up the server or the uploads behind it for long. docs/images.md.
 */
import { createHash } from 'node:crypto';
import { HttpError, say } from '../../http/errors.ts';
import { messages } from '../../../shared/messages.ts';
import type { ImageQueue } from './image-queue.ts';
import { runImageJob, type FocalPoint, type ImageJob } from './image-workers.ts';
import { checkSvg } from './svg-rules.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';

export const DISPLAY_MAX = 1600;
export const THUMBNAIL_MAX = 480;
/** Logos and pictures in lists are shown at 64 px: 128 px serves a 2x screen. */
export const SMALL_MAX = 128;
const SMALL_QUALITY = 80;
/**
 * Pixel cap against decompression bombs and slow decodes: 52 megapixels takes the full-resolution photos of
 * 48- and 50-megapixel phone cameras (8064×6048 is 48.8 MP, 8160×6144 is 50.1 MP) and refuses the 64, 108 and
 * 200-megapixel modes, whose decoding costs a small server several seconds and a few hundred MB each.
 */
export const MAX_INPUT_PIXELS = 52_000_000;
/** How long one image may take to decode and encode, unless the installation says otherwise. */
export const DEFAULT_TIME_LIMIT_SECONDS = 20;
/** SVGs are rasterised at this density (2x the CSS pixel size). */
const SVG_DENSITY = 144;

type RasterFormat = 'jpeg' | 'png' | 'gif' | 'webp';

const RASTER_TYPES: Record<RasterFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export interface ProcessedImage {
  sourceType: string;
  width: number;
  height: number;
  display: Buffer;
  thumbnail: Buffer;
  /** At most SMALL_MAX px: logos and pictures in lists. */
  small: Buffer;
  mimeType: 'image/webp';
  etag: string;
  byteSize: number;
  /** Photos: the point a crop keeps in view (sharp's attention strategy); null when not asked for. */
  focus: FocalPoint | null;
}

export interface ProcessOptions {
  /** SVG is accepted for logos and pictures: checked, then rasterised (no script or reference survives). */
  allowSvg: boolean;
  maxBytes: number;
  /** Decoding and encoding past this many seconds is stopped (422). */
  timeLimitSeconds?: number;
  /** Uploads take their turn here; without one (the demo, tests) the image is processed at once. */
  queue?: ImageQueue;
  /** Find the photo's focal point too (canoe photos; logos and pictures are never cropped around one). */
  focus?: boolean;
}

/** The raster format the bytes start with, by signature; null for anything else. */
export function sniffRaster(bytes: Buffer): RasterFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Text that starts like markup (XML declaration, comment, doctype or element): treated as an SVG candidate. */
function looksLikeMarkup(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<');
}

export function unsupportedType(allowSvg: boolean): HttpError {
  return new HttpError(415, allowSvg ? messages.imageType : messages.photoType);
}

export function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, messages.imageTooLarge(maxBytes));
}

const tooManyPixels = () =>
  new HttpError(413, say(serverArea.tooManyPixels, { megapixels: MAX_INPUT_PIXELS / 1_000_000 }));

const unreadable = () => new HttpError(415, serverArea.imageUnreadable);

export const tookTooLong = (seconds: number) =>
  new HttpError(422, say(serverArea.imageTookTooLong, { seconds }));

/** Check an SVG's text before anything renders it (svg-rules.ts). */
function checkSvgUpload(bytes: Buffer, allowSvg: boolean) {
  if (!allowSvg) throw unsupportedType(false);
  const text = bytes.toString('utf8');
  if (!/<svg[\s>]/i.test(text)) throw unsupportedType(true);
  checkSvg(text);
}

export async function processImage(bytes: Buffer, options: ProcessOptions): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new HttpError(400, messages.imageDataRequired);
  if (bytes.length > options.maxBytes) throw tooLarge(options.maxBytes);

  // The type comes from the content: a signature first (so sharp only ever sees the four raster formats or an
  // SVG that passed the checks), then sharp's own reading of the header must agree.
  const raster = sniffRaster(bytes);
  if (!raster) {
    if (!looksLikeMarkup(bytes)) throw unsupportedType(options.allowSvg);
    checkSvgUpload(bytes, options.allowSvg);
  }
  const job: ImageJob = {
    bytes,
    format: raster ?? 'svg',
    ...(raster ? {} : { density: SVG_DENSITY }),
    maxPixels: MAX_INPUT_PIXELS,
    sizes: [
      { max: DISPLAY_MAX, quality: 82 },
      { max: THUMBNAIL_MAX, quality: 75 },
      { max: SMALL_MAX, quality: SMALL_QUALITY },
    ],
    ...(options.focus ? { focus: true } : {}),
  };
  const seconds = options.timeLimitSeconds ?? DEFAULT_TIME_LIMIT_SECONDS;
  const work = () => runImageJob(job, seconds * 1000, { upload: options.queue !== undefined });
  const result = await (options.queue ? options.queue.run(work) : work());
  if (!result.ok) {
    if (result.reason === 'pixels') throw tooManyPixels();
    if (result.reason === 'time') throw tookTooLong(seconds);
    // An SVG the renderer cannot read is "not a valid image" like any other unknown content.
    if (result.reason === 'type' || !raster) throw unsupportedType(options.allowSvg);
    throw unreadable();
  }
  const [display, thumbnail, small] = result.outputs;
  return {
    sourceType: raster ? RASTER_TYPES[raster] : 'image/svg+xml',
    width: result.width,
    height: result.height,
    display,
    thumbnail,
    small,
    mimeType: 'image/webp',
    etag: createHash('sha256').update(display).update(thumbnail).digest('hex').slice(0, 20),
    byteSize: display.length,
    focus: result.focus ?? null,
  };
}

/**
 * The focal point of a stored photo made before photos had one (migration 019), found on its thumbnail (already
 * checked, oriented and cleaned). Null when it cannot be found: the photo stays centred.
 */
export async function findFocalPoint(thumbnail: Buffer): Promise<FocalPoint | null> {
  const format = sniffRaster(thumbnail);
  if (!format) return null;
  const result = await runImageJob(
    { bytes: thumbnail, format, maxPixels: MAX_INPUT_PIXELS, sizes: [], focus: true },
    DEFAULT_TIME_LIMIT_SECONDS * 1000,
    { upload: true },
  );
  return result.ok ? (result.focus ?? null) : null;
}

/**
 * The small size made from a stored thumbnail, for an image stored before the small size existed (the thumbnail
 * is at least as large, and already checked and cleaned). Null when it cannot be made: the thumbnail serves.
 */
export async function makeSmallImage(thumbnail: Buffer): Promise<Buffer | null> {
  const format = sniffRaster(thumbnail);
  if (!format) return null;
  const result = await runImageJob(
    {
      bytes: thumbnail,
      format,
      maxPixels: MAX_INPUT_PIXELS,
      sizes: [{ max: SMALL_MAX, quality: SMALL_QUALITY }],
    },
    DEFAULT_TIME_LIMIT_SECONDS * 1000,
    { upload: false },
  );
  return result.ok ? result.outputs[0] : null;
}

/** Decode base64 (with or without a data-URL prefix), refusing oversize input before decoding it. */
export function decodeBase64Image(data: string, maxBytes: number): Buffer {
  const clean = data.replace(/^data:[^,]*,/, '');
  const approxBytes = Math.floor((clean.replace(/[\s=]+/g, '').length * 3) / 4);
  if (approxBytes > maxBytes) throw tooLarge(maxBytes);
  return Buffer.from(clean, 'base64');
}
