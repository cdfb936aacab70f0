import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { storedFiles } from '../factories/auth.ts';
import { createApplication } from '../factories/applications.ts';
import { PDF_FILE, PNG_FILE } from '../factories/files.ts';
import { readStored } from '../storage/read-stored.ts';
import {
  attachRegistrationDocuments,
  createAdmin,
  createAgent,
  createPendingStudent,
  createUser,
  type TestUser,
} from '../factories/users.ts';

let api: TestApi;
let admin: TestUser;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  admin = await createAdmin(api);
  agent = await createAgent(api);
});
afterAll(() => api.close());

const UNKNOWN_ID = '2b1f6a4e-9c3d-4e5f-8a7b-1c2d3e4f5a6b';
const userPath = (target: TestUser | string) =>
  `/api/iam/users/${typeof target === 'string' ? target : target.user.id}`;

describe('GET /api/iam/users/{id}', () => {
  it('shows an account to itself, approved or not', async () => {
    const student = await createUser(api);
    const pending = await createPendingStudent(api);

    const own = await api.http.get(userPath(student)).set(student.auth);
    const ownPending = await api.http.get(userPath(pending)).set(pending.auth);

    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ id: student.user.id, email: student.user.email, isApproved: true });
    expect(own.body.data).not.toHaveProperty('passwordHash');
    expect(ownPending.status).toBe(200);
    expect(ownPending.body.data).toMatchObject({
      approvalStatus: 'PENDING',
      isApproved: false,
      isVerified: false,
    });
  });

  it('shows any account to an AGENT and an ADMIN', async () => {
    const student = await createPendingStudent(api);

    const byAgent = await api.http.get(userPath(student)).set(agent.auth);
    const byAdmin = await api.http.get(userPath(student)).set(admin.auth);

    expect(byAgent.status).toBe(200);
    expect(byAgent.body.data.id).toBe(student.user.id);
    expect(byAdmin.status).toBe(200);
  });

  it('answers another student, approved or not, as if the account did not exist', async () => {
    const student = await createUser(api);
    const pending = await createPendingStudent(api);
    const other = await createUser(api);

    const byStudent = await api.http.get(userPath(other)).set(student.auth);
    const byPending = await api.http.get(userPath(other)).set(pending.auth);

    expect(byStudent.status).toBe(404);
    expect(byStudent.body).toEqual({ message: 'Utilisateur introuvable.', code: 'USER_NOT_FOUND' });
    expect(byPending.status).toBe(404);
  });

  it('answers 401 to a visitor', async () => {
    const student = await createUser(api);

    const res = await api.http.get(userPath(student));

    expect(res.status).toBe(401);
  });

  it('answers 404 for an unknown id and for a malformed one', async () => {
    const unknown = await api.http.get(userPath(UNKNOWN_ID)).set(admin.auth);
    const malformed = await api.http.get(userPath('not-a-uuid')).set(admin.auth);
    const injected = await api.http.get(userPath("1' or '1'='1")).set(admin.auth);

    expect([unknown.status, malformed.status, injected.status]).toEqual([404, 404, 404]);
    expect(malformed.body.code).toBe('USER_NOT_FOUND');
  });
});

