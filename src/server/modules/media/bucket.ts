/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, Backblaze B2, Cloudflare R2, Garage…) reached with signed HTTP
 * requests (aws4fetch: decision 016). Only what the image and recording stores need: put (bytes, or a file streamed
 * from disk), get (whole, or a range as a stream), delete, and a readiness check.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { ObjectStorageConfig } from '../../config.ts';

/** One request to the store may take this long before it counts as not answering. */
const REQUEST_TIMEOUT_MS = 30_000;

export class BucketError extends Error {
  /** The bucket's answer (404: no such object), when it answered. */
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export class Bucket {
  private readonly aws: AwsClient;

  constructor(private readonly settings: ObjectStorageConfig) {
    this.aws = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
      // Failures are answered at once (503 to the visitor, an error to the command line), not retried for long.
      retries: 1,
    });
  }

  get name() {
    return this.settings.bucket;
  }

  /** The object's address: `endpoint/bucket/prefix+key` (path style) or `bucket.endpoint/prefix+key`. */
  private url(key = ''): string {
    const endpoint = new URL(this.settings.endpoint);
    const path = key ? (this.settings.keyPrefix + key).split('/').map(encodeURIComponent).join('/') : '';
    if (this.settings.pathStyle) {
      return `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${this.settings.bucket}/${path}`;
    }
    return `${endpoint.protocol}//${this.settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}/${path}`;
  }

  /**
   * One request. Its time limit runs until the answer's headers arrive (`REQUEST_TIMEOUT_MS`), or, for a body
   * streamed with `until: 'quiet'`, while no byte of it moves for that long (`moved` restarts it): a 200 MB
   * recording takes longer than that to send, or to be read by a slow listener.
   */
  private async request(
    method: string,
    key: string,
    init: RequestInit = {},
    watch?: (moved: () => void) => void,
  ): Promise<Response> {
    const controller = new AbortController();
    let timer = setTimeout(() => controller.abort(new Error('timed out')), REQUEST_TIMEOUT_MS);
    watch?.(() => {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new Error('stalled')), REQUEST_TIMEOUT_MS);
    });
    try {
      return await this.aws.fetch(this.url(key), { method, ...init, signal: controller.signal });
    } catch (error) {
      throw new BucketError(
        `The bucket ${this.settings.bucket} at ${this.settings.endpoint} did not answer: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  private async failed(what: string, key: string, response: Response): Promise<BucketError> {
    const text = (await response.text().catch(() => '')).slice(0, 300);
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    return new BucketError(
      `${what} ${key} in the bucket ${this.settings.bucket} failed: ${response.status}${code ? ` ${code}` : ''}`,
      response.status,
    );
  }

  /** Stores the bytes under `key`, with their SHA-256 as metadata so anyone can check them later. */
  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await this.request('PUT', key, {
      body: bytes as Uint8Array<ArrayBuffer>,
      headers: {
        'content-type': contentType,
        'content-length': String(bytes.length),
        'x-amz-meta-sha256': sha256Hex(bytes),
      },
    });
    if (!response.ok) throw await this.failed('Storing', key, response);
    await response.arrayBuffer();
  }

  /**
   * Stores a file from disk under `key`, streamed (never held whole in memory), with its SHA-256 as metadata. The
   * payload is not signed (`UNSIGNED-PAYLOAD`, as a stream cannot be hashed before it is sent); its length is.
   */
  async putFile(key: string, filePath: string, size: number, contentType: string, sha256: string) {
    const file = createReadStream(filePath);
    const response = await this.request(
      'PUT',
      key,
      {
        body: Readable.toWeb(file) as unknown as ReadableStream,
        duplex: 'half',
        headers: {
          'content-type': contentType,
          'content-length': String(size),
          'x-amz-meta-sha256': sha256,
        },
      } as RequestInit,
      // The time limit runs while the bucket takes no byte of it.
      (moved) => file.on('data', moved),
    ).finally(() => file.destroy());
    if (!response.ok) throw await this.failed('Storing', key, response);
    await response.arrayBuffer();
  }

  /** Bytes `start` to `end` (inclusive) of the object, as they arrive. */
  async getRange(key: string, start: number, end: number): Promise<Readable> {
    const response = await this.request('GET', key, { headers: { range: `bytes=${start}-${end}` } });
    if (!response.ok || !response.body) throw await this.failed('Reading', key, response);
    // Every S3-compatible store answers a range with 206; the whole object instead is not what was asked.
    if (
      response.status !== 206 &&
      !(start === 0 && Number(response.headers.get('content-length')) === end + 1)
    ) {
      await response.body.cancel();
      throw new BucketError(
        `Reading ${key} in the bucket ${this.settings.bucket} gave the whole object, not a range`,
      );
    }
    return Readable.fromWeb(response.body as unknown as WebReadableStream);
  }

  /** The object's bytes; null when there is no such object. */
  async get(key: string): Promise<Buffer | null> {
    const response = await this.request('GET', key);
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.ok) throw await this.failed('Reading', key, response);
    return Buffer.from(await response.arrayBuffer());
  }

  /** Deletes the object; deleting one that is not there is not an error. */
  async delete(key: string): Promise<void> {
    const response = await this.request('DELETE', key);
    if (!response.ok && response.status !== 404) throw await this.failed('Deleting', key, response);
    await response.arrayBuffer();
  }

  /** Does the bucket answer to these credentials? For the readiness check (`/api/health/ready`). */
  async ready(): Promise<{ ok: boolean; detail?: string }> {
    try {
      const response = await this.request('HEAD', '');
      await response.arrayBuffer();
      if (response.ok) return { ok: true };
      return { ok: false, detail: `S3 bucket ${this.settings.bucket}: ${response.status}` };
    } catch (error) {
      return { ok: false, detail: error instanceof Error ? error.message : String(error) };
    }
  }
}

const buckets = new WeakMap<ObjectStorageConfig, Bucket>();

/** The bucket of these settings (one client per configuration), or null when images stay in the database. */
export function bucketFor(settings: ObjectStorageConfig | null): Bucket | null {
  if (!settings) return null;
  let bucket = buckets.get(settings);
  if (!bucket) {
    bucket = new Bucket(settings);
    buckets.set(settings, bucket);
  }
  return bucket;
}
