import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXE_FILE, PDF_FILE, PNG_FILE } from '../factories/files.ts';
import { scholarshipPayload } from '../factories/scholarships.ts';
import { createAgent, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';
import { imageFileId as imageFileIdOf, storedBlobs as storedBlobsOf } from './stored-blobs.ts';

let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
});
afterAll(() => api.close());

const storedBlobs = () => storedBlobsOf(api);
const imageFileId = (scholarshipId: number) => imageFileIdOf(api, scholarshipId);

describe('scholarship images', () => {
  it('stores an uploaded png and serves it, as WebP, at the scholarship’s image address', async () => {
    const res = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .field('data', JSON.stringify(scholarshipPayload({ imageUrl: null })))
      .attach('image', PNG_FILE, { filename: 'campus.png', contentType: 'image/png' });

    expect(res.status).toBe(201);
    expect(res.body.data.imageUrl).toMatch(
      new RegExp(`^/api/scholarships/${res.body.data.id}/image\\?v=[0-9a-f]{8}$`),
    );
    const image = await api.http.get(res.body.data.imageUrl).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('answers 404, not 500, when an image’s bytes are missing from storage', async () => {
    const created = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .field('data', JSON.stringify(scholarshipPayload()))
      .attach('image', PNG_FILE, { filename: 'campus.png', contentType: 'image/png' });
    const file = await api.context.db
      .selectFrom('files')
      .select('storageKey')
      .where('id', '=', (await imageFileId(created.body.data.id)) ?? '')
      .executeTakeFirstOrThrow();
    await api.context.storage.remove(file.storageKey);

    const res = await api.http.get(created.body.data.imageUrl);

    expect(res.status).toBe(404);
    expect(res.body.code).toBe('SCHOLARSHIP_IMAGE_NOT_FOUND');
  });

  it('refuses an executable renamed .png, and stores nothing', async () => {
    const before = await storedBlobs();

    const res = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .field('data', JSON.stringify(scholarshipPayload()))
      .attach('image', EXE_FILE, { filename: 'photo.png', contentType: 'image/png' });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'IMAGE_TYPE_NOT_ALLOWED',
      message: 'Type d’image non autorisé : JPG, PNG ou WebP uniquement.',
    });
    expect(await storedBlobs()).toEqual(before);
  });

  it('refuses a pdf sent as the image', async () => {
    const res = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .field('data', JSON.stringify(scholarshipPayload()))
      .attach('image', PDF_FILE, { filename: 'affiche.pdf', contentType: 'application/pdf' });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IMAGE_TYPE_NOT_ALLOWED');
  });

  it('refuses an image of 5 MB and one byte with 413', async () => {
    const tooBig = Buffer.concat([PNG_FILE, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG_FILE.length)]);

    const res = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .set('Accept-Language', 'en')
      .field('data', JSON.stringify(scholarshipPayload()))
      .attach('image', tooBig, { filename: 'big.png', contentType: 'image/png' });

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'File too large (Max: 5 MB)', code: 'FILE_TOO_LARGE' });
  });

  it('asks for the data field of a multipart form, and for valid JSON in it', async () => {
    const missing = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .attach('image', PNG_FILE, { filename: 'campus.png', contentType: 'image/png' });
    const broken = await api.http.post('/api/scholarships').set(agent.auth).field('data', '{oops');

    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('SCHOLARSHIP_DATA_REQUIRED');
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('INVALID_JSON');
  });

  it('deletes the old image file when it is replaced, removed, or its scholarship deleted', async () => {
    const created = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .field('data', JSON.stringify(scholarshipPayload()))
      .attach('image', PNG_FILE, { filename: 'one.png', contentType: 'image/png' });
    const id: number = created.body.data.id;
    const firstImage = await imageFileId(id);
    const blobsWithOne = await storedBlobs();

    const replaced = await api.http
      .put(`/api/scholarships/${id}`)
      .set(agent.auth)
      .field('data', JSON.stringify(scholarshipPayload()))
      .attach('image', PNG_FILE, { filename: 'two.png', contentType: 'image/png' });
    const secondImage = await imageFileId(id);
    const blobsAfterReplace = await storedBlobs();

    expect(replaced.status).toBe(200);
    expect(replaced.body.data.imageUrl).not.toBe(created.body.data.imageUrl);
    expect(secondImage).not.toBe(firstImage);
    expect(blobsAfterReplace).toHaveLength(blobsWithOne.length);
    expect(
      await api.context.db
        .selectFrom('files')
        .where('id', '=', firstImage ?? '')
        .selectAll()
        .execute(),
    ).toEqual([]);

    const kept = await api.http.put(`/api/scholarships/${id}`).set(agent.auth).send(scholarshipPayload());
    expect(await imageFileId(id)).toBe(secondImage);
    expect(kept.body.data.imageUrl).toBe(replaced.body.data.imageUrl);

    const removed = await api.http
      .put(`/api/scholarships/${id}`)
      .set(agent.auth)
      .send(scholarshipPayload({ removeImage: true }));
    expect(removed.body.data.imageUrl).toBe('https://images.example.org/tum.jpg');
    // The picture's two copies (WebP and AVIF, the png being one pixel wide) are gone.
    expect(await storedBlobs()).toHaveLength(blobsWithOne.length - 2);
    expect((await api.http.get(`/api/scholarships/${id}/image`)).status).toBe(404);
  });

  it('deletes the image file with its scholarship', async () => {
    const before = await storedBlobs();
    const created = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .field('data', JSON.stringify(scholarshipPayload()))
      .attach('image', PNG_FILE, { filename: 'one.png', contentType: 'image/png' });

    await api.http.delete(`/api/scholarships/${created.body.data.id}`).set(agent.auth);

    expect(await storedBlobs()).toEqual(before);
  });
});