describe('PATCH /api/iam/users/{id}', () => {
  it('lets an approved student change their name and phone, kept for later reads', async () => {
    const student = await createUser(api);

    const res = await api.http
      .patch(userPath(student))
      .set(student.auth)
      .send({ firstName: '  Imane ', lastName: 'Bennis', phoneNumber: '0 7 00 11 22 33' });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: 'Imane',
      lastName: 'Bennis',
      phoneNumber: '+212700112233',
    });
    const reread = await api.http.get(userPath(student)).set(student.auth);
    expect(reread.body.data).toMatchObject({
      firstName: 'Imane',
      lastName: 'Bennis',
      phoneNumber: '+212700112233',
    });
  });

  it('accepts the change as a multipart form too', async () => {
    const student = await createUser(api);

    const res = await api.http.patch(userPath(student)).set(student.auth).field('lastName', 'Filali');

    expect(res.status).toBe(200);
    expect(res.body.data.lastName).toBe('Filali');
  });

  it('accepts a whole profile form whose e-mail and role are unchanged', async () => {
    const student = await createUser(api);

    const res = await api.http
      .patch(userPath(student))
      .set(student.auth)
      .send({ firstName: 'Rim', email: student.user.email.toUpperCase(), role: 'CLIENT' });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstName: 'Rim', email: student.user.email, role: 'CLIENT' });
  });

  it('refuses a student’s change of their own role or e-mail, naming the fields', async () => {
    const student = await createUser(api);

    const res = await api.http
      .patch(userPath(student))
      .set(student.auth)
      .send({ firstName: 'Rim', role: 'ADMIN', email: 'new@example.ma', approvalStatus: 'APPROVED' });

    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: 'Vous ne pouvez pas modifier : role, email, approvalStatus.',
      code: 'FIELDS_NOT_ALLOWED',
    });
    const reread = await api.http.get(userPath(student)).set(student.auth);
    expect(reread.body.data).toMatchObject({ firstName: student.user.firstName, role: 'CLIENT' });
  });

  it('refuses a profile change before approval', async () => {
    const pending = await createPendingStudent(api, { isVerified: true });

    const res = await api.http.patch(userPath(pending)).set(pending.auth).send({ firstName: 'Rim' });

    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_NOT_APPROVED');
  });

  it('hides another student’s account, and refuses an AGENT’s change of someone else', async () => {
    const student = await createUser(api);
    const other = await createUser(api);

    const byStudent = await api.http.patch(userPath(other)).set(student.auth).send({ firstName: 'Rim' });
    const byAgent = await api.http.patch(userPath(other)).set(agent.auth).send({ firstName: 'Rim' });
    const anonymous = await api.http.patch(userPath(other)).send({ firstName: 'Rim' });

    expect(byStudent.status).toBe(404);
    expect(byAgent.status).toBe(403);
    expect(byAgent.body.code).toBe('FORBIDDEN');
    expect(anonymous.status).toBe(401);
  });

  it('lets an AGENT change their own name', async () => {
    const ownAgent = await createAgent(api);

    const res = await api.http.patch(userPath(ownAgent)).set(ownAgent.auth).send({ lastName: 'Amrani' });

    expect(res.status).toBe(200);
    expect(res.body.data.lastName).toBe('Amrani');
  });

  it('lets an ADMIN change a user’s e-mail and role; a student made staff is approved', async () => {
    const pending = await createPendingStudent(api, { isVerified: true });

    const res = await api.http
      .patch(userPath(pending))
      .set(admin.auth)
      .send({ email: ' New.Agent@Bourses.ma ', role: 'AGENT' });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: 'new.agent@bourses.ma',
      role: 'AGENT',
      approvalStatus: 'APPROVED',
      isApproved: true,
    });
    expect(res.body.data.approvalDate).toEqual(expect.any(String));
  });

  it('answers 409 when an ADMIN gives an e-mail that another account has', async () => {
    const student = await createUser(api);
    const other = await createUser(api);

    const res = await api.http
      .patch(userPath(student))
      .set(admin.auth)
      .send({ email: other.user.email.toUpperCase() });

    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
  });

  it('refuses an ADMIN’s change of their own role', async () => {
    const otherAdmin = await createAdmin(api);

    const res = await api.http.patch(userPath(otherAdmin)).set(otherAdmin.auth).send({ role: 'CLIENT' });

    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: 'Vous ne pouvez pas changer votre propre rôle.',
      code: 'CANNOT_CHANGE_OWN_ROLE',
    });
  });

  it.each([
    [{ phoneNumber: '+212 8 12 34 56 78' }, 'phoneNumber', 'Le numéro doit commencer par 5, 6 ou 7'],
    [{ phoneNumber: '' }, 'phoneNumber', 'Numéro de téléphone requis'],
    [{ firstName: ' ' }, 'firstName', 'Le prénom est requis'],
    [{ lastName: 12 }, 'lastName', 'Ce champ doit être un texte.'],
    [{ firstName: 'x'.repeat(500) }, 'firstName', 'Champ trop long : firstName'],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const student = await createUser(api);

    const res = await api.http.patch(userPath(student)).set(student.auth).send(body);

    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  it('refuses an invalid e-mail or role from an ADMIN with a 400', async () => {
    const student = await createUser(api);

    const res = await api.http.patch(userPath(student)).set(admin.auth).send({ email: 'nope', role: 'ROOT' });

    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      email: 'Adresse e-mail invalide',
      role: 'Rôle invalide : CLIENT, AGENT ou ADMIN.',
    });
  });

  it('answers malformed JSON and a non-object body with a 400', async () => {
    const student = await createUser(api);

    const malformed = await api.http
      .patch(userPath(student))
      .set(student.auth)
      .set('Content-Type', 'application/json')
      .send('{"firstName":');
    const array = await api.http
      .patch(userPath(student))
      .set(student.auth)
      .send([{ firstName: 'Rim' }]);

    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('INVALID_JSON');
    expect(array.status).toBe(400);
    expect(array.body.code).toBe('BODY_NOT_OBJECT');
  });

  it('answers 404 for a malformed id', async () => {
    const res = await api.http.patch(userPath('12345')).set(admin.auth).send({ firstName: 'Rim' });

    expect(res.status).toBe(404);
  });
});

