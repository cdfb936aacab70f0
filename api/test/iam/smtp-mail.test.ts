import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { postRegistration, registrationFields } from '../factories/auth.ts';
import { plainText, startSmtpPeer, type SmtpPeer } from '../smtp-peer.ts';

let smtp: SmtpPeer;
let api: TestApi;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  api = await startTestApi({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
    PUBLIC_WEB_URL: 'https://bourses.example.ma',
  });
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

describe('verification mail over SMTP', () => {
  it('delivers the link in the student’s language, and the link verifies the e-mail', async () => {
    const fields = registrationFields({ language: 'fr' });
    const email = fields.email ?? '';

    await postRegistration(api, fields).expect(201);
    await api.deliverMails();
    const mail = await smtp.mailTo(email);

    const text = plainText(mail.raw);
    expect(text).toContain('Bonjour Salma,');
    const link = /https:\/\/bourses\.example\.ma\/verify-email\?token=([\w%-]+)/.exec(text);
    const token = decodeURIComponent(link?.[1] ?? '');
    expect(token).toMatch(/^[\w-]{43}$/);

    const res = await api.http.get('/api/iam/public/auth/verify').query({ token });

    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const user = await api.context.db
      .selectFrom('users')
      .select('isVerified')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.isVerified).toBe(true);
  });
});
