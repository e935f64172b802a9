/**
 * How long the upload pipeline takes on a phone-sized photo: a 12-megapixel (4000x3000) JPEG made with sharp
 * from a gradient with grain, so it compresses like a real photo (a few MB). Prints input and output sizes and
 * the median and worst of several runs of prepareImage (base64 decode, checks, rotate, strip, two WebP sizes;
 * the decoding and encoding run in a helper process, as for an upload).
 *   npx tsx bench/images.bench.ts [--runs 7] [--quality 92]
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { prepareImage } from '../src/server/modules/media/image-store.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = arg('runs', 7);
const QUALITY = arg('quality', 92);
const WIDTH = 4000;
const HEIGHT = 3000;

/** Deterministic pseudo-random bytes (so every run measures the same picture). */
function seededBytes(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = state >> 16;
  }
  return bytes;
}

/**
 * A colour gradient, blotches at every scale down to ~16 px (a small random image enlarged) and per-pixel grain
 * like a phone sensor's: it compresses to about the size of a real photo, before and after resizing.
 */
async function photoLikePixels(): Promise<Buffer> {
  const [dw, dh] = [250, 188];
  const detail = await sharp(seededBytes(dw * dh * 3, 7), { raw: { width: dw, height: dh, channels: 3 } })
    .resize(WIDTH, HEIGHT, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = seededBytes(WIDTH * HEIGHT * 3, 11);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const gradient = [(x / WIDTH) * 200, (y / HEIGHT) * 180, ((x + y) / (WIDTH + HEIGHT)) * 220];
      for (let c = 0; c < 3; c++) {
        const value = gradient[c] * 0.6 + detail[i + c] * 0.4 + (grain[i + c] % 25) - 12;
        pixels[i + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  return pixels;
}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} kB`;

const jpeg = await sharp(await photoLikePixels(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
  .jpeg({ quality: QUALITY })
  .withExif({ IFD0: { Make: 'Bench' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 42/1 0/1' } })
  .toBuffer();
const base64 = jpeg.toString('base64');

const times: number[] = [];
let result: Awaited<ReturnType<typeof prepareImage>> | undefined;
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
for (let run = 0; run < RUNS + 1; run++) {
  const start = performance.now();
  result = await prepareImage(base64, { allowSvg: false, maxBytes: 25 * 1024 * 1024 });
  const ms = performance.now() - start;
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  if (run > 0) times.push(ms); // the first run warms up libvips
}
times.sort((a, b) => a - b);
const out = result!;

console.log(
  `machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`,
);
console.log(
  `input:  ${WIDTH}x${HEIGHT} JPEG q${QUALITY}, ${mb(jpeg.length)} (${mb(base64.length)} as base64)`,
);
console.log(
  `output: display ${out.width}x${out.height} WebP ${kb(out.display.length)}, thumbnail ${kb(out.thumbnail.length)}`,
);
console.log(
  `time:   median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, fastest ${times[0].toFixed(0)} ms, slowest ${times[times.length - 1].toFixed(0)} ms over ${times.length} runs`,
);
console.log(
  `memory: the server process's RSS grew by at most ${mb(rssPeak - rssBefore)} (the image is decoded in a helper process)`,
);