describe('DELETE /api/iam/users/{id}', () => {
  it('lets an ADMIN delete an account with its documents and application receipts', async () => {
    const student = await createUser(api);
    await attachRegistrationDocuments(api, student, {
      paymentReceipt: { content: PDF_FILE, mimeType: 'application/pdf', originalName: 'recu.pdf' },
      serviceContract: { content: PNG_FILE, mimeType: 'image/png', originalName: 'contrat.png' },
    });
    await createApplication(api, { student });
    const blobsBefore = (await storedFiles(api)).length;

    const res = await api.http.delete(userPath(student)).set(admin.auth);

    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const reread = await api.http.get(userPath(student)).set(admin.auth);
    expect(reread.status).toBe(404);
    const files = await api.context.db
      .selectFrom('files')
      .select('id')
      .where('ownerId', '=', student.user.id)
      .execute();
    expect(files).toEqual([]);
    expect((await storedFiles(api)).length).toBe(blobsBefore - 3);
    const applications = await api.context.db
      .selectFrom('applications')
      .select('id')
      .where('userId', '=', student.user.id)
      .execute();
    expect(applications).toEqual([]);
  });

  it('keeps a scholarship picture that the deleted staff member uploaded', async () => {
    const formerAdmin = await createAdmin(api);
    const storageKey = await api.context.storage.save(PNG_FILE);
    const picture = await api.context.db
      .insertInto('files')
      .values({
        storageKey,
        originalName: 'campus.png',
        mimeType: 'image/png',
        sizeBytes: PNG_FILE.length,
        ownerId: formerAdmin.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.context.db
      .insertInto('scholarships')
      .values({
        country: 'MA',
        university: 'UM5',
        startDate: '2026-01-01',
        deadline: '2026-12-31',
        imageFileId: picture.id,
      })
      .execute();

    await api.http.delete(userPath(formerAdmin)).set(admin.auth).expect(204);

    const kept = await api.context.db.selectFrom('files').select('id').where('id', '=', picture.id).execute();
    expect(kept).toHaveLength(1);
    await expect(readStored(api.context.storage, storageKey)).resolves.toEqual(PNG_FILE);
  });

  it('refuses an ADMIN’s deletion of their own account', async () => {
    const res = await api.http.delete(userPath(admin)).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Vous ne pouvez pas supprimer votre propre compte.',
      code: 'CANNOT_DELETE_SELF',
    });
    await api.http.get(userPath(admin)).set(admin.auth).expect(200);
  });

  it('answers 401 to a visitor and 403 to an AGENT and to students, deleting nothing', async () => {
    const student = await createUser(api);
    const pending = await createPendingStudent(api);

    const anonymous = await api.http.delete(userPath(student));
    const byAgent = await api.http.delete(userPath(student)).set(agent.auth);
    const bySelf = await api.http.delete(userPath(student)).set(student.auth);
    const byPending = await api.http.delete(userPath(student)).set(pending.auth);

    expect([anonymous.status, byAgent.status, bySelf.status, byPending.status]).toEqual([401, 403, 403, 403]);
    await api.http.get(userPath(student)).set(admin.auth).expect(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await api.http.delete(userPath(UNKNOWN_ID)).set(admin.auth);
    const malformed = await api.http.delete(userPath('abc')).set(admin.auth);

    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('USER_NOT_FOUND');
    expect(malformed.status).toBe(404);
  });
});
