import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureOf } from '../factories/pictures.ts';
import { pngOfSize } from '../factories/files.ts';
import { scholarshipPayload } from '../factories/scholarships.ts';
import { createAgent, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';
import { storedBlobs } from './stored-blobs.ts';

let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
});
afterAll(() => api.close());

function sendPicture(image: Buffer, { language = 'fr', id }: { language?: string; id?: number } = {}) {
  const request = id ? api.http.put(`/api/scholarships/${id}`) : api.http.post('/api/scholarships');
  return request
    .set(agent.auth)
    .set('Accept-Language', language)
    .field('data', JSON.stringify(scholarshipPayload()))
    .attach('image', image, { filename: 'campus.jpg', contentType: 'image/jpeg' });
}

interface PictureCopyAnswer {
  url: string;
  type: string;
  width: number;
  height: number;
}

async function download(url: string) {
  return api.http.get(url).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

describe('an uploaded scholarship picture', () => {
  it('is stored as WebP and AVIF copies 400, 800 and 1200 pixels wide, each served with its type and for a year', async () => {
    const res = await sendPicture(await pictureOf(1600, 900));

    expect(res.status).toBe(201);
    const { picture } = res.body.data;
    expect(picture).toMatchObject({ width: 1200, height: 675 });
    const copies: PictureCopyAnswer[] = picture.copies;
    expect(copies.map(({ type, width, height }) => `${type} ${width}×${height}`).sort()).toEqual([
      'image/avif 1200×675',
      'image/avif 400×225',
      'image/avif 800×450',
      'image/webp 1200×675',
      'image/webp 400×225',
      'image/webp 800×450',
    ]);
    for (const copy of copies) {
      expect(copy.url).toMatch(
        new RegExp(`^/api/scholarships/${res.body.data.id}/image/${copy.width}\\.(webp|avif)\\?v=[0-9a-f]{8}$`),
      );
      const served = await download(copy.url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(copy.type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const decoded = await sharp(served.body).metadata();
      expect(`image/${decoded.format === 'heif' ? 'avif' : decoded.format}`).toBe(copy.type);
      expect([decoded.width, decoded.height]).toEqual([copy.width, copy.height]);
    }
  });

  it('keeps no copy of the upload itself: its address serves the widest WebP, without the photo’s metadata', async () => {
    const res = await sendPicture(await pictureOf(1600, 900, 'jpeg', { orientation: 1 }));

    const served = await download(res.body.data.imageUrl);

    expect(served.headers['content-type']).toBe('image/webp');
    const decoded = await sharp(served.body).metadata();
    expect([decoded.format, decoded.width, decoded.exif]).toEqual(['webp', 1200, undefined]);
    const rows = await api.context.db.selectFrom('files').select('mimeType').where('originalName', 'like', 'campus%').execute();
    expect(rows.map((row) => row.mimeType)).not.toContain('image/jpeg');
  });

  it('is never enlarged: a picture 600 pixels wide gets copies 400 and 600 wide', async () => {
    const res = await sendPicture(await pictureOf(600, 300, 'png'));

    expect(res.status).toBe(201);
    expect(res.body.data.picture.width).toBe(600);
    const widths = res.body.data.picture.copies.map((copy: PictureCopyAnswer) => copy.width);
    expect([...new Set(widths)]).toEqual([600, 400]);
  });

  it('is turned upright from the orientation a phone wrote into it', async () => {
    // Stored landscape, tagged "rotate 90°": the photo was taken in portrait.
    const res = await sendPicture(await pictureOf(1000, 600, 'jpeg', { orientation: 6 }));

    expect(res.body.data.picture).toMatchObject({ width: 600, height: 1000 });
  });

  it('that does not decode is refused with a coded 400 in the caller’s language, and nothing is stored', async () => {
    const photo = await pictureOf(1600, 900);
    const truncated = photo.subarray(0, Math.floor(photo.length / 2));
    const blobs = await storedBlobs(api);
    const scholarships = await api.context.db.selectFrom('scholarships').select('id').execute();

    const french = await sendPicture(truncated);
    const arabic = await sendPicture(truncated, { language: 'ar' });
    const english = await sendPicture(pngOfSize(1000, 600), { language: 'en' });

    expect(french.status).toBe(400);
    expect(french.body).toEqual({
      code: 'IMAGE_UNDECODABLE',
      message: 'Image illisible : le fichier est endommagé ou incomplet.',
      fields: { image: 'Image illisible : le fichier est endommagé ou incomplet.' },
    });
    expect(arabic.body.message).toBe('صورة غير مقروءة: الملف تالف أو غير مكتمل.');
    expect(english.status).toBe(400);
    expect(english.body.message).toBe('Unreadable image: the file is damaged or incomplete.');
    expect(await storedBlobs(api)).toEqual(blobs);
    expect(await api.context.db.selectFrom('scholarships').select('id').execute()).toEqual(scholarships);
  });

  it('has every copy deleted when it is replaced, removed, or its scholarship deleted', async () => {
    const before = await storedBlobs(api);
    const created = await sendPicture(await pictureOf(1600, 900));
    const id: number = created.body.data.id;
    const withFirst = await storedBlobs(api);
    expect(withFirst).toHaveLength(before.length + 6);

    const replaced = await sendPicture(await pictureOf(850, 850), { id });
    const withSecond = await storedBlobs(api);
    expect(replaced.status).toBe(200);
    // 850 wide: copies 400 and 850 (800 is too close to the widest to be worth it), in two formats; none of the first picture's files is left.
    expect(withSecond).toHaveLength(before.length + 4);
    expect(withSecond.filter((key) => withFirst.includes(key))).toEqual(before);
    const oldCopy = await api.http.get(created.body.data.picture.copies[0].url);
    expect(oldCopy.status).toBe(404);
    expect(oldCopy.body.code).toBe('SCHOLARSHIP_IMAGE_NOT_FOUND');

    const removed = await api.http
      .put(`/api/scholarships/${id}`)
      .set(agent.auth)
      .send(scholarshipPayload({ removeImage: true }));
    expect(removed.body.data.picture).toBeNull();
    expect(await storedBlobs(api)).toEqual(before);

    const again = await sendPicture(await pictureOf(800, 450), { id });
    expect(again.status).toBe(200);
    await api.http.delete(`/api/scholarships/${id}`).set(agent.auth).expect(204);
    expect(await storedBlobs(api)).toEqual(before);
  });

  it('answers a coded 404 for a copy that was not made or an address that names none', async () => {
    const created = await sendPicture(await pictureOf(600, 300));
    const base = `/api/scholarships/${created.body.data.id}/image`;

    for (const path of [`${base}/1200.webp`, `${base}/600.png`, `${base}/..%2F600.webp`, `${base}/0.webp`]) {
      const res = await api.http.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.code, path).toBe('SCHOLARSHIP_IMAGE_NOT_FOUND');
    }
  });

  it('uploaded before pictures were resized is served as it was, without copies', async () => {
    const original = await pictureOf(640, 360, 'png');
    const storageKey = await api.context.storage.save(original);
    const file = await api.context.db
      .insertInto('files')
      .values({ storageKey, originalName: 'old.png', mimeType: 'image/png', sizeBytes: original.length, ownerId: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await api.http.post('/api/scholarships').set(agent.auth).send(scholarshipPayload({ imageUrl: null }));
    await api.context.db
      .updateTable('scholarships')
      .set({ imageFileId: file.id })
      .where('id', '=', created.body.data.id)
      .execute();

    const res = await api.http.get(`/api/scholarships/${created.body.data.id}`);
    const served = await download(res.body.data.imageUrl);

    expect(res.body.data.picture).toBeNull();
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body, original)).toBe(0);
  });
});
