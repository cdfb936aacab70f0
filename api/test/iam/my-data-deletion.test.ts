import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoredFileMissing } from '#api/storage/file-storage.ts';
import { apply, createApplication, receiptKey } from '../factories/applications.ts';
import { GENEROUS_MAIL_LIMITS, postRegistration, registrationFields, signIn } from '../factories/auth.ts';
import { PDF_FILE, PNG_FILE } from '../factories/files.ts';
import { createScholarship } from '../factories/scholarships.ts';
import {
  attachRegistrationDocuments,
  createAdmin,
  createAgent,
  createPendingStudent,
  createUser,
  type TestUser,
} from '../factories/users.ts';
import { startS3TestServer, type S3TestServer } from '../storage/s3-test-server.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// A student deletes their own account (law 09-08): password confirmed, files gone from storage, the
// address free again, sessions ended, applications kept for the staff without the person.

const deleteAccount = (api: TestApi, caller: TestUser, body: object, language = 'fr') =>
  api.http.post('/api/iam/auth/delete-account').set(caller.auth).set('Accept-Language', language).send(body);

/** Every storage key the student's rows name: registration documents and application receipts. */
async function keysOf(api: TestApi, student: TestUser, applicationIds: number[]) {
  const user = await api.context.db
    .selectFrom('users')
    .innerJoin('files', (join) =>
      join.on((eb) =>
        eb.or([
          eb('files.id', '=', eb.ref('users.paymentReceiptFileId')),
          eb('files.id', '=', eb.ref('users.serviceContractFileId')),
        ]),
      ),
    )
    .select('files.storageKey')
    .where('users.id', '=', student.user.id)
    .execute();
  const receipts = await Promise.all(applicationIds.map((id) => receiptKey(api, id)));
  return [...user.map((row) => row.storageKey), ...receipts.filter((key): key is string => key !== null)];
}

const isGone = async (api: TestApi, key: string) => {
  try {
    const stored = await api.context.storage.open(key);
    stored.body.destroy();
    return false;
  } catch (error) {
    return error instanceof StoredFileMissing;
  }
};

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3.close());

describe.each([
  ['the local folder', () => ({})],
  ['an S3 bucket', () => s3.env],
])('POST /api/iam/auth/delete-account, files kept in %s', (_name, storageEnv) => {
  let api: TestApi;
  let agent: TestUser;
  beforeAll(async () => {
    api = await startTestApi({ ...GENEROUS_MAIL_LIMITS, ...storageEnv() });
    agent = await createAgent(api);
  });
  afterAll(() => api.close());

  async function studentWithApplications() {
    const student = await createUser(api);
    await attachRegistrationDocuments(api, student, {
      paymentReceipt: { content: PDF_FILE, mimeType: 'application/pdf', originalName: 'recu.pdf' },
      serviceContract: { content: PNG_FILE, mimeType: 'image/png', originalName: 'contrat.png' },
    });
    const approved = await createApplication(api, { student });
    await api.http
      .patch(`/api/scholarships/applications/${approved.id}/approve`)
      .set(agent.auth)
      .send({})
      .expect(200);
    const pending = await createApplication(api, { student });
    return { student, approvedId: approved.id, pendingId: pending.id };
  }

  it('deletes the account and its files; the staff keep the applications, anonymised', async () => {
    const { student, approvedId, pendingId } = await studentWithApplications();
    const keys = await keysOf(api, student, [approvedId, pendingId]);
    expect(keys).toHaveLength(4);

    const res = await deleteAccount(api, student, { password: student.password });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Votre compte a été supprimé. Vos candidatures sont conservées de façon anonyme.',
    });
    for (const key of keys) expect(await isGone(api, key)).toBe(true);
    const approved = await api.http
      .get(`/api/scholarships/applications/${approvedId}`)
      .set(agent.auth)
      .expect(200);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      userId: null,
      applicant: null,
      paymentReceipt: null,
    });
    expect(JSON.stringify(approved.body)).not.toContain(student.user.email);
    expect(JSON.stringify(approved.body)).not.toContain(student.user.lastName);
    // Nobody is left to answer a pending application: it is withdrawn, and its history says so.
    const pending = await api.http
      .get(`/api/scholarships/applications/${pendingId}`)
      .set(agent.auth)
      .expect(200);
    expect(pending.body.data).toMatchObject({ status: 'withdrawn', applicant: null });
    expect(pending.body.data.history.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'withdrawn',
    ]);
    // The staff's list still counts and shows them.
    const list = await api.http
      .get('/api/scholarships/applications')
      .query({ ids: `${approvedId},${pendingId}` })
      .set(agent.auth);
    expect(list.body.data.data).toHaveLength(2);
  });

  it('ends every session, refuses the password, and frees the address for a new registration', async () => {
    const { student } = await studentWithApplications();
    const otherDevice = await signIn(api, student.user.email, student.password);

    await deleteAccount(api, student, { password: student.password }).expect(200);

    await api.http.get('/api/iam/auth/me').set(student.auth).expect(401);
    await api.http
      .get('/api/iam/auth/me')
      .set('Authorization', `Bearer ${otherDevice.accessToken}`)
      .expect(401);
    await api.http
      .post('/api/iam/public/auth/refresh')
      .send({ refreshToken: otherDevice.refreshToken })
      .expect(401);
    await api.http
      .post('/api/iam/public/auth/login')
      .send({ email: student.user.email, password: student.password })
      .expect(401);
    await postRegistration(api, registrationFields({ email: student.user.email })).expect(201);
  });

  it('refuses a wrong password in the caller’s language and keeps everything', async () => {
    const { student, approvedId } = await studentWithApplications();
    const keys = await keysOf(api, student, [approvedId]);

    const french = await deleteAccount(api, student, { password: 'PasLeMien123' });
    const arabic = await deleteAccount(api, student, { password: 'PasLeMien123' }, 'ar');
    const english = await deleteAccount(api, student, { password: 'PasLeMien123' }, 'en');

    expect(french.status).toBe(400);
    expect(french.body).toEqual({
      message: 'Mot de passe incorrect : votre compte n’a pas été supprimé.',
      code: 'ACCOUNT_DELETION_PASSWORD_INCORRECT',
      fields: { password: 'Mot de passe incorrect : votre compte n’a pas été supprimé.' },
    });
    expect(arabic.body.message).toBe('كلمة المرور غير صحيحة: لم يُحذف حسابك.');
    expect(english.body.message).toBe('Incorrect password: your account was not deleted.');
    await api.http.get('/api/iam/auth/me').set(student.auth).expect(200);
    for (const key of keys) expect(await isGone(api, key)).toBe(false);
    const approved = await api.http.get(`/api/scholarships/applications/${approvedId}`).set(agent.auth);
    expect(approved.body.data.applicant.email).toBe(student.user.email);
  });
});

