import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config/s3-config.ts';
import { StorageUnavailable, StoredFileMissing, type FileStorage } from './file-storage.ts';
import { assertStorageKey, isStorageKey, newStorageKey } from './storage-key.ts';

function createS3Client({ endpoint, region, credentials, forcePathStyle }: S3Settings): S3Client {
  return new S3Client({
    region,
    endpoint,
    credentials,
    forcePathStyle,
    // Self-hosted S3-compatible services do not all understand the checksums the SDK now adds to
    // every request by default: send and check them only where the operation requires it.
    ...(endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
}

/**
 * Any failure but a missing key means the bucket cannot serve us now: down, overloaded, or refusing
 * our credentials. S3 also answers 403 for a missing key when the credentials may not list the
 * bucket, which is why the README asks for s3:ListBucket: without it a lost file is a 503, not a 404.
 */
const unavailable =
  (operation: string) =>
  (error: unknown): never => {
    throw error instanceof StoredFileMissing ? error : new StorageUnavailable(operation, error);
  };

/**
 * A private bucket, one object per key (objects of other shapes are never touched). Uploads go
 * through lib-storage, which streams the bytes in parts; downloads stream the object's body.
 */
export function createS3FileStorage(settings: S3Settings, { listPageSize = 1000 } = {}): FileStorage {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  return {
    async save(content) {
      const key = newStorageKey();
      // A failed upload is aborted by lib-storage (multipart parts included): nothing is left under the key.
      // The bytes stopping (a caller gone mid-upload) is the upload's failure, not the bucket's.
      let contentError: unknown;
      if (content instanceof Readable) content.once('error', (error) => (contentError = error));
      await new Upload({ client, params: { Bucket, Key: key, Body: content } })
        .done()
        .catch((error: unknown) => {
          if (contentError) throw contentError;
          return unavailable('save')(error);
        });
      return key;
    },
    async open(key) {
      if (!isStorageKey(key)) throw new StoredFileMissing(key);
      const object = await client
        .send(new GetObjectCommand({ Bucket, Key: key }))
        .catch((error: unknown) =>
          unavailable('open')(error instanceof NoSuchKey ? new StoredFileMissing(key) : error),
        );
      const { Body: body, ContentLength: size } = object;
      if (!(body instanceof Readable) || size === undefined) {
        if (body instanceof Readable) body.destroy();
        throw new Error(`The storage answered ${key} without a streamed body and its length`);
      }
      return { body, size };
    },
    async remove(key) {
      assertStorageKey(key);
      // S3 answers a key that names nothing as deleted too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(unavailable('remove'));
    },
    async *list() {
      const pages = paginateListObjectsV2({ client, pageSize: listPageSize }, { Bucket });
      while (true) {
        const page = await pages.next().catch(unavailable('list'));
        if (page.done) return;
        for (const { Key: key, LastModified: savedAt } of page.value.Contents ?? []) {
          if (key !== undefined && savedAt !== undefined && isStorageKey(key)) yield { key, savedAt };
        }
      }
    },
  };
}
