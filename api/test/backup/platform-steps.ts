import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type supertest from 'supertest';
import { TOTP_PERIOD_SECONDS, totpCodeOfStep, totpStep } from '#api/iam/factors/totp.ts';
import { PDF_FILE } from '../factories/files.ts';
import { pictureOf } from '../factories/pictures.ts';
import { scholarshipPayload } from '../factories/scholarships.ts';

type Http = ReturnType<typeof supertest>;

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A valid pdf with bytes of its own, so that a download is compared with this upload only. */
export const uniquePdf = () =>
  Buffer.concat([PDF_FILE, Buffer.from(`% ${randomBytes(600).toString('hex')}\n`)]);

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A student's sign-in: the password alone. */
export async function signIn(http: Http, email: string, password: string): Promise<string> {
  const res = await http.post('/api/iam/public/auth/login').send({ email, password });
  if (res.status !== 200 || !res.body.accessToken) throw new Error(`Sign-in of ${email} answered ${res.status}`);
  return res.body.accessToken;
}

/** The code of the authenticator app with this secret now (the api process runs on the real clock). */
const codeNow = (secret: string) => totpCodeOfStep(secret, totpStep(new Date()));

/** A staff member's first sign-in: they enrol an authenticator app with the challenge, which signs them in. */
export async function signInEnrolling(http: Http, email: string, password: string): Promise<{ token: string; totpSecret: string }> {
  const { body } = await http.post('/api/iam/public/auth/login').send({ email, password });
  if (!body.enrolmentRequired) throw new Error(`Sign-in of ${email} asked for no enrolment`);
  const started = await http.post('/api/iam/public/auth/enrolment/totp').send({ challenge: body.challenge });
  const totpSecret: string = started.body.data.secret;
  const confirmed = await http
    .post('/api/iam/public/auth/enrolment/totp/confirm')
    .send({ challenge: body.challenge, code: codeNow(totpSecret) });
  if (confirmed.status !== 200) throw new Error(`Enrolment of ${email} answered ${confirmed.status}`);
  return { token: confirmed.body.data.accessToken, totpSecret };
}

/**
 * A staff member's sign-in with their app's code. A code is accepted once: when the last one
 * accepted was of this very step, the next step's code is waited for.
 */
export async function signInWithCode(http: Http, email: string, password: string, totpSecret: string): Promise<string> {
  const { body } = await http.post('/api/iam/public/auth/login').send({ email, password });
  if (!body.secondFactorRequired) throw new Error(`Sign-in of ${email} asked for no second factor`);
  let completed = await http.post('/api/iam/public/auth/complete-sign-in').send({ challenge: body.challenge, code: codeNow(totpSecret) });
  if (completed.status === 401) {
    await new Promise((resolve) => setTimeout(resolve, TOTP_PERIOD_SECONDS * 1000 - (Date.now() % (TOTP_PERIOD_SECONDS * 1000)) + 100));
    completed = await http.post('/api/iam/public/auth/complete-sign-in').send({ challenge: body.challenge, code: codeNow(totpSecret) });
  }
  if (completed.status !== 200) throw new Error(`Second step of ${email} answered ${completed.status}`);
  return completed.body.accessToken;
}

/** The link of the last verification mail to `email` in the outbox the api writes under DATA_DIR, if sent yet. */
async function sentVerificationPath(dataDir: string, email: string): Promise<string | undefined> {
  const outbox = path.join(dataDir, 'outbox');
  const names = (await readdir(outbox).catch(() => [])).sort().reverse();
  for (const name of names) {
    const mail: { to: string; links: string[] } = JSON.parse(await readFile(path.join(outbox, name), 'utf8'));
    const link = mail.to === email ? mail.links.find((candidate) => candidate.includes('token=')) : undefined;
    if (link) return `/api/iam/public/auth/verify?token=${new URL(link).searchParams.get('token')}`;
  }
  return undefined;
}

