import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPendingStudent, createUser } from '@bourses/api/test/factories/users';
import { pdfAt, pngAt } from './factories/files.ts';
import { CHANGE_EMAIL, FORGOT_PASSWORD, LOGIN, RESET_PASSWORD, RESUBMIT_ACCOUNT_DOCUMENTS } from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const NEW_PASSWORD = 'Nouveau-mot-2026';

describe('a forgotten password through the bff', () => {
  it('mails a link for a known address, answers the same for an unknown one, and the link signs the student in', async () => {
    const { user, password } = await createUser(platform.api);

    const known = await platform.bff.graphql<{ forgotPassword: { message: string } }>(FORGOT_PASSWORD, { email: user.email });
    const unknown = await platform.bff.graphql(FORGOT_PASSWORD, { email: 'personne@example.ma' });
    expect(unknown.data).toEqual(known.data);
    const mail = (await platform.api.outbox()).filter((sent) => sent.to === user.email).at(-1);
    const token = new URL(mail?.links[0] ?? 'http://x/').searchParams.get('token');

    const reset = await platform.bff.graphql<{ resetPassword: { accessToken: string; isApproved: boolean } }>(
      RESET_PASSWORD,
      { token, newPassword: NEW_PASSWORD },
      { language: 'en' },
    );
    const again = await platform.bff.graphql(RESET_PASSWORD, { token, newPassword: NEW_PASSWORD }, { language: 'en' });
    const oldPassword = await platform.bff.graphql(LOGIN, { email: user.email, password });

    expect(reset.errors).toBeUndefined();
    expect(reset.data?.resetPassword).toMatchObject({ isApproved: true, message: 'Your password has been changed. You are signed in.' });
    expect(again.errors?.[0]).toMatchObject({
      message: 'This password reset link has already been used. Please ask for a new one.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(oldPassword.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('names the field of a password too short, in the caller’s language', async () => {
    const answer = await platform.bff.graphql(RESET_PASSWORD, { token: 'abc', newPassword: 'court' }, { language: 'ar' });

    expect(answer.errors?.[0]?.message).toBe('يجب أن تحتوي كلمة المرور على 8 أحرف على الأقل.');
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('a student not approved yet, through the bff', () => {
  it('corrects an unverified address and the verification link goes there', async () => {
    const student = await createPendingStudent(platform.api);

    const answer = await platform.bff.graphql<{ changeEmail: { email: string; isVerified: boolean } }>(
      CHANGE_EMAIL,
      { email: 'corrigee@example.ma' },
      { token: student.token },
    );

    expect(answer.data?.changeEmail).toMatchObject({ email: 'corrigee@example.ma', isVerified: false });
    const mail = (await platform.api.outbox()).filter((sent) => sent.to === 'corrigee@example.ma').at(-1);
    expect(mail?.links[0]).toContain('/verify-email?token=');
  });

  it('sends new documents after a rejection (multipart) and is pending again', async () => {
    const student = await createPendingStudent(platform.api, {
      isVerified: true,
      verifiedAt: new Date(),
      approvalStatus: 'REJECTED',
      rejectionReason: 'Reçu illisible',
    });

    const answer = await platform.bff.upload<{ resubmitAccountDocuments: { id: string; approvalStatus: string; rejectionReason: string | null } }>(
      RESUBMIT_ACCOUNT_DOCUMENTS,
      { paymentReceipt: null, serviceContract: null },
      [pdfAt('variables.paymentReceipt'), pngAt('variables.serviceContract', 'contrat.png')],
      { token: student.token },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.resubmitAccountDocuments).toEqual({ id: String(student.user.id), approvalStatus: 'PENDING', rejectionReason: null });
  });
});