describe('POST /api/iam/auth/delete-account: who may, and what else goes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(GENEROUS_MAIL_LIMITS);
  });
  afterAll(() => api.close());

  it('asks for the password, in the caller’s language', async () => {
    const student = await createUser(api);

    const res = await deleteAccount(api, student, {}, 'en');

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'ACCOUNT_DELETION_PASSWORD_REQUIRED',
      message: 'Enter your password to confirm.',
    });
  });

  it.each([
    ['an agent', createAgent],
    ['an administrator', createAdmin],
  ])('refuses %s with a 403 that says who can close a staff account', async (_who, createStaff) => {
    const staff = await createStaff(api);

    const res = await deleteAccount(api, staff, { password: staff.password }, 'ar');

    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'STAFF_ACCOUNT_DELETION_REFUSED',
      message: 'لا يمكن لحساب موظف أن يحذف نفسه: اطلب من أحد المسؤولين إغلاقه.',
    });
    await api.http.get('/api/iam/auth/me').set(staff.auth).expect(200);
  });

  it('lets a student waiting for approval leave, and no mail queued for them goes out', async () => {
    const fields = registrationFields();
    await postRegistration(api, fields).expect(201);
    const session = await signIn(api, fields.email ?? '', fields.password ?? '');

    await api.http
      .post('/api/iam/auth/delete-account')
      .set('Authorization', `Bearer ${session.accessToken}`)
      .send({ password: fields.password })
      .expect(200);

    const mails = await api.outbox();
    expect(mails.filter((mail) => mail.to === fields.email)).toEqual([]);
  });

  it('counts wrong passwords as failed sign-ins: after 5, even the right one waits', async () => {
    const student = await createPendingStudent(api);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await deleteAccount(api, student, { password: 'Guess12345' }).expect(400);
    }

    const res = await deleteAccount(api, student, { password: student.password });

    expect(res.status).toBe(429);
    expect(res.body.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });

  it('keeps a scholarship’s other applications as they were', async () => {
    const scholarship = await createScholarship(api);
    const leaving = await createUser(api);
    const staying = await createUser(api);
    await apply(api, leaving, scholarship.id).expect(201);
    const kept = await apply(api, staying, scholarship.id).expect(201);

    await deleteAccount(api, leaving, { password: leaving.password }).expect(200);

    const admin = await createAdmin(api);
    const res = await api.http
      .get(`/api/scholarships/applications/${kept.body.data.id}`)
      .set(admin.auth)
      .expect(200);
    expect(res.body.data).toMatchObject({ status: 'pending', applicant: { email: staying.user.email } });
  });
});
