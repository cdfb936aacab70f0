import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG_WITHOUT_PICTURE, pngOfSize } from '../factories/files.ts';
import { pictureOf } from '../factories/pictures.ts';
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

function createWithImage(image: Buffer, language = 'fr') {
  return api.http
    .post('/api/scholarships')
    .set(agent.auth)
    .set('Accept-Language', language)
    .field('data', JSON.stringify(scholarshipPayload()))
    .attach('image', image, { filename: 'affiche.png', contentType: 'image/png' });
}

describe('scholarship image dimensions', () => {
  it('refuses a 60000×60000 png that every visitor’s browser would have to decode, and stores nothing', async () => {
    const before = await storedBlobs(api);
    const scholarshipsBefore = await api.context.db.selectFrom('scholarships').select('id').execute();

    const res = await createWithImage(pngOfSize(60000, 60000), 'en');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'IMAGE_DIMENSIONS_TOO_LARGE',
      message: 'Image too large: at most 8000 pixels a side and 40 megapixels.',
      fields: { image: 'Image too large: at most 8000 pixels a side and 40 megapixels.' },
    });
    expect(await storedBlobs(api)).toEqual(before);
    expect(await api.context.db.selectFrom('scholarships').select('id').execute()).toEqual(
      scholarshipsBefore,
    );
  });

  it('refuses too many pixels even when each side is allowed, in Arabic when asked', async () => {
    const res = await createWithImage(pngOfSize(7000, 7000), 'ar');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IMAGE_DIMENSIONS_TOO_LARGE');
    expect(res.body.message).toBe('الصورة كبيرة جدًا: 8000 بكسل لكل ضلع و40 ميغابكسل كحد أقصى.');
  });

  it('accepts a large but reasonable picture', async () => {
    const res = await createWithImage(await pictureOf(8000, 5000, 'png'));

    expect(res.status).toBe(201);
  });

  it('refuses an image whose size cannot be read', async () => {
    const res = await createWithImage(JPEG_WITHOUT_PICTURE);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IMAGE_UNREADABLE');
    expect(res.body.message).toBe('Image illisible : ses dimensions ne peuvent pas être lues.');
  });
});
