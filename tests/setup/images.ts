/** Image bytes the upload tests send: small valid images, SVGs with and without script, too-large payloads. */
import { randomBytes } from 'node:crypto';
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
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

/** One PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete, valid 1-bit greyscale PNG of any size, built by hand: a 12000x9000 one is about 13 kB
 * (a decompression bomb) and far quicker to make than with sharp.
 */
export function blankPng(width: number, height: number): Buffer {
  const chunk = pngChunk;
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

/**
 * An SVG of about 1 kB that draws 2^depth rectangles: each group uses the one before it twice
 * (`<g id="a3"><use href="#a2"/><use href="#a2"/></g>`), the "billion laughs" of SVG.
 */
export function amplifiedSvg(depth: number): Buffer {
  let defs = '<g id="a0"><rect width="4" height="4" fill="#836"/></g>';
  for (let i = 1; i <= depth; i += 1) {
    defs += `<g id="a${i}"><use href="#a${i - 1}"/><use href="#a${i - 1}"/></g>`;
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><defs>${defs}</defs><use href="#a${depth}"/></svg>`,
  );
}

/**
 * Patterns nested `levels` deep, each filling four shapes with the one before: about 1 kB at six levels, and the
 * renderer paints 4^levels tiles of the whole image (4 levels took 9 s, 6 run to any time limit). `kind` nests
 * masks or filters the same way instead.
 */
export function nestedPatternSvg(levels: number, kind: 'pattern' | 'mask' | 'filter' = 'pattern'): Buffer {
  const use = (id: string) =>
    kind === 'pattern'
      ? `<g fill="url(#${id})">${'<use href="#r"/>'.repeat(4)}</g>`
      : `${`<use href="#r" ${kind}="url(#${id})"/>`.repeat(4)}`;
  const wrap = (id: string, body: string) =>
    kind === 'filter'
      ? `<filter id="${id}"><feImage href="#${body}"/></filter>`
      : `<${kind} id="${id}" width="1" height="1">${body}</${kind}>`;
  let defs =
    '<rect id="r" width="1e3" height="1e3"/>' + wrap('p0', kind === 'filter' ? 'r' : '<path d="M0 0h9v9z"/>');
  for (let i = 1; i <= levels; i += 1) {
    defs +=
      kind === 'filter'
        ? `<g id="g${i}">${use(`p${i - 1}`)}</g>${wrap(`p${i}`, `g${i}`)}`
        : wrap(`p${i}`, use(`p${i - 1}`));
  }
  const top = kind === 'pattern' ? `fill="url(#p${levels})"` : `${kind}="url(#p${levels})"`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><defs>${defs}</defs><use href="#r" ${top}/></svg>`,
  );
}

/**
 * An SVG of about 300 bytes that passes every check yet takes the renderer half a minute or more: a noise
 * filter widened and narrowed again by a large radius (each pixel looks at thousands of its neighbours).
 */
export function slowSvg(): Buffer {
  return Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><filter id="f" x="0" y="0" width="1" height="1">' +
      '<feTurbulence baseFrequency="0.05" numOctaves="10"/><feMorphology operator="dilate" radius="40"/>' +
      '<feMorphology operator="erode" radius="40"/></filter><rect width="1000" height="1000" filter="url(#f)"/></svg>',
  );
}

/** A zlib stream of `mib` MiB of zero bytes, about 1 kB per MiB, built by repeating one compressed block. */
export function zlibZeros(mib: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1 << 20), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((mib * (1 << 20)) % 65521) * 65536 + 1) >>> 0);
  const last = Buffer.from([1, 0, 0, 0xff, 0xff]); // an empty final block
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array<Buffer>(mib).fill(block), last, adler]);
}

/**
 * A PNG of the given size, 8 bits per channel (colour type 0 greyscale, 6 RGBA), whose image data is `mib` MiB
 * of zeros: enough for every row (black, or transparent) when `mib` covers them, and the rest left over.
 */
export function pngOfZeros(width: number, height: number, colourType: 0 | 6, mib: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlibZeros(mib)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
