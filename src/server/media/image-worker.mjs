// @ts-check
/**
 * The process that decodes and re-encodes images (started by image-workers.ts, never by hand). Each image runs
 * here rather than in the server so that one taking too long can be stopped for certain, by ending this
 * process: libvips and librsvg cannot be interrupted part way, and the server's own thread pool (password
 * hashing, files) stays free. Plain JavaScript, so it starts without a TypeScript loader.
 *
 * Message in: { bytes, format, density?, maxPixels, sizes: [{ max, quality }, …] }.
 * Message out: { ok: true, width, height, outputs: [bytes, …] } (width and height of the first size) or
 * { ok: false, reason: 'pixels' | 'unreadable' | 'type' }, each with `rss`: the memory this process holds after
 * the job (the server ends a process that grew large rather than keep it waiting).
 */
import sharp from 'sharp';

// Every image is new: caching libvips operations would only hold memory.
sharp.cache(false);

/** @param {unknown} error */
const isPixelLimit = (error) => /pixel limit/i.test(String(/** @type {Error} */ (error)?.message ?? ''));

/**
 * @param {{ bytes: Uint8Array, format: string, density?: number, maxPixels: number,
 *   sizes: { max: number, quality: number }[] }} job
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
      width: results[0].info.width,
      height: results[0].info.height,
      outputs: results.map((result) => result.data),
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
