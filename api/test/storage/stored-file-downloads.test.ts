import { get } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import supertest, { type Response } from 'supertest';
import { UPLOAD_MAX_BYTES } from '@bourses/common/limits';
import { createApp } from '#api/app.ts';
import { sweepOrphanFiles } from '#api/storage/orphan-sweep.ts';
import { createS3FileStorage } from '#api/storage/s3-file-storage.ts';
import { apply, receiptKey } from '../factories/applications.ts';
import { countRows, postRegistration, registrationFields, signIn, storedFiles } from '../factories/auth.ts';
import { PDF_FILE, PNG_FILE, pdfOfSize } from '../factories/files.ts';
import { createScholarship, scholarshipPayload } from '../factories/scholarships.ts';
import { createAdmin, createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';
import { readStored } from './read-stored.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';

/** A receipt of the largest accepted size, a real PDF holding random bytes so that any lost byte shows. */
const LARGE_RECEIPT = pdfOfSize(UPLOAD_MAX_BYTES);
const HOUR = 60 * 60 * 1000;

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3.close());

/** Collects an answer's body as bytes, whatever its type. */
const bytes = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

const download = (api: TestApi, address: string, auth?: { Authorization: string }) => {
  const request = api.http.get(address).buffer(true).parse(bytes);
  return auth ? request.set(auth) : request;
};

const jsonOf = (res: Response) => JSON.parse(Buffer.from(res.body).toString('utf8'));

describe.each([
  ['the local folder', () => ({})],
  ['an S3 bucket', () => s3.env],
])('downloads of files kept in %s', (_name, storageEnv) => {
  let api: TestApi;
  let agent: TestUser;
  beforeAll(async () => {
    api = await startTestApi(storageEnv());
    agent = await createAgent(api);
  });
  afterAll(() => api.close());

  it('gives back a registration’s documents byte for byte, with their length', async () => {
    const fields = registrationFields();
    await postRegistration(api, fields, {
      paymentReceipt: { content: LARGE_RECEIPT, name: 'recu.pdf' },
      serviceContract: { content: PNG_FILE, name: 'contrat.png' },
    }).expect(201);
    const session = await signIn(api, fields.email ?? '', fields.password ?? '');
    const documents = `/api/iam/users/${session.user.id}/documents`;

    const receipt = await download(api, `${documents}/payment-receipt`, agent.auth);
    const contract = await download(api, `${documents}/service-contract`, agent.auth);

    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-length']).toBe(String(LARGE_RECEIPT.length));
    expect(Buffer.compare(receipt.body, LARGE_RECEIPT)).toBe(0);
    expect(contract.status).toBe(200);
    expect(contract.headers['content-type']).toBe('image/png');
    // An image is kept as the upload re-encoded it, without its metadata (uploads/image-metadata.ts).
    const storedContract = await api.context.db
      .selectFrom('users')
      .innerJoin('files', 'files.id', 'users.serviceContractFileId')
      .select('files.storageKey')
      .where('users.id', '=', session.user.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.compare(contract.body, await readStored(api.context.storage, storedContract.storageKey))).toBe(0);
    expect(contract.headers['content-length']).toBe(String(contract.body.length));
  });

  it('gives back an application’s receipt byte for byte, and a scholarship’s picture whole with its length', async () => {
    const student = await createUser(api);
    const scholarship = await createScholarship(api);
    const applied = await apply(api, student, scholarship.id, { content: LARGE_RECEIPT, name: 'recu.pdf' });
    const created = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .field('data', JSON.stringify(scholarshipPayload({ imageUrl: null })))
      .attach('image', PNG_FILE, { filename: 'campus.png', contentType: 'image/png' });

    const receipt = await download(
      api,
      `/api/scholarships/applications/${applied.body.data.id}/receipt`,
      student.auth,
    );
    const image = await download(api, `/api/scholarships/${created.body.data.id}/image`);
    const imageHead = await api.http.head(`/api/scholarships/${created.body.data.id}/image`);

    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-disposition']).toMatch(/^attachment; filename="recu-de-paiement-candidature-\d+\.pdf"; filename\*=/);
    expect(Buffer.compare(receipt.body, LARGE_RECEIPT)).toBe(0);
    // The uploaded picture is kept as its WebP copies (docs/architecture.md): the widest is served whole.
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['content-length']).toBe(String(image.body.length));
    expect(image.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(imageHead.status).toBe(200);
    expect(imageHead.headers['content-length']).toBe(String(image.body.length));
  });

  it('answers the coded 404, in the caller’s language, when a receipt’s bytes are gone from storage', async () => {
    const student = await createUser(api);
    const applied = await apply(api, student, (await createScholarship(api)).id);
    await api.context.storage.remove((await receiptKey(api, applied.body.data.id)) ?? '');

    const res = await download(
      api,
      `/api/scholarships/applications/${applied.body.data.id}/receipt`,
      student.auth,
    ).set('Accept-Language', 'en');

    expect(res.status).toBe(404);
    expect(jsonOf(res)).toEqual({
      message: 'This application has no payment receipt.',
      code: 'APPLICATION_RECEIPT_NOT_FOUND',
    });
  });

  it('stops reading storage when the caller leaves mid-download, and keeps serving', async () => {
    const student = await createUser(api);
    const applied = await apply(api, student, (await createScholarship(api)).id, {
      content: LARGE_RECEIPT,
      name: 'recu.pdf',
    });
    const address = `/api/scholarships/applications/${applied.body.data.id}/receipt`;
    const opened: Readable[] = [];
    const open = api.context.storage.open;
    const watched = vi.spyOn(api.context.storage, 'open').mockImplementation(async (key) => {
      const file = await open(key);
      opened.push(file.body);
      return file;
    });

    try {
      await new Promise<void>((resolve, reject) => {
        const request = get(`${api.baseUrl}${address}`, { headers: student.auth }, (res) => {
          res.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      });
      await vi.waitFor(() => expect(opened[0]?.destroyed).toBe(true));
    } finally {
      watched.mockRestore();
    }

    const again = await download(api, address, student.auth);
    expect(again.status).toBe(200);
    expect(Buffer.compare(again.body, LARGE_RECEIPT)).toBe(0);
  });

  it('cuts the answer, and keeps serving, when storage fails mid-way', async () => {
    const student = await createUser(api);
    const applied = await apply(api, student, (await createScholarship(api)).id);
    const address = `/api/scholarships/applications/${applied.body.data.id}/receipt`;
    const brokenRead = new Readable({
      read() {
        this.push(PDF_FILE);
        this.destroy(new Error('storage connection reset'));
      },
    });
    const failing = vi
      .spyOn(api.context.storage, 'open')
      .mockResolvedValueOnce({ body: brokenRead, size: 10 * PDF_FILE.length });

    const outcome = await new Promise<string>((resolve) => {
      const request = get(`${api.baseUrl}${address}`, { headers: student.auth }, (res) => {
        res.on('aborted', () => resolve('cut'));
        res.on('error', () => resolve('cut'));
        res.on('end', () => resolve(res.complete ? 'whole' : 'cut'));
        res.resume();
      });
      request.on('error', () => resolve('cut'));
    });
    failing.mockRestore();

    expect(outcome).toBe('cut');
    const again = await download(api, address, student.auth);
    expect(again.status).toBe(200);
    expect(Buffer.compare(again.body, PDF_FILE)).toBe(0);
  });
});

describe('uploaded files in an S3 bucket', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(s3.env);
  });
  afterAll(() => api.close());

  it('writes nothing under the local files folder, and another instance serves what this one stored', async () => {
    const admin = await createAdmin(api);
    const fields = registrationFields();
    await postRegistration(api, fields).expect(201);
    const session = await signIn(api, fields.email ?? '', fields.password ?? '');
    // Another api process: the same database and bucket, its own S3 client and no local folder of its own.
    const otherInstance = supertest(createApp({ ...api.context, storage: createS3FileStorage(s3.settings) }));

    const receipt = await otherInstance
      .get(`/api/iam/users/${session.user.id}/documents/payment-receipt`)
      .set(admin.auth)
      .buffer(true)
      .parse(bytes);

    expect(receipt.status).toBe(200);
    expect(Buffer.compare(receipt.body, PDF_FILE)).toBe(0);
    expect(await storedFiles(api)).toEqual([]);
  });

  it('sweeps the bucket’s orphans once the grace period is over, and keeps what rows name', async () => {
    const student = await createUser(api);
    const applied = await apply(api, student, (await createScholarship(api)).id);
    const referenced = await receiptKey(api, applied.body.data.id);
    // What an upload leaves when its process is killed between writing the bytes and committing the row.
    const orphan = await api.context.storage.save(Buffer.from('%PDF-1.4 half an upload'));
    api.clock.advance(2 * HOUR);

    await sweepOrphanFiles(api.context);

    const left: string[] = [];
    for await (const { key } of api.context.storage.list()) left.push(key);
    expect(left).toContain(referenced);
    expect(left).not.toContain(orphan);
  });
});

