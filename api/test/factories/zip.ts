import { buffer } from 'node:stream/consumers';
import { fromBufferPromise } from 'yauzl';

/** Every file of a zip by its path, read with an unzip library of its own (not the one that wrote it). */
export async function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await fromBufferPromise(zip, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  try {
    for await (const entry of archive.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      entries.set(entry.fileName, await buffer(await archive.openReadStreamPromise(entry)));
    }
  } finally {
    archive.close();
  }
  return entries;
}
