/**
 * Every uploaded image is decoded by sharp, checked by its content (never by the declared type), rotated by
 * its EXIF orientation, stripped of all metadata (GPS included) and re-encoded as WebP in two sizes.
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { HttpError } from '../http/errors.ts';
import { messages } from '../../shared/messages.ts';

export const DISPLAY_MAX = 1600;
export const THUMBNAIL_MAX = 480;
/** Pixel cap against decompression bombs: 100 megapixels is more than any phone camera makes. */
export const MAX_INPUT_PIXELS = 100_000_000;
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
  mimeType: 'image/webp';
  etag: string;
  byteSize: number;
}

export interface ProcessOptions {
  /** SVG is accepted for logos and pictures: checked, then rasterised (no script or reference survives). */
  allowSvg: boolean;
  maxBytes: number;
}

/** Anything in an SVG that could run code or fetch something; such an SVG is refused, not repaired. */
const SVG_FORBIDDEN = [
  /<script/i,
  /<foreignObject/i,
  /<!ENTITY/i,
  /<!DOCTYPE/i,
  /<\?xml-stylesheet/i,
  /\son\w+\s*=/i,
  /(?:xlink:)?href\s*=\s*["'](?!#)/i,
  /url\(\s*["']?(?!#)/i,
  /@import/i,
  /<image/i,
  /<use[^>]+href\s*=\s*["'](?!#)/i,
  /<iframe|<embed|<object/i,
];

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
  new HttpError(
    413,
    `The image has too many pixels (the limit is ${MAX_INPUT_PIXELS / 1_000_000} megapixels). Please choose a smaller image.`,
  );

const unreadable = () =>
  new HttpError(415, 'The image could not be read. It may be damaged or of an unsupported kind.');

const isPixelLimit = (error: unknown) => /pixel limit/i.test(String((error as Error)?.message ?? ''));

/** Open an SVG after checking it holds nothing active or external. */
function openSvg(bytes: Buffer, allowSvg: boolean): Sharp {
  if (!allowSvg) throw unsupportedType(false);
  const text = bytes.toString('utf8');
  if (!/<svg[\s>]/i.test(text)) throw unsupportedType(true);
  if (SVG_FORBIDDEN.some((pattern) => pattern.test(text))) {
    throw new HttpError(415, 'This SVG contains scripts or external references and cannot be used');
  }
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density: SVG_DENSITY, failOn: 'error' });
}

export async function processImage(bytes: Buffer, options: ProcessOptions): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new HttpError(400, messages.imageDataRequired);
  if (bytes.length > options.maxBytes) throw tooLarge(options.maxBytes);

  // The type comes from the content: a signature first (so sharp only ever sees the four raster formats or an
  // SVG that passed the checks), then sharp's own reading of the header must agree.
  const raster = sniffRaster(bytes);
  let input: Sharp;
  let expected: string;
  if (raster) {
    input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    expected = raster;
  } else if (looksLikeMarkup(bytes)) {
    input = openSvg(bytes, options.allowSvg);
    expected = 'svg';
  } else {
    throw unsupportedType(options.allowSvg);
  }

  let metadata: Metadata;
  try {
    metadata = await input.metadata();
  } catch (error) {
    if (isPixelLimit(error)) throw tooManyPixels();
    throw raster ? unreadable() : unsupportedType(options.allowSvg);
  }
  if (metadata.format !== expected) throw unsupportedType(options.allowSvg);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw tooManyPixels();
  const sourceType = raster ? RASTER_TYPES[raster] : 'image/svg+xml';

  try {
    // autoOrient() applies the EXIF orientation; sharp writes no metadata unless asked (EXIF, GPS, XMP, IPTC and
    // ICC all go) and converts to sRGB, so colours of wide-gamut phone photos survive the loss of the profile.
    const base = input.autoOrient();
    const [display, thumbnail] = await Promise.all([
      base
        .clone()
        .resize(DISPLAY_MAX, DISPLAY_MAX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true }),
      base
        .clone()
        .resize(THUMBNAIL_MAX, THUMBNAIL_MAX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return {
      sourceType,
      width: display.info.width,
      height: display.info.height,
      display: display.data,
      thumbnail,
      mimeType: 'image/webp',
      etag: createHash('sha256').update(display.data).update(thumbnail).digest('hex').slice(0, 20),
      byteSize: display.data.length,
    };
  } catch (error) {
    if (isPixelLimit(error)) throw tooManyPixels();
    throw unreadable();
  }
}

/** Decode base64 (with or without a data-URL prefix), refusing oversize input before decoding it. */
export function decodeBase64Image(data: string, maxBytes: number): Buffer {
  const clean = data.replace(/^data:[^,]*,/, '');
  const approxBytes = Math.floor((clean.replace(/[\s=]+/g, '').length * 3) / 4);
  if (approxBytes > maxBytes) throw tooLarge(maxBytes);
  return Buffer.from(clean, 'base64');
}
