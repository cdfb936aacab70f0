import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { signIn } from '../factories/auth.ts';
import {
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
  api = await startTestApi({ PUBLIC_WEB_URL: 'https://bourses.example.ma' });
  admin = await createAdmin(api);
  agent = await createAgent(api);
});
afterAll(() => api.close());

/** A student who verified their e-mail and waits for a decision. */
const createVerifiedPendingStudent = (overrides: Parameters<typeof createPendingStudent>[1] = {}) =>
  createPendingStudent(api, { isVerified: true, verifiedAt: new Date(), ...overrides });

const decide = (caller: TestUser, body: object) =>
  api.http.put('/api/iam/users/approval').set(caller.auth).send(body);

const mailsTo = async (student: TestUser) =>
  (await api.outbox()).filter((mail) => mail.to === student.user.email);

const approvalOf = async (student: TestUser) =>
  api.context.db
    .selectFrom('users')
    .select(['approvalStatus', 'approvalDate', 'rejectionReason'])
    .where('id', '=', student.user.id)
    .executeTakeFirstOrThrow();

describe('PUT /api/iam/users/approval', () => {
  it('lets an AGENT approve a verified student, dated now, and mails them in French', async () => {
    const student = await createVerifiedPendingStudent();

    const res = await decide(agent, { userIds: [student.user.id], approvalStatus: 'APPROVED' });

    expect(res.status).toBe(200);
    expect(res.body.data.users).toHaveLength(1);
    expect(res.body.data.users[0]).toMatchObject({
      id: student.user.id,
      approvalStatus: 'APPROVED',
      isApproved: true,
      approvalDate: api.clock.now().toISOString(),
      rejectionReason: null,
    });
    const [mail, ...others] = await mailsTo(student);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Votre compte Bourses est approuvé');
    expect(mail?.text).toContain('votre compte a été approuvé');
    expect(mail?.text).toContain('https://bourses.example.ma/login');
    expect(mail?.html).toContain('dir="ltr"');
  });

  it('lets the approved student sign in as approved', async () => {
    const student = await createVerifiedPendingStudent();

    await decide(admin, { userIds: [student.user.id], approvalStatus: 'APPROVED' }).expect(200);

    const session = await signIn(api, student.user.email, student.password);
    expect(session.user).toMatchObject({ approvalStatus: 'APPROVED', isApproved: true });
  });

  it('lets an ADMIN reject with a reason, kept on the account and mailed in Arabic', async () => {
    const student = await createVerifiedPendingStudent({ language: 'ar', firstName: 'Omar' });

    const res = await decide(admin, {
      userIds: [student.user.id],
      approvalStatus: 'REJECTED',
      reason: '  Le reçu de paiement est illisible.  ',
    });

    expect(res.status).toBe(200);
    expect(res.body.data.users[0]).toMatchObject({
      approvalStatus: 'REJECTED',
      approvalDate: null,
      rejectionReason: 'Le reçu de paiement est illisible.',
    });
    const profile = await api.http.get(`/api/iam/users/${student.user.id}`).set(student.auth);
    expect(profile.body.data.rejectionReason).toBe('Le reçu de paiement est illisible.');
    const [mail] = await mailsTo(student);
    expect(mail?.subject).toBe('لم تتم الموافقة على حسابك في Bourses');
    expect(mail?.text).toContain('مرحبًا Omar');
    expect(mail?.text).toContain('السبب: Le reçu de paiement est illisible.');
    expect(mail?.html).toContain('dir="rtl"');
  });

  it('mails an English rejection without a reason line when none is given', async () => {
    const student = await createVerifiedPendingStudent({ language: 'en' });

    await decide(agent, { userIds: [student.user.id], approvalStatus: 'REJECTED', reason: '' }).expect(200);

    const [mail] = await mailsTo(student);
    expect(mail?.subject).toBe('Your Bourses account was not approved');
    expect(mail?.text).not.toContain('Reason:');
    expect((await approvalOf(student)).rejectionReason).toBeNull();
  });

  it('escapes the student’s name and the reason in the mail’s HTML', async () => {
    const student = await createVerifiedPendingStudent({ firstName: '<b>Sara</b>' });

    await decide(agent, {
      userIds: [student.user.id],
      approvalStatus: 'REJECTED',
      reason: '<script>x</script>',
    }).expect(200);

    const [mail] = await mailsTo(student);
    expect(mail?.html).toContain('&lt;b&gt;Sara&lt;/b&gt;');
    expect(mail?.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail?.html).not.toContain('<script>');
  });

  it('clears the rejection reason when a rejected student is approved', async () => {
    const student = await createVerifiedPendingStudent();
    await decide(agent, {
      userIds: [student.user.id],
      approvalStatus: 'REJECTED',
      reason: 'Contrat manquant',
    }).expect(200);

    const res = await decide(agent, { userIds: [student.user.id], approvalStatus: 'APPROVED' });

    expect(res.body.data.users[0]).toMatchObject({ approvalStatus: 'APPROVED', rejectionReason: null });
    expect((await mailsTo(student)).map((mail) => mail.subject)).toEqual([
      'Votre compte Bourses n’a pas été approuvé',
      'Votre compte Bourses est approuvé',
    ]);
  });

  it('does not mail the same decision twice, and keeps the first approval date', async () => {
    const student = await createVerifiedPendingStudent();
    await decide(agent, { userIds: [student.user.id], approvalStatus: 'APPROVED' }).expect(200);
    const firstApproval = await approvalOf(student);
    api.clock.advance(60_000);

    await decide(agent, { userIds: [student.user.id], approvalStatus: 'APPROVED' }).expect(200);

    expect(await mailsTo(student)).toHaveLength(1);
    expect((await approvalOf(student)).approvalDate).toEqual(firstApproval.approvalDate);
  });

  it('puts an account back to pending without a mail', async () => {
    const student = await createUser(api);

    const res = await decide(admin, { userIds: [student.user.id], approvalStatus: 'PENDING' });

    expect(res.body.data.users[0]).toMatchObject({
      approvalStatus: 'PENDING',
      approvalDate: null,
      isApproved: false,
    });
    expect(await mailsTo(student)).toEqual([]);
  });

  it('decides several accounts at once, answering them in the order asked', async () => {
    const students = [await createVerifiedPendingStudent(), await createVerifiedPendingStudent()];
    const ids = students.map((student) => student.user.id).reverse();

    const res = await decide(agent, { userIds: [...ids, ids[0]], approvalStatus: 'APPROVED' });

    expect(res.status).toBe(200);
    expect(res.body.data.users.map((user: { id: string }) => user.id)).toEqual(ids);
    for (const student of students) expect(await mailsTo(student)).toHaveLength(1);
  });

  it('refuses the whole batch when an e-mail is not verified, naming it, changing and mailing nothing', async () => {
    const verified = await createVerifiedPendingStudent();
    const unverified = await createPendingStudent(api);

    const res = await decide(agent, {
      userIds: [verified.user.id, unverified.user.id],
      approvalStatus: 'APPROVED',
    });

    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: `L’adresse e-mail de ces comptes n’est pas encore vérifiée : ${unverified.user.email}. Aucun compte n’a été modifié.`,
      code: 'ACCOUNTS_NOT_VERIFIED',
    });
    expect((await approvalOf(verified)).approvalStatus).toBe('PENDING');
    expect((await approvalOf(unverified)).approvalStatus).toBe('PENDING');
    expect(await mailsTo(verified)).toEqual([]);
  });

  it('refuses to reject an unverified account too: its address may not be the student’s', async () => {
    const unverified = await createPendingStudent(api);

    const res = await decide(admin, {
      userIds: [unverified.user.id],
      approvalStatus: 'REJECTED',
      reason: 'Spam',
    });

    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ACCOUNTS_NOT_VERIFIED');
    expect(await mailsTo(unverified)).toEqual([]);
  });

  it('refuses the whole batch when an account does not exist, naming it', async () => {
    const student = await createVerifiedPendingStudent();
    const unknown = '2b1f6a4e-9c3d-4e5f-8a7b-1c2d3e4f5a6b';

    const res = await decide(agent, { userIds: [student.user.id, unknown], approvalStatus: 'APPROVED' });

    expect(res.status).toBe(404);
    expect(res.body.message).toBe(`Comptes introuvables : ${unknown}. Aucun compte n’a été modifié.`);
    expect((await approvalOf(student)).approvalStatus).toBe('PENDING');
  });

  it('refuses staff accounts: only students go through approval', async () => {
    const res = await decide(agent, { userIds: [admin.user.id], approvalStatus: 'REJECTED' });

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ACCOUNTS_NOT_STUDENTS');
    expect((await approvalOf(admin)).approvalStatus).toBe('APPROVED');
  });

  it('answers 401 to a visitor and 403 to students, approved or not', async () => {
    const student = await createVerifiedPendingStudent();
    const approved = await createUser(api);
    const body = { userIds: [student.user.id], approvalStatus: 'APPROVED' };

    const anonymous = await api.http.put('/api/iam/users/approval').send(body);
    const byApproved = await decide(approved, body);
    const bySelf = await decide(student, body);

    expect([anonymous.status, byApproved.status, bySelf.status]).toEqual([401, 403, 403]);
    expect((await approvalOf(student)).approvalStatus).toBe('PENDING');
  });

  it.each([
    [{ userIds: [], approvalStatus: 'APPROVED' }, 'userIds', 'Choisissez au moins un compte (200 au plus).'],
    [{ approvalStatus: 'APPROVED' }, 'userIds', 'Choisissez au moins un compte (200 au plus).'],
    [
      { userIds: 'abc', approvalStatus: 'APPROVED' },
      'userIds',
      'Choisissez au moins un compte (200 au plus).',
    ],
    [{ userIds: ['abc'], approvalStatus: 'APPROVED' }, 'userIds.0', 'Identifiant de compte invalide.'],
    [{ userIds: [42], approvalStatus: 'APPROVED' }, 'userIds.0', 'Identifiant de compte invalide.'],
    [
      {
        userIds: Array.from({ length: 201 }, () => '2b1f6a4e-9c3d-4e5f-8a7b-1c2d3e4f5a6b'),
        approvalStatus: 'APPROVED',
      },
      'userIds',
      'Choisissez au moins un compte (200 au plus).',
    ],
    [
      { userIds: ['2b1f6a4e-9c3d-4e5f-8a7b-1c2d3e4f5a6b'] },
      'approvalStatus',
      'Statut d’approbation invalide : PENDING, APPROVED ou REJECTED.',
    ],
    [
      { userIds: ['2b1f6a4e-9c3d-4e5f-8a7b-1c2d3e4f5a6b'], approvalStatus: 'MAYBE' },
      'approvalStatus',
      'Statut d’approbation invalide : PENDING, APPROVED ou REJECTED.',
    ],
    [
      {
        userIds: ['2b1f6a4e-9c3d-4e5f-8a7b-1c2d3e4f5a6b'],
        approvalStatus: 'REJECTED',
        reason: 'x'.repeat(1001),
      },
      'reason',
      'Le motif est trop long (1000 caractères au plus).',
    ],
    [
      {
        userIds: ['2b1f6a4e-9c3d-4e5f-8a7b-1c2d3e4f5a6b'],
        approvalStatus: 'REJECTED',
        reason: { text: 'x' },
      },
      'reason',
      'Ce champ doit être un texte.',
    ],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const res = await decide(agent, body);

    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await api.http
      .put('/api/iam/users/approval')
      .set(agent.auth)
      .set('Content-Type', 'application/json')
      .send('{"userIds": [');

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_JSON');
  });
});
