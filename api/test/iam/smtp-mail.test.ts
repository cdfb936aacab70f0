import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-api.ts';
import { postRegistration, registrationFields } from '../factories/auth.ts';

interface ReceivedMail {
  recipients: string[];
  raw: string;
}

/** A real SMTP peer on a free port that keeps every message it accepts. */
async function startSmtpPeer() {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        waiting.splice(0).forEach((resolve) => resolve(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('The SMTP peer has no TCP port');
  return {
    port: address.port,
    /** The next (or an already received) message for this address. */
    async mailTo(address: string): Promise<ReceivedMail> {
      const already = received.find((mail) => mail.recipients.includes(address));
      if (already) return already;
      const next = await new Promise<ReceivedMail>((resolve) => waiting.push(resolve));
      return next.recipients.includes(address) ? next : this.mailTo(address);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text/plain part of a raw MIME message (quoted-printable or base64, as nodemailer chose). */
function plainText(raw: string): string {
  const part =
    raw.split(/\r?\n--/).find((candidate) => /content-type:\s*text\/plain/i.test(candidate)) ?? raw;
  const [headers = '', ...bodyLines] = part.split(/\r?\n\r?\n/);
  const body = bodyLines.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
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
