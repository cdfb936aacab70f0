import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanFiles } from '#api/storage/orphan-sweep.ts';
import { PNG_FILE } from '../factories/files.ts';
import { scholarshipPayload } from '../factories/scholarships.ts';
import { createAgent, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';
import { storedBlobs } from '../scholarships/stored-blobs.ts';
import { readStored } from './read-stored.ts';

const HOUR = 60 * 60 * 1000;

let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
});
afterAll(() => api.close());

/** The storage keys of an uploaded picture's copies, its own (the widest WebP) first. */
async function uploadedPictureKeys(): Promise<string[]> {
  const created = await api.http
    .post('/api/scholarships')
    .set(agent.auth)
    .field('data', JSON.stringify(scholarshipPayload()))
    .attach('image', PNG_FILE, { filename: 'campus.png', contentType: 'image/png' });
  expect(created.status).toBe(201);
  const { imageFileId } = await api.context.db
    .selectFrom('scholarships')
    .select('imageFileId')
    .where('id', '=', created.body.data.id)
    .executeTakeFirstOrThrow();
  const rows = await api.context.db
    .selectFrom('files')
    .select(['storageKey', 'variantOf'])
    .where((eb) => eb.or([eb('id', '=', imageFileId ?? ''), eb('variantOf', '=', imageFileId ?? '')]))
    .execute();
  return rows.sort((a, b) => Number(a.variantOf !== null) - Number(b.variantOf !== null)).map((row) => row.storageKey);
}

describe('orphan file sweep', () => {
  it('deletes bytes that no file row names once the grace period is over, and keeps referenced ones', async () => {
    const referenced = await uploadedPictureKeys();
    // What an upload leaves when its process is killed between writing the bytes and committing the row.
    const orphan = await api.context.storage.save(Buffer.from('%PDF-1.4 half an upload'));

    const tooEarly = await sweepOrphanFiles(api.context);
    expect(tooEarly).toBe(0);
    expect(await storedBlobs(api)).toEqual([orphan, ...referenced].sort());

    api.clock.advance(2 * HOUR);
    const removed = await sweepOrphanFiles(api.context);

    expect(removed).toBe(1);
    expect(await storedBlobs(api)).toEqual([...referenced].sort());
    const picture = await readStored(api.context.storage, referenced[0] ?? '');
    expect(picture.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('keeps a young orphan: its row may still be on its way', async () => {
    api.clock.set(new Date());
    const before = await storedBlobs(api);
    const young = await api.context.storage.save(Buffer.from('just written'));

    await sweepOrphanFiles(api.context);

    expect(await storedBlobs(api)).toEqual([...before, young].sort());
  });
});