/** The verification link, once the api's mail worker (polling its queue every few seconds) has sent it. */
async function verificationPath(dataDir: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const found = await sentVerificationPath(dataDir, email);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No verification mail to ${email}`);
}

export interface RegisteredStudent {
  id: string;
  email: string;
  password: string;
  paymentReceipt: Buffer;
  serviceContract: Buffer;
}

/** Registers with both documents and follows the mailed verification link, as a student does. */
export async function registerVerifiedStudent(http: Http, dataDir: string): Promise<RegisteredStudent> {
  const student = {
    email: `etudiant-${randomBytes(4).toString('hex')}@example.ma`,
    password: 'Motdepasse2026',
    paymentReceipt: uniquePdf(),
    serviceContract: uniquePdf(),
  };
  const res = await http
    .post('/api/iam/public/auth/register')
    .field('firstName', 'Salma')
    .field('lastName', 'Bennani')
    .field('email', student.email)
    .field('phoneNumber', '+212 6 12 34 56 78')
    .field('password', student.password)
    .attach('paymentReceipt', student.paymentReceipt, 'recu.pdf')
    .attach('serviceContract', student.serviceContract, 'contrat.pdf');
  if (res.status !== 201) throw new Error(`Registration answered ${res.status}: ${JSON.stringify(res.body)}`);
  const verified = await http.get(await verificationPath(dataDir, student.email));
  if (verified.status >= 400) throw new Error(`Verification answered ${verified.status}`);
  // The registration's answer does not name the account (the same for a taken address): sign-in does.
  const signedIn = await http.post('/api/iam/public/auth/login').send({ email: student.email, password: student.password });
  if (signedIn.status !== 200) throw new Error(`Sign-in answered ${signedIn.status}`);
  return { id: signedIn.body.user.id, ...student };
}

export async function approve(http: Http, adminToken: string, userId: string): Promise<void> {
  const res = await http
    .put('/api/iam/users/approval')
    .set(bearer(adminToken))
    .send({ userIds: [userId], approvalStatus: 'APPROVED' });
  if (res.status !== 200) throw new Error(`Approval answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/**
 * An open scholarship with an uploaded picture, created by staff through the api; `image` is the
 * picture as the api serves it (its WebP copy, not the upload).
 */
export async function createScholarshipWithImage(http: Http, adminToken: string) {
  const upload = await pictureOf(640, 480, 'png');
  const now = Date.now();
  const payload = scholarshipPayload({
    imageUrl: null,
    startDate: isoDate(new Date(now - DAY)),
    deadline: isoDate(new Date(now + 60 * DAY)),
  });
  const res = await http
    .post('/api/scholarships')
    .set(bearer(adminToken))
    .field('data', JSON.stringify(payload))
    .attach('image', upload, { filename: 'campus.png', contentType: 'image/png' });
  if (res.status !== 201)
    throw new Error(`Scholarship creation answered ${res.status}: ${JSON.stringify(res.body)}`);
  const data: { id: number; imageUrl: string } = res.body.data;
  return { ...data, image: await download(http, data.imageUrl) };
}

export async function applyWithReceipt(
  http: Http,
  studentToken: string,
  scholarshipId: number,
  receipt: Buffer,
) {
  const res = await http
    .post('/api/scholarships/applications')
    .set(bearer(studentToken))
    .field('scholarshipId', String(scholarshipId))
    .attach('paymentReceipt', receipt, 'recu-paiement.pdf');
  if (res.status !== 201) throw new Error(`Apply answered ${res.status}: ${JSON.stringify(res.body)}`);
  const id: number = res.body.data.id;
  return id;
}

/**
 * Waits until the running api's job workers have issued `count` documents to the student (a proof of
 * submission follows each application, in the background): a backup then holds them all.
 */
export async function documentsIssued(http: Http, studentToken: string, count: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await http.get('/api/documents/mine').set(bearer(studentToken));
    if (res.status === 200 && (res.body.data as unknown[]).length >= count) return;
    if (Date.now() > deadline) throw new Error(`Documents not issued: ${res.status} ${JSON.stringify(res.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A download's bytes, whatever its content type. */
export async function download(http: Http, url: string, token?: string): Promise<Buffer> {
  const request = http
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const res = await (token ? request.set(bearer(token)) : request);
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  return res.body;
}
