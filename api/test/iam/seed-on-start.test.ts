import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { signIn, signInEnrolling } from '../factories/auth.ts';
import { createUser } from '../factories/users.ts';
import { seedOnStart } from '#api/seed/seed-on-start.ts';

const ADMIN_ENV = { ADMIN_EMAIL: 'Ops@Bourses.ma', ADMIN_PASSWORD: 'Operations2026!' };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function accounts(testApi: TestApi) {
  return testApi.context.db
    .selectFrom('users')
    .select(['email', 'role', 'isVerified', 'approvalStatus', 'rejectionReason', 'language'])
    .orderBy('email')
    .execute();
}

// Each test boots its own api on a fresh database: slow on a busy machine.
describe('seedOnStart with ADMIN_EMAIL', { timeout: 120_000 }, () => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('creates the ADMIN of ADMIN_EMAIL / ADMIN_PASSWORD, who can sign in', async () => {
    api = await startTestApi({ ...ADMIN_ENV, SEED_DEMO_DATA: 'false' });

    await seedOnStart(api.context);

    const session = await signInEnrolling(api, 'ops@bourses.ma', 'Operations2026!');
    expect(session.user).toMatchObject({ role: 'ADMIN', isVerified: true, approvalStatus: 'APPROVED' });
    expect((await accounts(api)).map((account) => account.email)).toEqual(['ops@bourses.ma']);
  });

  it('leaves an existing account of ADMIN_EMAIL as it is, password and role included', async () => {
    api = await startTestApi({ ...ADMIN_ENV, SEED_DEMO_DATA: 'false' });
    const existing = await createUser(api, { email: 'ops@bourses.ma' });

    await seedOnStart(api.context);

    const session = await signIn(api, 'ops@bourses.ma', existing.password);
    expect(session.user).toMatchObject({ id: existing.user.id, role: 'CLIENT' });
  });

  it.each([
    ['x'.repeat(200), 'Password must be at most 128 characters.'],
    ['Azerty123!', 'This password is too common: choose one that is harder to guess.'],
    ['Ops-2026!', 'The password must not be made of the account’s name or email address.'],
  ])(
    'stops the start on an ADMIN_PASSWORD no account could have (%s), naming the variable',
    async (password, problem) => {
      api = await startTestApi({ ...ADMIN_ENV, ADMIN_PASSWORD: password, SEED_DEMO_DATA: 'false' });

      await expect(seedOnStart(api.context)).rejects.toThrow(
        `Invalid configuration: ADMIN_PASSWORD: ${problem}`,
      );
      expect(await accounts(api)).toEqual([]);
    },
  );

  it('seeds nothing without ADMIN_EMAIL when demo data is off (a server database)', async () => {
    api = await startTestApi({ SEED_DEMO_DATA: 'false' });

    await seedOnStart(api.context);

    expect(await accounts(api)).toEqual([]);
  });
});

describe('seedOnStart with demo data (the embedded default)', () => {
  let demo: TestApi;
  beforeAll(async () => {
    demo = await startTestApi({ SEED_DEMO_DATA: 'true' });
    await seedOnStart(demo.context);
  });
  afterAll(() => demo.close());

  it('seeds the demo admin of the README and students in every state, once however often the api starts', async () => {
    const afterFirstStart = await accounts(demo);

    await seedOnStart(demo.context);

    expect(await accounts(demo)).toEqual(afterFirstStart);
    expect(afterFirstStart).toEqual([
      {
        email: 'admin@bourses.ma',
        role: 'ADMIN',
        isVerified: true,
        approvalStatus: 'APPROVED',
        rejectionReason: null,
        language: 'fr',
      },
      {
        email: 'agent@bourses.ma',
        role: 'AGENT',
        isVerified: true,
        approvalStatus: 'APPROVED',
        rejectionReason: null,
        language: 'fr',
      },
      {
        email: 'etudiant.attente@bourses.ma',
        role: 'CLIENT',
        isVerified: true,
        approvalStatus: 'PENDING',
        rejectionReason: null,
        language: 'ar',
      },
      {
        email: 'etudiant.nonverifie@bourses.ma',
        role: 'CLIENT',
        isVerified: false,
        approvalStatus: 'PENDING',
        rejectionReason: null,
        language: 'fr',
      },
      {
        email: 'etudiant.refuse@bourses.ma',
        role: 'CLIENT',
        isVerified: true,
        approvalStatus: 'REJECTED',
        rejectionReason: 'Le reçu de paiement est illisible : merci d’envoyer un scan net.',
        language: 'en',
      },
      {
        email: 'etudiant@bourses.ma',
        role: 'CLIENT',
        isVerified: true,
        approvalStatus: 'APPROVED',
        rejectionReason: null,
        language: 'fr',
      },
    ]);
    const students = await demo.context.db
      .selectFrom('users')
      .select(['paymentReceiptFileId', 'serviceContractFileId'])
      .where('role', '=', 'CLIENT')
      .execute();
    expect(students).toHaveLength(4);
    for (const student of students) {
      expect(student.paymentReceiptFileId).toEqual(expect.any(String));
      expect(student.serviceContractFileId).toEqual(expect.any(String));
    }
  });

  it('lets the demo admin sign in, review a demo student and download their documents', async () => {
    const admin = await signInEnrolling(demo, 'admin@bourses.ma', 'Admin123!');
    const waiting = await demo.http
      .get('/api/iam/users?approval_status=PENDING&is_verified=true')
      .set(bearer(admin.accessToken));
    const [student] = waiting.body.data.data;
    const receipt = await demo.http
      .get(`/api/iam/users/${student.id}/documents/payment-receipt`)
      .set(bearer(admin.accessToken))
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    const approval = await demo.http
      .put('/api/iam/users/approval')
      .set(bearer(admin.accessToken))
      .send({ userIds: [student.id], approvalStatus: 'APPROVED' });

    expect(admin.user).toMatchObject({ role: 'ADMIN' });
    expect(student.email).toBe('etudiant.attente@bourses.ma');
    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(approval.status).toBe(200);
    const mail = (await demo.outbox()).find((candidate) => candidate.to === 'etudiant.attente@bourses.ma');
    expect(mail?.subject).toBe('تمت الموافقة على حسابك في Bourses');
  });

  it('gives every demo student the README’s password', async () => {
    const approved = await signIn(demo, 'etudiant@bourses.ma', 'Student123!');
    const rejected = await signIn(demo, 'etudiant.refuse@bourses.ma', 'Student123!');
    const agent = await signInEnrolling(demo, 'agent@bourses.ma', 'Agent123!');

    expect(approved.user).toMatchObject({ isApproved: true });
    expect(rejected.user).toMatchObject({ approvalStatus: 'REJECTED' });
    expect(agent.user).toMatchObject({ role: 'AGENT' });
  });
});
