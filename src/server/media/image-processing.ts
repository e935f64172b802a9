/**
 * Every uploaded image is decoded by sharp, checked by its content (never by the declared type), rotated by
 * its EXIF orientation, stripped of all metadata (GPS included) and re-encoded as WebP in two sizes.
 */
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { HttpError } from '../http/errors.ts';

export const DISPLAY_MAX = 1600;
export const THUMBNAIL_MAX = 480;
/** Pixel cap against decompression bombs: 100 megapixels is more than any phone camera makes. */
export const MAX_INPUT_PIXELS = 100_000_000;

const RASTER_FORMATS: Record<string, string> = {
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

const SVG_FORBIDDEN = [
  /<script/i,
  /<foreignObject/i,
  /<!ENTITY/i,
  /<!DOCTYPE/i,
  /\son\w+\s*=/i,
  /(?:xlink:)?href\s*=\s*["'](?!#)/i,
  /url\(\s*["']?(?!#)/i,
  /<image/i,
  /<use[^>]+href\s*=\s*["'](?!#)/i,
];

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 2048).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head);
}

export function unsupportedType(allowSvg: boolean): HttpError {
  return new HttpError(
    415,
    allowSvg
      ? 'Please select a valid image file (JPEG, PNG, GIF, or SVG)'
      : 'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
  );
}

export function tooLarge(maxBytes: number): HttpError {
  return new HttpError(
    413,
    `The image is larger than the ${Math.round(maxBytes / (1024 * 1024))} MB limit. Please choose a smaller image.`,
  );
}

export async function processImage(bytes: Buffer, options: ProcessOptions): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new HttpError(400, 'Image data is required');
  if (bytes.length > options.maxBytes) throw tooLarge(options.maxBytes);

  let sourceType: string;
  let input: Sharp;
  if (looksLikeSvg(bytes)) {
    if (!options.allowSvg) throw unsupportedType(false);
    const text = bytes.toString('utf8');
    if (SVG_FORBIDDEN.some((pattern) => pattern.test(text))) {
      throw new HttpError(415, 'This SVG contains scripts or external references and cannot be used');
    }
    sourceType = 'image/svg+xml';
    input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density: 144 });
  } else {
    input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    let format: string | undefined;
    try {
      format = (await input.metadata()).format;
    } catch {
      throw unsupportedType(options.allowSvg);
    }
    const type = format ? RASTER_FORMATS[format] : undefined;
    if (!type) throw unsupportedType(options.allowSvg);
    sourceType = type;
  }

  try {
    // rotate() applies the EXIF orientation; sharp writes no metadata unless asked, so EXIF, GPS, XMP and ICC go.
    const base = input.rotate();
    const display = await base
      .clone()
      .resize(DISPLAY_MAX, DISPLAY_MAX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await base
      .clone()
      .resize(THUMBNAIL_MAX, THUMBNAIL_MAX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return {
      sourceType,
      width: display.info.width,
      height: display.info.height,
      display: display.data,
      thumbnail,
      mimeType: 'image/webp',
      etag: createHash('sha256').update(display.data).digest('hex').slice(0, 20),
      byteSize: display.data.length,
    };
  } catch (error) {
    const message = String((error as Error).message ?? '');
    if (/pixel limit/i.test(message)) {
      throw new HttpError(413, 'The image has too many pixels. Please choose a smaller image.');
    }
    throw new HttpError(415, 'The image could not be read. It may be damaged or of an unsupported kind.');
  }
}

/** Decode base64 (with or without a data-URL prefix), refusing oversize input before decoding it. */
export function decodeBase64Image(data: string, maxBytes: number): Buffer {
  const clean = data.replace(/^data:[^,]*,/, '');
  const approxBytes = Math.floor((clean.length * 3) / 4);
  if (approxBytes > maxBytes + 3) throw tooLarge(maxBytes);
  return Buffer.from(clean, 'base64');
}
