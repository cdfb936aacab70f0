import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '#api/config/s3-config.ts';

export interface S3TestServer {
  /** The bucket's settings, for `createS3FileStorage`. */
  settings: S3Settings;
  /** The same as the api's S3_* variables, for `startTestApi`. */
  env: Record<string, string>;
  close(): Promise<void>;
}

// The only credentials s3rver accepts on signed requests; it checks the signatures as S3 does.
const ACCESS_KEY = 'S3RVER';
const BUCKET = 'bourses-test';

/** A real S3-protocol server in this process, on a free port, keeping its objects in a fresh folder. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'bourses-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: {
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
      forcePathStyle: true,
    },
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
