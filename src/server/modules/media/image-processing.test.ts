import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import {
  DISPLAY_MAX,
  MAX_INPUT_PIXELS,
  THUMBNAIL_MAX,
  decodeBase64Image,
  processImage,
  type ProcessOptions,
} from './image-processing.ts';
import { prepareImage } from './image-store.ts';
import { amplifiedSvg, blankPng, pngOfZeros, slowSvg } from '../../../../tests/setup/images.ts';

const MB = 1024 * 1024;
const photo: ProcessOptions = { allowSvg: false, maxBytes: 25 * MB };
const logo: ProcessOptions = { allowSvg: true, maxBytes: 25 * MB };

/** A noisy RGB image (compresses like a photo, unlike a flat colour). */
function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

const flat = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 80, b: 20, alpha: 0.6 } } });

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Someone</dc:creator>' +
  '</rdf:Description></rdf:RDF></x:xmpmeta>';

/** The HttpError a promise rejects with. */
async function refusalOf(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the image to be refused');
}

/** The status of the HttpError a promise rejects with. */
async function statusOf(promise: Promise<unknown>): Promise<number> {
  return (await refusalOf(promise)).statusCode;
}

/** Milliseconds `work` took, and what it gave. */
async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

const svg = (body: string, attrs = 'width="120" height="60"') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${body}</svg>`);

describe('processImage: metadata', () => {
  it('strips EXIF (GPS included), XMP and ICC from a JPEG and re-encodes it as WebP', async () => {
    const input = await noise(320, 240)
      .withIccProfile('p3')
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Copyright: 'Private owner', Make: 'PhoneCo' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '19/1 42/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '155/1 5/1 0/1',
        },
      })
      .withXmp(XMP)
      .toBuffer();
    // The test input really carries what must be removed.
    const before = await sharp(input).metadata();
    expect(before.exif?.includes(Buffer.from('GPS')) || before.exif?.includes(Buffer.from('PhoneCo'))).toBe(
      true,
    );
    expect(before.xmp).toBeDefined();
    expect(before.hasProfile).toBe(true);

    const out = await processImage(input, photo);
    expect(out.mimeType).toBe('image/webp');
    expect(out.sourceType).toBe('image/jpeg');
    for (const bytes of [out.display, out.thumbnail]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.hasProfile).toBe(false);
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
      expect(bytes.includes(Buffer.from('Someone'))).toBe(false);
    }
  });

  it('rotates by the EXIF orientation (6: width and height swap) and drops the tag', async () => {
    const input = await noise(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const out = await processImage(input, photo);
    expect([out.width, out.height]).toEqual([300, 400]);
    const meta = await sharp(out.display).metadata();
    expect([meta.width, meta.height]).toEqual([300, 400]);
    expect(meta.orientation).toBeUndefined();
    const thumb = await sharp(out.thumbnail).metadata();
    expect([thumb.width, thumb.height]).toEqual([300, 400]);
  });
});

describe('processImage: types, by content', () => {
  it.each([
    ['PNG', 'image/png', () => flat(64, 48, 4).png().toBuffer()],
    ['GIF', 'image/gif', () => flat(64, 48).gif().toBuffer()],
    ['WebP', 'image/webp', () => flat(64, 48).webp().toBuffer()],
    ['JPEG', 'image/jpeg', () => flat(64, 48).jpeg().toBuffer()],
  ])('accepts %s and records its real type', async (_name, type, make) => {
    const out = await processImage(await make(), photo);
    expect(out.sourceType).toBe(type);
    expect((await sharp(out.display).metadata()).format).toBe('webp');
    expect([out.width, out.height]).toEqual([64, 48]);
  });

  it('keeps transparency of a PNG', async () => {
    const out = await processImage(await flat(40, 40, 4).png().toBuffer(), photo);
    expect((await sharp(out.display).metadata()).hasAlpha).toBe(true);
  });

  it('takes a JPEG labelled image/png as the JPEG it is (the label is not trusted)', async () => {
    const jpeg = await flat(50, 40).jpeg().toBuffer();
    const out = await prepareImage(`data:image/png;base64,${jpeg.toString('base64')}`, photo);
    expect(out.sourceType).toBe('image/jpeg');
  });

  it('refuses a PDF, plain text, TIFF and random bytes with 415', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const tiff = await flat(20, 20).tiff().toBuffer();
    for (const bytes of [pdf, Buffer.from('just some text, not a picture'), tiff, randomBytes(4096)]) {
      expect(await statusOf(processImage(bytes, photo))).toBe(415);
      expect(await statusOf(processImage(bytes, logo))).toBe(415);
    }
  });

  it('refuses a truncated or corrupt JPEG with 415, not 500', async () => {
    const jpeg = await noise(400, 300).jpeg({ quality: 90 }).toBuffer();
    const cut = (fraction: number) => jpeg.subarray(0, Math.floor(jpeg.length * fraction));
    const corruptAt = (marker: number, offset: number, length: number) => {
      const copy = Buffer.from(jpeg);
      const at = copy.indexOf(Buffer.from([0xff, marker]));
      expect(at).toBeGreaterThan(0);
      randomBytes(length).copy(copy, at + offset);
      return copy;
    };
    const badFrame = Buffer.from(jpeg);
    const sof = badFrame.indexOf(Buffer.from([0xff, 0xc0]));
    badFrame.fill(0, sof + 2, sof + 12); // frame header: zero width and height
    const badHuffman = corruptAt(0xc4, 4, 40);
    for (const bytes of [cut(0.95), cut(0.6), cut(0.3), jpeg.subarray(0, 200), badFrame, badHuffman]) {
      expect(await statusOf(processImage(bytes, photo))).toBe(415);
    }
  });

  it('refuses a signature with nothing behind it (PNG magic only) with 415', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(await statusOf(processImage(bytes, photo))).toBe(415);
  });
});

describe('processImage: limits', () => {
  it('refuses an image over the pixel cap with 413 even though its file is small', async () => {
    const bomb = blankPng(12000, 9000);
    expect(12000 * 9000).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(bomb.length).toBeLessThan(100 * 1024);
    // A real image: sharp reads its header as a 12000x9000 PNG.
    const header = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([header.format, header.width, header.height]).toEqual(['png', 12000, 9000]);
    expect(await statusOf(processImage(bomb, photo))).toBe(413);
    expect(await statusOf(processImage(blankPng(20000, 20000), logo))).toBe(413);
    // The same kind of file within the cap is fine.
    expect((await processImage(blankPng(2000, 1000), photo)).width).toBe(1600);
  });

  it('refuses an SVG that asks for more pixels than the cap with 413', async () => {
    const huge = svg('<rect width="10" height="10"/>', 'width="20000" height="20000"');
    expect(await statusOf(processImage(huge, logo))).toBe(413);
  });

  it('refuses bytes over maxBytes with 413 and empty input with 400', async () => {
    const jpeg = await noise(200, 200).jpeg().toBuffer();
    expect(await statusOf(processImage(jpeg, { allowSvg: false, maxBytes: jpeg.length - 1 }))).toBe(413);
    expect((await processImage(jpeg, { allowSvg: false, maxBytes: jpeg.length })).sourceType).toBe(
      'image/jpeg',
    );
    expect(await statusOf(processImage(Buffer.alloc(0), photo))).toBe(400);
    expect(await statusOf(prepareImage('', photo))).toBe(400);
  });

  it('measures the size from the base64 before decoding it', () => {
    const bytes = randomBytes(3000);
    const base64 = bytes.toString('base64');
    expect(decodeBase64Image(base64, 3000).equals(bytes)).toBe(true);
    expect(decodeBase64Image(`data:image/jpeg;base64,${base64}`, 3000).equals(bytes)).toBe(true);
    expect(() => decodeBase64Image(base64, 2999)).toThrow(/larger than/);
  });
});

describe('processImage: sizes', () => {
  it('makes a display image of at most 1600 px and a thumbnail of at most 480 px on the long side', async () => {
    const out = await processImage(await noise(3000, 2000).jpeg().toBuffer(), photo);
    expect([out.width, out.height]).toEqual([DISPLAY_MAX, 1067]);
    const display = await sharp(out.display).metadata();
    expect([display.width, display.height]).toEqual([1600, 1067]);
    const thumb = await sharp(out.thumbnail).metadata();
    expect([thumb.width, thumb.height]).toEqual([THUMBNAIL_MAX, 320]);
    expect(out.thumbnail.length).toBeLessThan(out.display.length);
    expect(out.byteSize).toBe(out.display.length);
    expect(out.etag).toMatch(/^[0-9a-f]{20}$/);
  });

  it('limits the long side of a portrait image too', async () => {
    const out = await processImage(await noise(1000, 2500).png().toBuffer(), photo);
    expect([out.width, out.height]).toEqual([640, 1600]);
    const thumb = await sharp(out.thumbnail).metadata();
    expect([thumb.width, thumb.height]).toEqual([192, 480]);
  });

  it('never enlarges a small image', async () => {
    const out = await processImage(await noise(300, 200).jpeg().toBuffer(), photo);
    expect([out.width, out.height]).toEqual([300, 200]);
    const thumb = await sharp(out.thumbnail).metadata();
    expect([thumb.width, thumb.height]).toEqual([300, 200]);
  });

  it('gives the same etag for the same image and a different one for another', async () => {
    const a = await flat(30, 30).png().toBuffer();
    const b = await flat(31, 30).png().toBuffer();
    expect((await processImage(a, photo)).etag).toBe((await processImage(a, photo)).etag);
    expect((await processImage(a, photo)).etag).not.toBe((await processImage(b, photo)).etag);
  });
});

describe('processImage: SVG', () => {
  const clean = svg(
    '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>' +
      '<rect width="120" height="60" fill="url(#g)"/><use href="#g"/>',
  );

  it('rasterises a clean SVG to WebP when SVG is allowed', async () => {
    const out = await processImage(clean, logo);
    expect(out.sourceType).toBe('image/svg+xml');
    expect(out.mimeType).toBe('image/webp');
    const meta = await sharp(out.display).metadata();
    expect(meta.format).toBe('webp');
    expect([out.width, out.height]).toEqual([240, 120]);
  });

  it('accepts an SVG with an XML declaration, a comment and a byte-order mark', async () => {
    const text = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n${clean.toString()}`;
    expect((await processImage(Buffer.from(text), logo)).sourceType).toBe('image/svg+xml');
  });

  it('refuses SVG for photos (allowSvg false) with 415', async () => {
    expect(await statusOf(processImage(clean, photo))).toBe(415);
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>')],
    ['an event handler', svg('<rect width="10" height="10"/>', 'width="10" height="10" onload="alert(1)"')],
    ['an external href', svg('<image href="https://example.org/x.png" width="10" height="10"/>')],
    ['an external xlink:href', svg('<a xlink:href="javascript:alert(1)"><rect width="5" height="5"/></a>')],
    ['a foreignObject', svg('<foreignObject width="10" height="10"><div>hi</div></foreignObject>')],
    [
      'an external url()',
      svg('<rect width="10" height="10" style="fill:url(https://example.org/f.svg#x)"/>'),
    ],
    ['a CSS @import', svg('<style>@import "https://example.org/a.css";</style>')],
    [
      'an entity',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&x;</text></svg>',
      ),
    ],
    [
      'a DOCTYPE',
      Buffer.from('<!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
    ],
  ])('refuses an SVG with %s with 415', async (_name, bytes) => {
    expect(await statusOf(processImage(bytes, logo))).toBe(415);
    expect(await statusOf(processImage(bytes, photo))).toBe(415);
  });

  it('refuses markup that is not an SVG, and broken SVG, with 415', async () => {
    expect(await statusOf(processImage(Buffer.from('<html><body>hi</body></html>'), logo))).toBe(415);
    expect(
      await statusOf(processImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect'), logo)),
    ).toBe(415);
  });
});

