/**
 * A local S3-compatible server for the object-storage tests (s3rver, which keeps objects in a temporary folder),
 * with one bucket, and the settings that point the registry at it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
// @ts-expect-error s3rver ships no types; only its constructor, run and close are used.
import S3rver from 's3rver';

export interface TestS3 {
  /** The S3_* settings of the bucket, as the server reads them from its environment. */
  env: Record<string, string>;
  /** The files s3rver keeps, for the tests to see what is in the bucket. */
  directory: string;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'koa-test-images'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-s3-'));
  const server = new (S3rver as new (options: object) => S3rverInstance)({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'on',
    },
    directory,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
