import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '#api/storage/file-storage.ts';

/** A stored file's whole bytes: fine in a test, never on the api's download path. */
export async function readStored(storage: FileStorage, key: string): Promise<Buffer> {
  const { body } = await storage.open(key);
  return buffer(body);
}
