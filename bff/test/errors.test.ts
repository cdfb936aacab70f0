import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAdmin, createPendingStudent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { pdfAt } from './factories/files.ts';
import {
  APPLY,
  APPROVE_APPLICATION,
  CHANGE_PASSWORD,
  CREATE_USER,
  DASHBOARD,
  DELETE_USER,
  ME,
  SCHOLARSHIP,
  SCHOLARSHIPS,
  SET_USER_APPROVAL,
  USERS,
} from './operations.ts';
import { startTestBff, startTestPlatform, type GraphQLAnswer, type TestPlatform } from './test-platform.ts';

let platform: TestPlatform;
let student: TestUser;
let admin: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  student = await createUser(platform.api);
  admin = await createAdmin(platform.api);
});
afterAll(() => platform.close());

const firstError = (answer: GraphQLAnswer) => answer.errors?.[0];

describe('upstream errors become GraphQL errors with the api’s message', () => {
  it('UNAUTHENTICATED: a signed-in-only mutation without a token', async () => {
    const answer = await platform.bff.graphql(CHANGE_PASSWORD, { currentPassword: 'x', newPassword: 'Motdepasse2026' });

    expect(firstError(answer)).toMatchObject({
      message: 'Veuillez vous connecter.',
      path: ['changePassword'],
      extensions: { code: 'UNAUTHENTICATED', upstreamCode: 'UNAUTHENTICATED', status: 401 },
    });
  });

  it('UNAUTHENTICATED: a tampered token, in English when asked', async () => {
    const answer = await platform.bff.graphql(ME, {}, { token: `${student.token}x`, language: 'en' });

    expect(firstError(answer)).toMatchObject({ message: 'Invalid access token', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('FORBIDDEN: a student calling staff operations', async () => {
    const { id } = await createApplication(platform.api);

    const approve = await platform.bff.graphql(APPROVE_APPLICATION, { id: String(id) }, { token: student.token });
    const users = await platform.bff.graphql(USERS, {}, { token: student.token, language: 'ar' });
    const dashboard = await platform.bff.graphql(DASHBOARD, {}, { token: student.token });

    expect(firstError(approve)?.extensions?.code).toBe('FORBIDDEN');
    expect(firstError(users)).toMatchObject({ message: 'غير مسموح لك بالقيام بهذا الإجراء.', extensions: { code: 'FORBIDDEN' } });
    expect(firstError(dashboard)?.extensions?.code).toBe('FORBIDDEN');
  });

  it('FORBIDDEN: an agent deleting a user (ADMIN only)', async () => {
    const agentLike = await createUser(platform.api, { role: 'AGENT' });

    const answer = await platform.bff.graphql(DELETE_USER, { id: student.user.id }, { token: agentLike.token });

    expect(firstError(answer)?.extensions?.code).toBe('FORBIDDEN');
  });

  it('BAD_USER_INPUT: invalid fields, each named in extensions.fields', async () => {
    const answer = await platform.bff.graphql(
      CREATE_USER,
      { input: { firstName: 'A', lastName: 'B', email: 'pas-un-email', phoneNumber: '+212 8 12 34 56 78', password: 'court' } },
      { token: admin.token },
    );

    const error = firstError(answer);
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.fields).toMatchObject({ phoneNumber: 'Le numéro doit commencer par 5, 6 ou 7' });
    expect(Object.keys(error?.extensions?.fields ?? {})).toEqual(expect.arrayContaining(['email', 'password', 'phoneNumber']));
  });

  it('BAD_USER_INPUT: a receipt that is not a document', async () => {
    const { id } = await createScholarship(platform.api);

    const answer = await platform.bff.upload(
      APPLY,
      { scholarshipId: String(id), receipt: null },
      [{ path: 'variables.receipt', name: 'recu.pdf', content: Buffer.from('MZ not a pdf at all'), type: 'application/pdf' }],
      { token: student.token },
    );

    expect(firstError(answer)).toMatchObject({
      message: 'Type de fichier non autorisé : PDF, JPG, JPEG ou PNG uniquement.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('BAD_USER_INPUT: a badly written Date, refused by the schema', async () => {
    const answer = await platform.bff.graphql(SCHOLARSHIPS, { filter: { deadline: '30/06/2027' } });

    expect(answer.status).toBe(400);
    expect(firstError(answer)?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('NOT_FOUND: reviewing an application that does not exist', async () => {
    const answer = await platform.bff.graphql(APPROVE_APPLICATION, { id: '999999' }, { token: admin.token });

    expect(firstError(answer)).toMatchObject({ message: 'Candidature introuvable.', extensions: { code: 'NOT_FOUND' } });
  });

  it('reads a scholarship that does not exist as null, not an error', async () => {
    const answer = await platform.bff.graphql(SCHOLARSHIP, { id: '999999' });

    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ scholarship: null });
  });

  it('CONFLICT: applying twice to the same scholarship', async () => {
    const { id } = await createScholarship(platform.api);
    const apply = () => platform.bff.upload(APPLY, { scholarshipId: String(id), receipt: null }, [pdfAt('variables.receipt')], { token: student.token });
    await apply();

    const answer = await apply();

    expect(firstError(answer)).toMatchObject({ message: 'Vous avez déjà postulé à cette bourse.', extensions: { code: 'CONFLICT' } });
  });

  it('approving an unverified account is refused with the api’s reason', async () => {
    const { user } = await createPendingStudent(platform.api);

    const answer = await platform.bff.graphql(SET_USER_APPROVAL, { userIds: [user.id], status: 'APPROVED' }, { token: admin.token });

    expect(firstError(answer)?.extensions?.code).toMatch(/^(BAD_USER_INPUT|CONFLICT)$/);
    expect(firstError(answer)?.message).not.toMatch(/API Error/);
  });

  it('never sends a stack trace', async () => {
    const answers = await Promise.all([
      platform.bff.graphql(USERS, {}, { token: student.token }),
      platform.bff.graphql('{ nope }'),
      platform.bff.graphql(SCHOLARSHIPS, { filter: { deadline: 'x' } }),
    ]);

    for (const answer of answers) {
      for (const error of answer.errors ?? []) expect(error.extensions?.stacktrace).toBeUndefined();
    }
  });
});

describe('an api that does not answer', () => {
  it('UPSTREAM_UNAVAILABLE, worded in the caller’s language', async () => {
    // A port nobody listens on: the bff's api is down.
    const lonely = await startTestBff('http://127.0.0.1:9');
    try {
      const answer = await lonely.graphql(SCHOLARSHIPS, {}, { language: 'ar' });

      expect(firstError(answer)).toMatchObject({
        message: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى.',
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
    } finally {
      await lonely.close();
    }
  });
});
