import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Test } from 'supertest';
import { PDF_FILE, PNG_FILE } from './files.ts';
import type { AppContext } from '#api/context.ts';
import type { OutboxMail, TestApi } from '../test-api.ts';
import { totpCode } from './users.ts';

export interface RegistrationFields {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string;
  password?: string;
  [field: string]: string | undefined;
}

export interface RegistrationFile {
  content: Buffer;
  name: string;
}

export interface RegistrationFiles {
  paymentReceipt?: RegistrationFile | null;
  serviceContract?: RegistrationFile | null;
}

/**
 * For a test file that registers dozens of students from its one address: the real limit (10 mails
 * an hour per address) would refuse them.
 */
export const GENEROUS_MAIL_LIMITS = { MAILS_PER_ADDRESS_PER_HOUR: '1000' };

/** A valid public registration form with a unique e-mail. */
export function registrationFields(overrides: RegistrationFields = {}): RegistrationFields {
  return {
    firstName: 'Salma',
    lastName: 'Bennani',
    email: `new-student-${randomBytes(4).toString('hex')}@example.ma`,
    phoneNumber: '+212 6 12 34 56 78',
    password: 'Motdepasse2026',
    ...overrides,
  };
}

/**
 * Posts a registration as the web form does (multipart). A field set to undefined and a file set to
 * null are left out.
 */
export function postRegistration(
  api: TestApi,
  fields: RegistrationFields = registrationFields(),
  files: RegistrationFiles = {},
): Test {
  let request = api.http.post('/api/iam/public/auth/register');
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) request = request.field(name, value);
  }
  const receipt =
    files.paymentReceipt === undefined ? { content: PDF_FILE, name: 'recu.pdf' } : files.paymentReceipt;
  const contract =
    files.serviceContract === undefined ? { content: PNG_FILE, name: 'contrat.png' } : files.serviceContract;
  if (receipt) request = request.attach('paymentReceipt', receipt.content, receipt.name);
  if (contract) request = request.attach('serviceContract', contract.content, contract.name);
  return request;
}

/**
 * The account a registration created, found by its address: the answer does not name it (it is the
 * same whether the address was free or not).
 */
export function registeredUser(api: TestApi, email: string) {
  return api.context.db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
}

/** Every file under the api's private storage folder. */
export async function storedFiles(api: TestApi): Promise<string[]> {
  const folder = path.join(api.context.config.dataDir, 'files');
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export async function countRows(
  api: TestApi,
  table: 'users' | 'files' | 'emailVerificationTokens',
): Promise<number> {
  const row = await api.context.db
    .selectFrom(table)
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The verification token carried by the last mail sent to this address. */
export async function verificationTokenFor(api: TestApi, email: string): Promise<string> {
  const mails: OutboxMail[] = await api.outbox();
  const mail = mails.filter((candidate) => candidate.to === email).at(-1);
  const link = mail?.links.find((candidate) => candidate.includes('/verify-email?token='));
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`No verification link was sent to ${email}`);
  return token;
}

/** An api to sign in to: a test api, or one a test started itself on the same database. */
export type SigningInApi = Pick<TestApi, 'http'> & { context: Pick<AppContext, 'clock'> };

export interface SignedInSession {
  accessToken: string;
  refreshToken: string;
  user: { id: string };
}

/**
 * Signs in over HTTP and returns the tokens; an account with an authenticator app meets the second
 * step with `totpSecret`'s code now (withTotp, totpCode in users.ts).
 */
export async function signIn(api: SigningInApi, email: string, password: string, totpSecret?: string): Promise<SignedInSession> {
  const res = await api.http.post('/api/iam/public/auth/login').send({ email, password });
  if (res.status !== 200) throw new Error(`Sign-in failed with ${res.status}: ${JSON.stringify(res.body)}`);
  if (res.body.enrolmentRequired) throw new Error(`Sign-in of ${email} asks to enrol a second factor: use signInEnrolling`);
  if (!res.body.secondFactorRequired) return res.body;
  if (!totpSecret) throw new Error(`Sign-in of ${email} asks for a second factor: pass its TOTP secret`);
  const completed = await api.http
    .post('/api/iam/public/auth/complete-sign-in')
    .send({ challenge: res.body.challenge, code: totpCode(api, totpSecret) });
  if (completed.status !== 200) throw new Error(`Second step failed with ${completed.status}: ${JSON.stringify(completed.body)}`);
  return completed.body;
}

/**
 * Signs a staff member without a factor in, as the console asks them to: the password answers an
 * enrolment challenge, an authenticator app is added with it, and its confirmation signs in.
 * Returns the tokens and the app's secret (for their next sign-ins).
 */
export async function signInEnrolling(
  api: SigningInApi,
  email: string,
  password: string,
): Promise<SignedInSession & { totpSecret: string }> {
  const res = await api.http.post('/api/iam/public/auth/login').send({ email, password });
  if (res.status !== 200 || !res.body.enrolmentRequired) {
    throw new Error(`Expected an enrolment challenge, got ${res.status}: ${JSON.stringify(res.body)}`);
  }
  const { challenge } = res.body;
  const started = await api.http.post('/api/iam/public/auth/enrolment/totp').send({ challenge }).expect(200);
  const totpSecret: string = started.body.data.secret;
  const confirmed = await api.http
    .post('/api/iam/public/auth/enrolment/totp/confirm')
    .send({ challenge, code: totpCode(api, totpSecret) });
  if (confirmed.status !== 200) throw new Error(`Enrolment failed with ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  return { ...confirmed.body.data, totpSecret };
}
