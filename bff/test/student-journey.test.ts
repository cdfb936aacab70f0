import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_FILE } from '@bourses/api/test/factories/files';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAdmin, type TestUser } from '@bourses/api/test/factories/users';
import { pdfAt } from './factories/files.ts';
import {
  APPLICATION,
  APPLY,
  CHANGE_PASSWORD,
  LOGIN,
  LOGOUT,
  ME,
  MY_APPLICATIONS,
  REFRESH_TOKEN,
  REGISTER,
  REJECT_APPLICATION,
  RESEND_VERIFICATION,
  RESUBMIT,
  SCHOLARSHIP,
  SCHOLARSHIPS,
  SET_USER_APPROVAL,
  UPDATE_PROFILE,
  USERS,
  VERIFY_EMAIL,
  WITHDRAW,
} from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

const SET_MESSAGE_MAILS = /* GraphQL */ `
  mutation SetMessageMails($on: Boolean!) {
    updateProfile(input: { messageMails: $on }) { id messageMails }
  }
`;
const MESSAGE_MAILS = /* GraphQL */ `
  query MessageMails {
    me { messageMails }
  }
`;

interface Login {
  login: { accessToken: string; refreshToken: string; approvalStatus: string; isApproved: boolean; user: { id: string } };
}
interface ApplicationAnswer {
  id: string;
  status: string;
  rejectionReason: string | null;
  receiptUrl: string | null;
}

let platform: TestPlatform;
let staff: TestUser;
let scholarshipId: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  staff = await createAdmin(platform.api);
  scholarshipId = String((await createScholarship(platform.api)).id);
});
afterAll(() => platform.close());

const EMAIL = 'salma.journey@example.ma';
const PASSWORD = 'Motdepasse2026';

