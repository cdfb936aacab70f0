import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AppContext } from '#api/context.ts';
import type { UsersTable } from '#api/db/schema.ts';
import { startSession } from '#api/iam/session/session-tokens.ts';
import { newTotpSecret, totpCodeOfStep, totpStep } from '#api/iam/factors/totp.ts';
import { hashPassword } from '#api/iam/password.ts';
import type { UserRow } from '#api/iam/user-presenter.ts';
import type { TestApi } from '../test-api.ts';

export interface TestUser {
  user: UserRow;
  password: string;
  /** A valid access token for this user, of a session started as a sign-in starts one. */
  token: string;
  /** That session's refresh token. */
  refreshToken: string;
  /** `{ Authorization: 'Bearer …' }` for supertest's `.set()`. */
  auth: { Authorization: string };
}

// One that the password rules accept (docs/security.md, "Passwords").
const PASSWORD = 'Sable-Oasis-2026';

/** Where factory sessions sign in from, as a browser would through the bff. */
export const FACTORY_ORIGIN = {
  address: '203.0.113.10',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
};
// One hash for every factory user: argon2 is deliberately slow.
let passwordHash: Promise<string> | undefined;

/** Inserts a user straight into the database: an approved, verified student unless told otherwise. */
export async function createUser(
  api: TestApi,
  overrides: Partial<Insertable<UsersTable>> = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const user = await api.context.db
    .insertInto('users')
    .values({
      email: `student-${suffix}@example.ma`,
      passwordHash: await passwordHash,
      firstName: 'Salma',
      lastName: `Bennani ${suffix}`,
      phoneNumber: '+212612345678',
      role: 'CLIENT',
      approvalStatus: 'APPROVED',
      approvalDate: new Date(),
      isVerified: true,
      verifiedAt: new Date(),
      language: 'fr',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const { accessToken: token, refreshToken } = await startSession(api.context, user, FACTORY_ORIGIN);
  return { user, password: PASSWORD, token, refreshToken, auth: { Authorization: `Bearer ${token}` } };
}

export const createAdmin = (api: TestApi, overrides: Partial<Insertable<UsersTable>> = {}) =>
  createUser(api, { role: 'ADMIN', firstName: 'Amina', ...overrides });

export const createAgent = (api: TestApi, overrides: Partial<Insertable<UsersTable>> = {}) =>
  createUser(api, { role: 'AGENT', firstName: 'Youssef', ...overrides });

/** A student who registered but is not approved yet (and, unless told, not verified). */
export const createPendingStudent = (api: TestApi, overrides: Partial<Insertable<UsersTable>> = {}) =>
  createUser(api, {
    approvalStatus: 'PENDING',
    approvalDate: null,
    isVerified: false,
    verifiedAt: null,
    ...overrides,
  });

export interface DocumentUpload {
  content: Buffer;
  mimeType: string;
  originalName: string;
}

/**
 * Gives a user the two registration documents (bytes in the api's storage, rows owned by the
 * user), as public registration leaves them. Answers the two file ids.
 */
export async function attachRegistrationDocuments(
  api: TestApi,
  owner: TestUser,
  documents: { paymentReceipt: DocumentUpload; serviceContract: DocumentUpload },
): Promise<{ paymentReceiptFileId: string; serviceContractFileId: string }> {
  const store = async ({ content, mimeType, originalName }: DocumentUpload) => {
    const storageKey = await api.context.storage.save(content);
    const row = await api.context.db
      .insertInto('files')
      .values({ storageKey, originalName, mimeType, sizeBytes: content.length, ownerId: owner.user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const ids = {
    paymentReceiptFileId: await store(documents.paymentReceipt),
    serviceContractFileId: await store(documents.serviceContract),
  };
  await api.context.db.updateTable('users').set(ids).where('id', '=', owner.user.id).execute();
  return ids;
}

/**
 * Gives the user an authenticator app with a known secret, as a confirmed enrolment leaves it:
 * staff need one to sign in over HTTP (factors/second-step.ts), and `totpCode` gives its codes.
 */
export async function withTotp<User extends TestUser>(api: TestApi, testUser: User): Promise<User & { totpSecret: string }> {
  const totpSecret = newTotpSecret();
  await api.context.db
    .insertInto('secondFactors')
    .values({ userId: testUser.user.id, kind: 'TOTP', name: 'Authenticator app', totpSecret, createdAt: api.clock.now() })
    .execute();
  return { ...testUser, totpSecret };
}

/**
 * The code the app shows now on the api's clock. A code is accepted once: advance the clock 30 s
 * before the same user's next sign-in.
 */
export const totpCode = (api: { context: Pick<AppContext, 'clock'> }, secret: string): string =>
  totpCodeOfStep(secret, totpStep(api.context.clock.now()));
