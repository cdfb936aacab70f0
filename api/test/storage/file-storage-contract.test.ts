import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@bourses/common/limits';
import { StoredFileMissing, type FileStorage } from '#api/storage/file-storage.ts';
import { createLocalFileStorage } from '#api/storage/local-file-storage.ts';
import { createS3FileStorage } from '#api/storage/s3-file-storage.ts';
import { PDF_FILE } from '../factories/files.ts';
import { readStored } from './read-stored.ts';
import { startS3TestServer } from './s3-test-server.ts';

interface StorageUnderTest {
  storage: FileStorage;
  close(): Promise<void>;
}

async function localFolder(): Promise<StorageUnderTest> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bourses-files-'));
  return {
    storage: createLocalFileStorage(folder),
    close: () => rm(folder, { recursive: true, force: true }),
  };
}

async function s3Bucket(): Promise<StorageUnderTest> {
  const server = await startS3TestServer();
  // Pages of two keys, so that listing a handful of files already follows continuation tokens.
  return { storage: createS3FileStorage(server.settings, { listPageSize: 2 }), close: server.close };
}

async function listedKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list()) keys.push(key);
  return keys.sort();
}

/** The bytes in chunks of 64 KB, as a network upload arrives. */
const streamOf = (content: Buffer) =>
  Readable.from(
    (function* () {
      for (let start = 0; start < content.length; start += 64 * 1024)
        yield content.subarray(start, start + 64 * 1024);
    })(),
  );

describe.each([
  ['a local folder', localFolder],
  ['an S3 bucket (s3rver)', s3Bucket],
])('file storage in %s', (_name, start) => {
  let subject: StorageUnderTest;
  let storage: FileStorage;
  beforeAll(async () => {
    subject = await start();
    storage = subject.storage;
  });
  afterAll(() => subject.close());

  it('gives back the saved bytes, identical, with their size', async () => {
    const key = await storage.save(PDF_FILE);

    const opened = await storage.open(key);
    opened.body.destroy();

    expect(opened.size).toBe(PDF_FILE.length);
    expect(await readStored(storage, key)).toEqual(PDF_FILE);
  });

  it('streams a file of the largest accepted size both ways, byte for byte', async () => {
    const content = randomBytes(UPLOAD_MAX_BYTES);

    const fromBuffer = await storage.save(content);
    const fromStream = await storage.save(streamOf(content));

    for (const key of [fromBuffer, fromStream]) {
      const { body, size } = await storage.open(key);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk));
      expect(size).toBe(content.length);
      expect(Buffer.concat(chunks).equals(content)).toBe(true);
    }
  });

  it('lists every saved key with the time it was saved, page after page', async () => {
    const before = Date.now();
    const keys = await Promise.all(
      Array.from({ length: 5 }, (_, index) => storage.save(Buffer.from(`file ${index}`))),
    );
    const after = Date.now();

    const listed = new Map<string, Date>();
    for await (const { key, savedAt } of storage.list()) listed.set(key, savedAt);

    for (const key of keys) {
      const savedAt = listed.get(key);
      expect(savedAt).toBeInstanceOf(Date);
      // Object stores keep whole seconds; a file system's clock may run a tick behind.
      expect(savedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(savedAt?.getTime()).toBeLessThanOrEqual(after + 1000);
    }
  });

  it('removes a file, and removing a key that names nothing is fine', async () => {
    const key = await storage.save(PDF_FILE);

    await storage.remove(key);
    await storage.remove(key);

    expect(await listedKeys(storage)).not.toContain(key);
    await expect(storage.open(key)).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('answers StoredFileMissing, which downloads turn into a 404, for a key that names nothing', async () => {
    await expect(storage.open(randomBytes(16).toString('hex'))).rejects.toBeInstanceOf(StoredFileMissing);
    await expect(storage.open('../../etc/passwd')).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('gives every file a new random key, whatever the bytes', async () => {
    const keys = await Promise.all(Array.from({ length: 30 }, () => storage.save(PDF_FILE)));

    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-f0-9]{32}$/);
  });

  it('keeps nothing of an upload whose bytes stop coming', async () => {
    const before = await listedKeys(storage);
    const cutOff = new Readable({
      read() {
        this.push(PDF_FILE);
        this.destroy(new Error('connection reset'));
      },
    });

    await expect(storage.save(cutOff)).rejects.toThrow('connection reset');

    expect(await listedKeys(storage)).toEqual(before);
  });
});
