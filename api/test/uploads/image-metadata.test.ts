import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, filesOnDisk } from '../factories/applications.ts';
import {
  GENEROUS_MAIL_LIMITS,
  postRegistration,
  registeredUser,
  registrationFields,
} from '../factories/auth.ts';
import { JPEG_FILE } from '../factories/files.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// Issue 30: a photo of a receipt is kept and shown upright, without where it was taken or the camera.

let api: TestApi;
let agent: TestUser;
let scholarshipId: number;
beforeAll(async () => {
  api = await startTestApi(GENEROUS_MAIL_LIMITS);
  agent = await createAgent(api);
  scholarshipId = (await createScholarship(api)).id;
});
afterAll(() => api.close());

const CAMERA_SERIAL = 'R58T90ABCDE';

/**
 * A phone's photo, 300×200 as the sensor stores it, held sideways (EXIF orientation 6: upright once
 * turned a quarter clockwise), with a red corner at the stored top left, the place it was taken
 * (GPS) and the camera's make, model and serial number.
 */
async function sidewaysPhoneJpeg(): Promise<Buffer> {
  const corner = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c1121f' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#f4f1e8' } })
    .composite([{ input: corner, left: 0, top: 0 }])
    .jpeg()
    .withExif({
      IFD0: { Make: 'Samsung', Model: 'SM-A546B' },
      IFD2: { BodySerialNumber: CAMERA_SERIAL },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '33/1 35/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '7/1 36/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The colour of one pixel, as [red, green, blue]. */
async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  return [
    ...(await sharp(image).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer()),
  ];
}

const isRed = ([red = 0, green = 0, blue = 0]: number[]) => red > 150 && green < 80 && blue < 80;

/** Collects a download's body as bytes, whatever its type. */
const asBytes = (request: ReturnType<TestApi['http']['get']>) =>
  request.buffer(true).parse((res, callback) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => callback(null, Buffer.concat(chunks)));
  });

/** What the photo became once stored, as the api serves it: upright, and without any metadata. */
async function expectCleanUprightPhoto(download: Response, original: Buffer) {
  expect(download.status).toBe(200);
  expect(download.headers['content-type']).toBe('image/jpeg');
  const served: Buffer = download.body;
  const metadata = await sharp(served).metadata();
  expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
    format: 'jpeg',
    width: 200,
    height: 300,
  });
  expect({
    exif: metadata.exif,
    xmp: metadata.xmp,
    icc: metadata.icc,
    orientation: metadata.orientation,
  }).toEqual({
    exif: undefined,
    xmp: undefined,
    icc: undefined,
    orientation: undefined,
  });
  expect(served.includes(CAMERA_SERIAL)).toBe(false);
  // Turned a quarter clockwise, the stored top-left corner is now the top right.
  expect(isRed(await pixel(served, 190, 10))).toBe(true);
  expect(isRed(await pixel(served, 10, 10))).toBe(false);
  expect(served.equals(original)).toBe(false);
}

describe('a JPEG receipt with GPS EXIF, sent sideways', () => {
  it('is stored and served upright, without EXIF, with its size and fingerprint those of the clean file (application)', async () => {
    const photo = await sidewaysPhoneJpeg();
    expect((await sharp(photo).metadata()).exif?.includes(CAMERA_SERIAL)).toBe(true);
    const student = await createUser(api);

    const res = await apply(api, student, scholarshipId, { content: photo, name: 'IMG_2026.jpg' }).expect(
      201,
    );
    const download = await asBytes(
      api.http.get(`/api/scholarships/applications/${res.body.data.id}/receipt`).set(student.auth),
    );

    await expectCleanUprightPhoto(download, photo);
    const row = await api.context.db
      .selectFrom('applications')
      .innerJoin('files', 'files.id', 'applications.receiptFileId')
      .select(['files.sizeBytes', 'files.sha256'])
      .where('applications.id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.sizeBytes).toBe(download.body.length);
    expect(row.sha256).toBe(createHash('sha256').update(download.body).digest('hex'));
  });

  it('is stored and served upright, without EXIF (registration)', async () => {
    const photo = await sidewaysPhoneJpeg();
    const fields = registrationFields();

    await postRegistration(api, fields, { paymentReceipt: { content: photo, name: 'recu.jpg' } }).expect(201);
    const student = await registeredUser(api, fields.email ?? '');
    const download = await asBytes(
      api.http.get(`/api/iam/users/${student.id}/documents/payment-receipt`).set(agent.auth),
    );

    await expectCleanUprightPhoto(download, photo);
  });

  it('refuses, in French and Arabic, a JPEG that does not decode, keeping nothing', async () => {
    const truncated = JPEG_FILE.subarray(0, JPEG_FILE.length - 40);
    const before = await filesOnDisk(api);

    const french = await apply(api, await createUser(api), scholarshipId, {
      content: truncated,
      name: 'recu.jpg',
    });
    const arabic = await apply(api, await createUser(api), scholarshipId, {
      content: truncated,
      name: 'recu.jpg',
    }).set('Accept-Language', 'ar');

    expect(french.status).toBe(400);
    expect(french.body).toMatchObject({
      code: 'IMAGE_UNDECODABLE',
      fields: { paymentReceipt: 'Image illisible : le fichier est endommagé ou incomplet.' },
    });
    expect(arabic.body.message).toBe('صورة غير مقروءة: الملف تالف أو غير مكتمل.');
    expect(await filesOnDisk(api)).toBe(before);
  });
});
