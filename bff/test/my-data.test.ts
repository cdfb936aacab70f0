import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '@bourses/api/test/factories/applications';
import { PDF_FILE, PNG_FILE } from '@bourses/api/test/factories/files';
import {
  attachRegistrationDocuments,
  createAdmin,
  createAgent,
  createUser,
  type TestUser,
} from '@bourses/api/test/factories/users';
import { readZip } from '@bourses/api/test/factories/zip';
import {
  APPLICANT,
  DELETE_MY_ACCOUNT,
  LOGIN,
  MY_DATA_EXPORT_URL,
  USER_DATA_EXPORT_URL,
} from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// A student's own data through the bff (law 09-08): the zip under /files, and deleteMyAccount.

let platform: TestPlatform;
let agent: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  agent = await createAgent(platform.api);
});
afterAll(() => platform.close());

const RECEIPT = Buffer.concat([PDF_FILE, Buffer.from('inscription de Salma')]);

describe('the data export', () => {
  it('links the owner, and only the owner, to their zip', async () => {
    const student = await createUser(platform.api);

    const own = await platform.bff.graphql<{ me: { dataExportUrl: string | null } }>(
      MY_DATA_EXPORT_URL,
      {},
      { token: student.token },
    );
    const staffView = await platform.bff.graphql<{ user: { dataExportUrl: string | null } }>(
      USER_DATA_EXPORT_URL,
      { id: student.user.id },
      { token: agent.token },
    );

    expect(own.data?.me.dataExportUrl).toBe('/files/me/data-export');
    expect(staffView.errors).toBeUndefined();
    expect(staffView.data?.user.dataExportUrl).toBeNull();
  });

  it('streams the zip through /files with the bearer token, and asks for one without it', async () => {
    const student = await createUser(platform.api);
    await attachRegistrationDocuments(platform.api, student, {
      paymentReceipt: { content: RECEIPT, mimeType: 'application/pdf', originalName: 'recu.pdf' },
      serviceContract: { content: PNG_FILE, mimeType: 'image/png', originalName: 'contrat.png' },
    });

    const withToken = await fetch(`${platform.bff.url}/files/me/data-export`, {
      headers: { Authorization: `Bearer ${student.token}` },
    });
    const withoutToken = await fetch(`${platform.bff.url}/files/me/data-export`, {
      headers: { 'Accept-Language': 'en' },
    });

    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('content-type')).toBe('application/zip');
    expect(withToken.headers.get('content-disposition')).toMatch(/^attachment; filename="?bourses-data-/);
    const entries = await readZip(Buffer.from(await withToken.arrayBuffer()));
    expect(entries.get('documents/payment-receipt.pdf')?.equals(RECEIPT)).toBe(true);
    expect(entries.get('documents/service-contract.png')?.equals(PNG_FILE)).toBe(true);
    expect(JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}').profile.email).toBe(
      student.user.email,
    );
    expect(withoutToken.status).toBe(401);
    expect(await withoutToken.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('deleteMyAccount', () => {
  it('refuses a wrong password as bad input, in the caller’s language', async () => {
    const student = await createUser(platform.api);

    const answer = await platform.bff.graphql(
      DELETE_MY_ACCOUNT,
      { password: 'PasLeMien123' },
      { token: student.token, language: 'ar' },
    );

    expect(answer.errors?.[0]).toMatchObject({
      message: 'كلمة المرور غير صحيحة: لم يُحذف حسابك.',
      extensions: { code: 'BAD_USER_INPUT', upstreamCode: 'ACCOUNT_DELETION_PASSWORD_INCORRECT' },
    });
  });

  it('refuses staff accounts', async () => {
    const admin = await createAdmin(platform.api);

    const answer = await platform.bff.graphql(
      DELETE_MY_ACCOUNT,
      { password: admin.password },
      { token: admin.token },
    );

    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('deletes the account: signing in fails, the staff see the application as a deleted account', async () => {
    const student = await createUser(platform.api);
    const { id } = await createApplication(platform.api, { student });

    const answer = await platform.bff.graphql<{ deleteMyAccount: { success: boolean; message: string } }>(
      DELETE_MY_ACCOUNT,
      { password: student.password },
      { token: student.token, language: 'en' },
    );

    expect(answer.data?.deleteMyAccount).toEqual({
      success: true,
      message: 'Your account has been deleted. Your applications are kept anonymously.',
    });
    const login = await platform.bff.graphql(LOGIN, {
      email: student.user.email,
      password: student.password,
    });
    expect(login.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const seen = await platform.bff.graphql<{ application: Record<string, unknown> }>(
      APPLICANT,
      { id: String(id) },
      { token: agent.token },
    );
    expect(seen.errors).toBeUndefined();
    expect(seen.data?.application).toEqual({
      id: String(id),
      status: 'WITHDRAWN',
      applicantDeleted: true,
      applicant: null,
      receiptUrl: null,
    });
  });
});