describe('processImage: decompression bombs', () => {
  it('refuses a PNG whose header claims 10 gigapixels, from the header, at once', async () => {
    const bomb = pngOfZeros(100_000, 100_000, 0, 1);
    expect(bomb.length).toBeLessThan(4096);
    const [ms, error] = await timed(() => refusalOf(processImage(bomb, photo)));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(
      'The image has too many pixels (the limit is 52 megapixels). Please choose a smaller image.',
    );
    expect(ms).toBeLessThan(3000);
  });

  it('refuses a deeply compressed PNG (220 kB holding 224 MB of pixels) with 413 at once', async () => {
    const bomb = pngOfZeros(8000, 7000, 6, 215); // 8000×7000 RGBA: 56 megapixels, every row present
    expect(bomb.length).toBeLessThan(250 * 1024);
    const [ms, error] = await timed(() => refusalOf(processImage(bomb, photo)));
    expect(error.statusCode).toBe(413);
    expect(error.message).toMatch(/too many pixels/);
    expect(ms).toBeLessThan(3000);
  });

  it('takes a 48-megapixel photo (the size of a phone camera’s full resolution)', async () => {
    const phone = pngOfZeros(8064, 6048, 0, 47); // 48.8 MP, the full resolution of a 48 MP phone camera
    expect(8064 * 6048).toBeLessThan(MAX_INPUT_PIXELS);
    const out = await processImage(phone, photo);
    expect([out.width, out.height]).toEqual([1600, 1200]);
  });

  it('processes a PNG carrying 1 GiB of extra compressed data after its pixels within seconds', async () => {
    const padded = pngOfZeros(1000, 1000, 0, 1024);
    expect(padded.length).toBeLessThan(1.1 * 1024 * 1024);
    const [ms, out] = await timed(() => processImage(padded, photo));
    expect([out.width, out.height]).toEqual([1000, 1000]);
    expect(ms).toBeLessThan(5000);
  });
});

describe('processImage: time limit', () => {
  it('stops an image that takes longer than the time limit, with 422 and a clear message', async () => {
    // Uncut, this 300-byte SVG keeps the renderer busy for 20 to 40 seconds.
    const [ms, error] = await timed(() =>
      refusalOf(processImage(slowSvg(), { ...logo, timeLimitSeconds: 1 })),
    );
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(
      'The image took too long to process (the limit is 1 second). Please choose a smaller or simpler image.',
    );
    expect(ms).toBeLessThan(8000);
    // The next image is processed as usual.
    expect((await processImage(await flat(30, 20).png().toBuffer(), photo)).width).toBe(30);
  });

  it('refuses an SVG that multiplies itself through nested <use> before rendering it', async () => {
    for (const depth of [18, 30]) {
      const [ms, error] = await timed(() => refusalOf(processImage(amplifiedSvg(depth), logo)));
      expect(error.statusCode).toBe(413);
      expect(error.message).toMatch(/^This SVG draws too many elements/);
      expect(ms).toBeLessThan(1000);
    }
  });
});
