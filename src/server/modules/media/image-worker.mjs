// @ts-check
/**
 * The process that decodes and re-encodes images (started by image-workers.ts, never by hand). Each image runs
 * here rather than in the server so that one taking too long can be stopped for certain, by ending this
 * process: libvips and librsvg cannot be interrupted part way, and the server's own thread pool (password
 * hashing, files) stays free. Plain JavaScript, so it starts without a TypeScript loader.
 *
 * Message in: { bytes, format, density?, maxPixels, sizes: [{ max, quality }, …], focus? }.
 * Message out: { ok: true, width, height, outputs: [bytes, …], focus? } (width and height of the first size;
 * `focus`, when asked for, the photo's focal point in percent from the left and top) or
 * { ok: false, reason: 'pixels' | 'unreadable' | 'type' }, each with `rss`: the memory this process holds after
 * the job (the server ends a process that grew large rather than keep it waiting).
 */
import sharp from 'sharp';

// Every image is new: caching libvips operations would only hold memory.
sharp.cache(false);

/** @param {unknown} error */
const isPixelLimit = (error) => /pixel limit/i.test(String(/** @type {Error} */ (error)?.message ?? ''));

/** Focal points are found on a copy at most this many pixels across (plenty for a point in percent). */
const FOCUS_MAX = 256;

/**
 * The point a crop should keep in view, in percent of the width and height: sharp's attention strategy (the
 * region with the most detail, colour saturation and skin tones) on a copy cropped to half its width at full
 * height. Nothing is scaled in that crop, so `attentionX`/`attentionY` are in the copy's own pixels (sharp
 * reports them before the crop; a crop that also scales reports them off, lovell/sharp#3675), and a half-width
 * window crops every shape of photo, square ones included (a crop to the same size reports nothing).
 * @param {import('sharp').Sharp} image
 */
async function focalPoint(image) {
  const copy = await image
    .clone()
    .resize(FOCUS_MAX, FOCUS_MAX, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = copy.info;
  // A picture of one colour has nothing to keep in view (sharp then answers its top left corner): the centre.
  const stats = await sharp(copy.data, { raw: { width, height, channels } }).stats();
  if (stats.channels.every((channel) => channel.stdev < 2)) return { x: 50, y: 50 };
  const { info } = await sharp(copy.data, { raw: { width, height, channels } })
    .resize(Math.max(1, Math.ceil(width / 2)), height, { fit: 'cover', position: sharp.strategy.attention })
    .toBuffer({ resolveWithObject: true });
  /** @param {number | undefined} at @param {number} size */
  const percent = (at, size) =>
    at === undefined || !Number.isFinite(at) ? 50 : Math.min(100, Math.max(0, Math.round((at / size) * 100)));
  return { x: percent(info.attentionX, width), y: percent(info.attentionY, height) };
}

/**
 * @param {{ bytes: Uint8Array, format: string, density?: number, maxPixels: number,
 *   sizes: { max: number, quality: number }[], focus?: boolean }} job
 */
async function processJob(job) {
  const input = sharp(job.bytes, {
    limitInputPixels: job.maxPixels,
    failOn: 'error',
    ...(job.density ? { density: job.density } : {}),
  });
  let metadata;
  try {
    metadata = await input.metadata();
  } catch (error) {
    return { ok: false, reason: isPixelLimit(error) ? 'pixels' : 'unreadable' };
  }
  if (metadata.format !== job.format) return { ok: false, reason: 'type' };
  if (metadata.width * metadata.height > job.maxPixels) return { ok: false, reason: 'pixels' };
  try {
    // autoOrient() applies the EXIF orientation; sharp writes no metadata unless asked (EXIF, GPS, XMP, IPTC
    // and ICC all go) and converts to sRGB, so colours of wide-gamut phone photos survive the loss of the profile.
    const base = input.autoOrient();
    const results = await Promise.all(
      job.sizes.map(({ max, quality }) =>
        base
          .clone()
          .resize(max, max, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality })
          .toBuffer({ resolveWithObject: true }),
      ),
    );
    return {
      ok: true,
      width: results[0]?.info.width ?? metadata.width,
      height: results[0]?.info.height ?? metadata.height,
      outputs: results.map((result) => result.data),
      ...(job.focus ? { focus: await focalPoint(base) } : {}),
    };
  } catch (error) {
    return { ok: false, reason: isPixelLimit(error) ? 'pixels' : 'unreadable' };
  }
}

process.on('message', (job) => {
  processJob(/** @type {Parameters<typeof processJob>[0]} */ (job))
    .catch(() => ({ ok: false, reason: 'unreadable' }))
    .then((reply) => process.send?.({ ...reply, rss: process.memoryUsage().rss }));
});
// The server went away (or let this process go when idle): nothing more will come.
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
