import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '@bourses/api/test/factories/users';
import { LOGIN, SCHOLARSHIP } from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// German first, then Arabic over English by q-value: both servers answer in Arabic, never half and half.
const HEADER = 'de, en;q=0.5, ar;q=0.8';
const WRONG_PASSWORD_AR = 'البريد الإلكتروني أو كلمة المرور غير صحيحة.';

let platform: TestPlatform;
let student: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  student = await createUser(platform.api);
});
afterAll(() => platform.close());

describe(`Accept-Language: ${HEADER}`, () => {
  it('gets Arabic from the bff’s own messages', async () => {
    const answer = await platform.bff.graphql(SCHOLARSHIP, { id: '' }, { language: HEADER });

    expect(answer.errors?.[0]).toMatchObject({ message: 'معرّف غير صالح.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('gets Arabic from the api’s messages passed on by the bff', async () => {
    const answer = await platform.bff.graphql(
      LOGIN,
      { email: student.user.email, password: 'not-the-password' },
      { language: HEADER },
    );

    expect(answer.errors?.[0]?.message).toBe(WRONG_PASSWORD_AR);
  });

  it('gets Arabic from the api called directly', async () => {
    const response = await platform.api.http
      .post('/api/iam/public/auth/login')
      .set('Accept-Language', HEADER)
      .send({ email: student.user.email, password: 'not-the-password' })
      .expect(401);

    expect(response.body.message).toBe(WRONG_PASSWORD_AR);
  });
});
