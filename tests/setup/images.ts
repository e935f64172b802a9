/** Image bytes the upload tests send: small valid images, SVGs with and without script, too-large payloads. */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real 40×30 PNG, base64. */
export async function smallPngBase64(): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#836' } })
    .png()
    .toBuffer();
  return png.toString('base64');
}

export const CLEAN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="60" height="40" fill="#836"/></svg>';
export const SCRIPT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><script>alert(1)</script><rect width="60" height="40"/></svg>';

/** Base64 of more than 2 MB of bytes (the test limit). */
export const oversizedBase64 = () => Buffer.alloc(2 * 1024 * 1024 + 1024, 7).toString('base64');

/**
 * A complete, valid 1-bit greyscale PNG of any size, built by hand: a 12000x9000 one is about 13 kB
 * (a decompression bomb) and far quicker to make than with sharp.
 */
export function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 720x540 photo-like JPEG carrying GPS and camera EXIF that must not survive. */
export function phoneJpeg(): Promise<Buffer> {
  return sharp(randomBytes(720 * 540 * 3), { raw: { width: 720, height: 540, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 42/1 0/1' },
    })
    .toBuffer();
}