describe('an S3 bucket that cannot serve the api', () => {
  let bucket: S3TestServer;
  let api: TestApi;
  let student: TestUser;
  let receiptAddress: string;
  beforeAll(async () => {
    bucket = await startS3TestServer();
    api = await startTestApi(bucket.env);
    student = await createUser(api);
    const applied = await apply(api, student, (await createScholarship(api)).id);
    receiptAddress = `/api/scholarships/applications/${applied.body.data.id}/receipt`;
  });
  afterAll(() => api.close());

  it('answers a coded 503 with Retry-After, never a 500, when the bucket refuses our credentials', async () => {
    const refused = supertest(
      createApp({
        ...api.context,
        storage: createS3FileStorage({
          ...bucket.settings,
          credentials: { accessKeyId: 'NOT-OURS', secretAccessKey: 'not-the-secret' },
        }),
      }),
    );

    const res = await refused.get(receiptAddress).set(student.auth).set('Accept-Language', 'en');

    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({
      message: 'Documents are temporarily unavailable. Please try again in a moment.',
      code: 'STORAGE_UNAVAILABLE',
    });
  });

  it('answers downloads and uploads with a coded 503 while the bucket is down, and writes no row', async () => {
    await bucket.close();
    const users = await countRows(api, 'users');
    const files = await countRows(api, 'files');

    const download = await api.http.get(receiptAddress).set(student.auth);
    const registration = await postRegistration(api, registrationFields()).set('Accept-Language', 'ar');

    expect(download.status).toBe(503);
    expect(download.body.code).toBe('STORAGE_UNAVAILABLE');
    expect(download.body.message).toBe(
      'Les documents sont momentanément indisponibles. Veuillez réessayer dans quelques instants.',
    );
    expect(registration.status).toBe(503);
    expect(registration.body).toEqual({
      message: 'الوثائق غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى بعد قليل.',
      code: 'STORAGE_UNAVAILABLE',
    });
    expect(await countRows(api, 'users')).toBe(users);
    expect(await countRows(api, 'files')).toBe(files);
  });
});