// One student, step by step: each test starts where the previous one stopped.
describe('a student’s whole journey through the bff', () => {
  let session = { accessToken: '', refreshToken: '' };
  let studentId = '';
  let applicationId = '';

  it('registers with a payment receipt and a service contract (multipart)', async () => {
    const answer = await platform.bff.upload<{ register: { success: boolean; message: string } }>(
      REGISTER,
      {
        input: { firstName: 'Salma', lastName: 'Alaoui', email: EMAIL, phoneNumber: '+212 6 12 34 56 78', password: PASSWORD },
        paymentReceipt: null,
        serviceContract: null,
      },
      [pdfAt('variables.paymentReceipt'), pdfAt('variables.serviceContract', 'contrat.pdf')],
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.register).toEqual({ success: true, message: 'Inscription réussie ! Veuillez vérifier votre e-mail.' });
  });

  it('asks for a new verification link (after the api’s one-minute cooldown)', async () => {
    platform.api.clock.advance(61_000);

    const answer = await platform.bff.graphql<{ resendVerification: { success: boolean; message: string } }>(RESEND_VERIFICATION, {
      email: EMAIL,
    });

    expect(answer.data?.resendVerification.success).toBe(true);
    expect((await platform.api.outbox()).filter((message) => message.to === EMAIL)).toHaveLength(2);
  });

  it('verifies the e-mail with the latest link from the outbox, in the caller’s language', async () => {
    const mail = (await platform.api.outbox()).filter((message) => message.to === EMAIL).at(-1);
    const token = new URL(mail?.links.find((link) => link.includes('verify-email')) ?? 'http://x/').searchParams.get('token');

    const answer = await platform.bff.graphql(VERIFY_EMAIL, { token }, { language: 'en' });

    expect(answer.data).toEqual({ verifyEmail: { success: true, message: 'Your email address has been verified.' } });
  });

  it('signs in before approval and is told the account is pending', async () => {
    const answer = await platform.bff.graphql<Login>(LOGIN, { email: EMAIL, password: PASSWORD });

    expect(answer.data?.login).toMatchObject({ approvalStatus: 'PENDING', isApproved: false, success: true });
    studentId = answer.data?.login.user.id ?? '';
  });

  it('is approved by staff, who find the account among the pending ones', async () => {
    const pending = await platform.bff.graphql<{ users: { items: { id: string; serviceContractUrl: string | null }[] } }>(
      USERS,
      { filter: { approvalStatus: 'PENDING' } },
      { token: staff.token },
    );
    const listed = pending.data?.users.items.find((user) => user.id === studentId);
    expect(listed?.serviceContractUrl).toBe(`/files/users/${studentId}/service-contract`);

    const answer = await platform.bff.graphql(SET_USER_APPROVAL, { userIds: [studentId], status: 'APPROVED' }, { token: staff.token });

    expect(answer.data).toMatchObject({ setUserApproval: { success: true, users: [{ id: studentId, approvalStatus: 'APPROVED', isApproved: true }] } });
  });

  it('signs in approved and reads their own profile', async () => {
    const login = await platform.bff.graphql<Login>(LOGIN, { email: EMAIL, password: PASSWORD });
    session = { accessToken: login.data?.login.accessToken ?? '', refreshToken: login.data?.login.refreshToken ?? '' };

    const me = await platform.bff.graphql(ME, {}, { token: session.accessToken });

    expect(login.data?.login).toMatchObject({ approvalStatus: 'APPROVED', isApproved: true });
    expect(me.data).toMatchObject({
      me: {
        id: studentId,
        fullName: 'Salma Alaoui',
        role: 'CLIENT',
        isVerified: true,
        isApproved: true,
        language: 'FR',
        phoneNumber: '+212612345678',
        paymentReceiptUrl: `/files/users/${studentId}/payment-receipt`,
      },
    });
  });

  it('lists the scholarships, with no application yet', async () => {
    const answer = await platform.bff.graphql<{ scholarships: { items: { id: string; myApplication: null | object }[] } }>(
      SCHOLARSHIPS,
      {},
      { token: session.accessToken },
    );

    const card = answer.data?.scholarships.items.find((item) => item.id === scholarshipId);
    expect(card).toMatchObject({ deadlinePassed: false, myApplication: null, imageUrl: expect.stringMatching(/^\/static\/covers\/\d-\d-\p{L}*\.svg$/u) });
  });

  it('applies with a receipt (multipart) and sees it pending on the scholarship', async () => {
    const answer = await platform.bff.upload<{ applyToScholarship: ApplicationAnswer }>(
      APPLY,
      { scholarshipId, receipt: null },
      [pdfAt('variables.receipt')],
      { token: session.accessToken },
    );
    applicationId = answer.data?.applyToScholarship.id ?? '';

    const detail = await platform.bff.graphql(SCHOLARSHIP, { id: scholarshipId }, { token: session.accessToken });

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.applyToScholarship).toMatchObject({ status: 'PENDING', receiptUrl: `/files/applications/${applicationId}/receipt` });
    expect(detail.data).toMatchObject({
      scholarship: {
        myApplication: { id: applicationId, status: 'PENDING', receiptUrl: `/files/applications/${applicationId}/receipt` },
        translations: null,
      },
    });
  });

  it('downloads the receipt through the bff with the bearer token, not without it', async () => {
    const withToken = await fetch(`${platform.bff.url}/files/applications/${applicationId}/receipt`, {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    const withoutToken = await fetch(`${platform.bff.url}/files/applications/${applicationId}/receipt`);

    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await withToken.arrayBuffer()).equals(PDF_FILE)).toBe(true);
    expect(withoutToken.status).toBe(401);
  });

  it('sees the rejection and its reason after a staff review', async () => {
    await platform.bff.graphql(REJECT_APPLICATION, { id: applicationId, feedback: 'Reçu illisible' }, { token: staff.token });

    const answer = await platform.bff.graphql<{ myApplications: { items: ApplicationAnswer[] } }>(
      MY_APPLICATIONS,
      {},
      { token: session.accessToken },
    );

    expect(answer.data?.myApplications.items).toEqual([
      expect.objectContaining({ id: applicationId, status: 'REJECTED', rejectionReason: 'Reçu illisible' }),
    ]);
  });

  it("finds its applications by status and by the scholarship's title", async () => {
    const find = async (variables: Record<string, string>) => {
      const answer = await platform.bff.graphql<{ myApplications: { items: ApplicationAnswer[] } }>(
        MY_APPLICATIONS,
        variables,
        { token: session.accessToken },
      );
      return answer.data?.myApplications.items.map((item) => item.id);
    };

    expect(await find({ status: 'REJECTED', search: 'excellence' })).toEqual([applicationId]);
    expect(await find({ status: 'PENDING' })).toEqual([]);
    expect(await find({ search: 'introuvable' })).toEqual([]);
  });

  it('resubmits a new receipt (multipart): pending again, the reason cleared', async () => {
    const answer = await platform.bff.upload<{ resubmitApplication: ApplicationAnswer }>(
      RESUBMIT,
      { applicationId, receipt: null },
      [pdfAt('variables.receipt', 'nouveau-recu.pdf')],
      { token: session.accessToken },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.resubmitApplication).toMatchObject({ id: applicationId, status: 'PENDING', rejectionReason: null });
  });

  it('follows the whole history of the application', async () => {
    const answer = await platform.bff.graphql<{ application: { history: { status: string; feedback: string | null; actor: { role: string } | null }[] } }>(
      APPLICATION,
      { id: applicationId },
      { token: session.accessToken },
    );

    expect(answer.data?.application.history.map((entry) => [entry.status, entry.feedback, entry.actor?.role])).toEqual([
      ['PENDING', null, 'CLIENT'],
      ['REJECTED', 'Reçu illisible', 'ADMIN'],
      ['PENDING', null, 'CLIENT'],
    ]);
  });

  it('withdraws the pending application', async () => {
    const answer = await platform.bff.graphql(WITHDRAW, { id: applicationId }, { token: session.accessToken });

    expect(answer.data).toEqual({ withdrawApplication: { id: applicationId, status: 'WITHDRAWN' } });
  });

  it('edits the profile', async () => {
    const answer = await platform.bff.graphql(UPDATE_PROFILE, { input: { firstName: 'Salma-Nour' } }, { token: session.accessToken });

    expect(answer.data).toEqual({
      updateProfile: { id: studentId, firstName: 'Salma-Nour', lastName: 'Alaoui', fullName: 'Salma-Nour Alaoui', phoneNumber: '+212612345678' },
    });
  });

  it('turns the mails of new messages off and on again from the profile', async () => {
    const setMessageMails = (on: boolean) =>
      platform.bff.graphql<{ updateProfile: { messageMails: boolean } }>(SET_MESSAGE_MAILS, { on }, { token: session.accessToken });

    const off = await setMessageMails(false);
    const seen = await platform.bff.graphql<{ me: { messageMails: boolean } }>(MESSAGE_MAILS, {}, { token: session.accessToken });
    const on = await setMessageMails(true);

    expect(off.data?.updateProfile.messageMails).toBe(false);
    expect(seen.data?.me.messageMails).toBe(false);
    expect(on.data?.updateProfile.messageMails).toBe(true);
  });

  it('refreshes the session, changes the password with new tokens, and logs out', async () => {
    const refreshed = await platform.bff.graphql<{ refreshToken: { accessToken: string; refreshToken: string } }>(REFRESH_TOKEN, {
      refreshToken: session.refreshToken,
    });
    const accessToken = refreshed.data?.refreshToken.accessToken ?? '';

    const changed = await platform.bff.graphql<{ changePassword: { accessToken: string; refreshToken: string } }>(
      CHANGE_PASSWORD,
      { currentPassword: PASSWORD, newPassword: 'NouveauMotdepasse2026' },
      { token: accessToken },
    );
    const loggedOut = await platform.bff.graphql(
      LOGOUT,
      { refreshToken: changed.data?.changePassword.refreshToken },
      { token: changed.data?.changePassword.accessToken },
    );
    const oldPassword = await platform.bff.graphql(LOGIN, { email: EMAIL, password: PASSWORD });

    expect(refreshed.data?.refreshToken.refreshToken).not.toBe(session.refreshToken);
    expect(changed.data?.changePassword).toMatchObject({ success: true, message: 'Mot de passe changé avec succès.' });
    expect(loggedOut.data).toEqual({ logout: { success: true, message: 'Déconnexion réussie.' } });
    expect(oldPassword.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Signing out ends the session's access token at once, not when it expires.
    const afterLogout = await platform.bff.graphql(ME, {}, { token: changed.data?.changePassword.accessToken });
    expect(afterLogout.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', upstreamCode: 'SESSION_ENDED' });
  });

  it('signs out with an expired access token, ending the session of the refresh token sent', async () => {
    const login = await platform.bff.graphql<Login>(LOGIN, { email: EMAIL, password: 'NouveauMotdepasse2026' });
    const expired = { accessToken: login.data?.login.accessToken ?? '', refreshToken: login.data?.login.refreshToken ?? '' };
    platform.api.clock.advance(16 * 60 * 1000);

    const loggedOut = await platform.bff.graphql(LOGOUT, { refreshToken: expired.refreshToken }, { token: expired.accessToken });
    const refreshed = await platform.bff.graphql(REFRESH_TOKEN, { refreshToken: expired.refreshToken });

    expect(loggedOut.data).toEqual({ logout: { success: true, message: 'Déconnexion réussie.' } });
    expect(refreshed.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
