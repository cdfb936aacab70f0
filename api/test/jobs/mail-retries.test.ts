import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedMailAnswerSchema, pageAnswerSchema } from '#api/contract.ts';
import { createApplication } from '../factories/applications.ts';
import { GENEROUS_MAIL_LIMITS, postRegistration, registrationFields } from '../factories/auth.ts';
import { createAgent, createUser, type TestUser } from '../factories/users.ts';
import { plainText, startSmtpPeer, type SmtpPeer } from '../smtp-peer.ts';
import { startTestApi, type TestApi } from '../test-api.ts';
import { mailJobsTo } from './mail-jobs-table.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

let smtp: SmtpPeer | undefined;
/** The address whose verification mail ran out of retries (second test), listed for staff afterwards. */
let givenUpOn = '';
let smtpPort: number;
let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  const peer = await startSmtpPeer();
  smtp = peer;
  smtpPort = peer.port;
  api = await startTestApi({
    ...GENEROUS_MAIL_LIMITS,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    PUBLIC_WEB_URL: 'https://bourses.example.ma',
  });
  agent = await createAgent(api);
});
afterAll(async () => {
  await api.close();
  await smtp?.close();
});

/** The mail server goes away: connections to its port are refused. */
async function smtpDown() {
  await smtp?.close();
  smtp = undefined;
}

/** The mail server comes back on the same port. */
async function smtpUp(): Promise<SmtpPeer> {
  const peer = await startSmtpPeer(smtpPort);
  smtp = peer;
  return peer;
}

async function onlyJobTo(email: string) {
  const [job, ...others] = await mailJobsTo(api, [email]);
  expect(others).toEqual([]);
  if (!job) throw new Error(`No mail job for ${email}`);
  return job;
}

describe('mail while the SMTP server is away', () => {
  it('acknowledges a decision at once, and mails it when the server is back', async () => {
    await smtpDown();
    const application = await createApplication(api);
    const email = application.student.user.email;

    const res = await api.http
      .patch(`/api/scholarships/applications/${application.id}/reject`)
      .set(agent.auth)
      .send({ feedback: 'Reçu illisible' });

    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('rejected');
    // The request only enqueued the mail: no attempt has been made yet.
    expect(await onlyJobTo(email)).toMatchObject({ state: 'created', retryCount: 0 });
    expect((await api.http.get('/metrics').expect(200)).text).toMatch(/^bourses_mail_queue_depth 1$/m);

    const [firstAttempt] = await api.deliverMails();
    expect(firstAttempt).toMatchObject({
      status: 'failed',
      output: { message: expect.stringMatching(/ECONNREFUSED/) },
    });
    const waiting = await onlyJobTo(email);
    expect(waiting.state).toBe('retry');
    // The first retry waits between one and two minutes (jobs/mail-jobs.ts).
    expect(waiting.waitSeconds).toBeGreaterThan(55);
    expect(waiting.waitSeconds).toBeLessThanOrEqual(120);
    expect(await api.deliverMails()).toEqual([]);

    const peer = await smtpUp();
    await api.advanceJobs(2 * MINUTE);
    const [secondAttempt] = await api.deliverMails();

    expect(secondAttempt).toMatchObject({ status: 'completed' });
    const mail = await peer.mailTo(email);
    expect(plainText(mail.raw)).toContain('Reçu illisible');
    expect(await onlyJobTo(email)).toMatchObject({ state: 'completed', retryCount: 1 });
  });

  it('registers a student while the server is away, and retries the link for more than 24 hours before giving up', async () => {
    await smtpDown();
    const fields = registrationFields();
    const email = fields.email ?? '';

    await postRegistration(api, fields).expect(201);
    givenUpOn = email;

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 19; attempt += 1) {
      const outcomes = await api.deliverMails();
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['failed']);
      const job = await onlyJobTo(email);
      if (attempt < 19) {
        expect(job.state).toBe('retry');
        waits.push(job.waitSeconds);
        // Nothing runs before its time…
        expect(await api.deliverMails()).toEqual([]);
        // …and everything once it has come.
        await api.advanceJobs(job.waitSeconds * SECOND + SECOND);
      } else {
        expect(job.state).toBe('failed');
      }
    }

    // Each wait doubles from 1-2 minutes up to 2 hours; together they exceed a day.
    expect(waits).toHaveLength(18);
    waits.forEach((wait, index) => {
      const shortest = Math.min(60 * 2 ** index, 2 * 60 * 60);
      expect(wait).toBeGreaterThan(shortest - 5);
      expect(wait).toBeLessThanOrEqual(Math.min(2 * shortest, 2 * 60 * 60));
    });
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThan((24 * HOUR) / SECOND);
  });
});

describe('GET /api/iam/mails/failed', () => {
  it('shows staff the mail that failed for good: recipient, subject, kind, attempts, last error and dates, never its link', async () => {
    const email = givenUpOn;
    const [job] = await mailJobsTo(api, [email]);
    const token = new URL(job?.links[0] ?? 'http://x').searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const res = await api.http.get('/api/iam/mails/failed').set(agent.auth);

    expect(res.status).toBe(200);
    expect(
      pageAnswerSchema(failedMailAnswerSchema.strict()).safeParse(res.body.data).error?.issues ?? [],
    ).toEqual([]);
    expect(res.body.data.pagination).toEqual({ total: 1, capped: false, page: 1, limit: 10, pages: 1 });
    expect(res.body.data.data).toEqual([
      {
        id: job?.id,
        recipient: email,
        subject: 'Vérifiez votre adresse e-mail',
        kind: 'verification',
        attempts: 19,
        lastError: expect.stringMatching(/ECONNREFUSED/),
        createdAt: expect.any(String),
        failedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(token);
    expect(JSON.stringify(res.body)).not.toContain('verify-email');
  });

  it('counts it in the metrics: one mail failed for good, none waiting', async () => {
    const res = await api.http.get('/metrics').expect(200);

    expect(res.text).toMatch(/^bourses_mails_failed 1$/m);
    expect(res.text).toMatch(/^bourses_mail_queue_depth 0$/m);
  });

  it('pages the list, and refuses a page that is not a whole number', async () => {
    const second = await api.http
      .get('/api/iam/mails/failed')
      .query({ page: '2', limit: '1' })
      .set(agent.auth);
    const invalid = await api.http.get('/api/iam/mails/failed').query({ page: 'zero' }).set(agent.auth);

    expect(second.body.data).toEqual({ data: [], pagination: { total: 1, capped: false, page: 2, limit: 1, pages: 1 } });
    expect(invalid.status).toBe(400);
  });

  it('is for staff only: a student gets 403 and a visitor 401', async () => {
    const student = await createUser(api);

    const asStudent = await api.http.get('/api/iam/mails/failed').set(student.auth);
    const asVisitor = await api.http.get('/api/iam/mails/failed');

    expect([asStudent.status, asVisitor.status]).toEqual([403, 401]);
  });
});
