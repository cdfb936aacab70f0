import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeOfStep, totpStep } from '@bourses/api/src/iam/factors/totp';
import { PDF_FILE } from '@bourses/api/test/factories/files';
import { plainText, startSmtpPeer, subjectOf, type SmtpPeer } from '@bourses/api/test/smtp-peer';
import { startS3TestServer, type S3TestServer } from '@bourses/api/test/storage/s3-test-server';
import { createFreshServerDatabase } from '@bourses/api/test/test-database';
import {
  APPLY,
  CONFIRM_TOTP_ENROLMENT,
  CREATE_SCHOLARSHIP,
  LOGIN,
  LOGIN_WITH_SECOND_STEP,
  REGISTER,
  REJECT_APPLICATION,
  SCHOLARSHIP,
  SET_USER_APPROVAL,
  STAFF_APPLICATIONS,
  START_TOTP_ENROLMENT,
  USERS,
  VERIFY_EMAIL,
} from '@bourses/bff/test/operations';
import { freePort } from '../free-port.ts';
import { graphql, type GraphQLAnswer } from './graphql-client.ts';
import { startInstance, type Instance } from './instance.ts';

// Two api and two bff processes on one PostgreSQL database, one S3-protocol server and one SMTP peer,
// as docker-compose runs them scaled out (README, Grown beyond one machine).
const ADMIN = { email: 'admin.scale@example.ma', password: 'Cedre-Atlas-2026' };
const STUDENT = { email: 'salma.scale@example.ma', password: 'Motdepasse2026' };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (bounded) until `ready` answers true; the platform works in the background meanwhile. */
async function eventually(
  what: string,
  ready: () => boolean | Promise<boolean>,
  attempts = 240,
): Promise<void> {
  for (let attempt = 0; !(await ready()); attempt += 1) {
    if (attempt >= attempts) throw new Error(`Never happened: ${what}`);
    await pause(250);
  }
}

const field = <T>(answer: GraphQLAnswer, name: string): T => {
  if (!answer.data?.[name]) throw new Error(`No ${name} in ${JSON.stringify(answer)}`);
  return answer.data[name] as T;
};

let database: { url: string; drop(): Promise<void> };
let s3: S3TestServer;
let smtp: SmtpPeer;
let smtpPort = 0;
const dataDirs: string[] = [];
const apis: Instance[] = [];
const bffs: Instance[] = [];

beforeAll(async () => {
  const fresh = await createFreshServerDatabase();
  if (!fresh) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server (npm run test:db does)');
  database = fresh;
  s3 = await startS3TestServer();
  smtp = await startSmtpPeer();
  smtpPort = smtp.port;
  const jwtSecret = randomBytes(32).toString('hex');
  const [bffPorts, apiPorts] = [
    [await freePort(), await freePort()],
    [await freePort(), await freePort()],
  ];
  // One after the other: the first creates the administrator and the queue's tables.
  for (const [index, apiPort] of apiPorts.entries()) {
    const dataDir = await mkdtemp(path.join(tmpdir(), `bourses-scale-api${index + 1}-`));
    dataDirs.push(dataDir);
    apis.push(
      await startInstance(`api ${index + 1}`, 'api', apiPort, {
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        JWT_SECRET: jwtSecret,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
        PUBLIC_WEB_URL: `http://localhost:${bffPorts[0]}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        MAIL_RETRY_DELAY_SECONDS: '1',
        LOG_LEVEL: 'warn',
        ...s3.env,
      }),
    );
  }
  for (const [index, bffPort] of bffPorts.entries()) {
    bffs.push(
      await startInstance(`bff ${index + 1}`, 'bff', bffPort, {
        PORT: String(bffPort),
        API_URL: apis[index]?.url ?? '',
        LOG_LEVEL: 'warn',
      }),
    );
  }
}, 240_000);

afterAll(async () => {
  await Promise.all([...bffs, ...apis].map((instance) => instance.stop()));
  await smtp.close();
  await s3.close();
  await database.drop();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
}, 60_000);

const bff = (index: number) => bffs[index % 2]?.url ?? '';
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.recipients.includes(address));

async function signIn(bffUrl: string, who: { email: string; password: string }): Promise<string> {
  return field<{ accessToken: string }>(await graphql(bffUrl, LOGIN, who), 'login').accessToken;
}

/** A staff member's first sign-in: an authenticator app enrolled with the challenge signs them in. */
async function signInEnrolling(bffUrl: string, who: { email: string; password: string }): Promise<string> {
  const { challenge } = field<{ challenge: string }>(await graphql(bffUrl, LOGIN_WITH_SECOND_STEP, who), 'login');
  const { secret } = field<{ secret: string }>(await graphql(bffUrl, START_TOTP_ENROLMENT, { challenge }), 'startTotpEnrolment');
  const code = totpCodeOfStep(secret, totpStep(new Date()));
  const enrolled = await graphql(bffUrl, CONFIRM_TOTP_ENROLMENT, { challenge, code });
  return field<{ accessToken: string }>(enrolled, 'confirmTotpEnrolment').accessToken;
}

describe('two api and two bff instances on one database, one bucket and one mail server', () => {
  let adminToken = '';
  let studentToken = '';
  let scholarshipId = '';
  let applicationId = '';

  it('registers a student through one bff and approves her through the other', async () => {
    const registered = await graphql(
      bff(0),
      REGISTER,
      {
        input: {
          firstName: 'Salma',
          lastName: 'Bennani',
          email: STUDENT.email,
          phoneNumber: '+212 6 12 34 56 78',
          password: STUDENT.password,
        },
        paymentReceipt: null,
        serviceContract: null,
      },
      {
        files: [
          {
            variable: 'variables.paymentReceipt',
            bytes: PDF_FILE,
            name: 'recu.pdf',
            type: 'application/pdf',
          },
          {
            variable: 'variables.serviceContract',
            bytes: PDF_FILE,
            name: 'contrat.pdf',
            type: 'application/pdf',
          },
        ],
      },
    );
    expect(field<{ success: boolean }>(registered, 'register').success).toBe(true);

    const verification = plainText((await smtp.mailTo(STUDENT.email)).raw);
    const token = decodeURIComponent(/verify-email\?token=([\w%-]+)/.exec(verification)?.[1] ?? '');
    expect(
      field<{ success: boolean }>(await graphql(bff(1), VERIFY_EMAIL, { token }), 'verifyEmail').success,
    ).toBe(true);

    adminToken = await signInEnrolling(bff(1), ADMIN);
    const users = field<{ items: { id: string }[] }>(
      await graphql(bff(1), USERS, { filter: { search: STUDENT.email } }, { token: adminToken }),
      'users',
    );
    const approved = await graphql(
      bff(1),
      SET_USER_APPROVAL,
      { userIds: users.items.map((user) => user.id), status: 'APPROVED' },
      { token: adminToken },
    );

    expect(field<{ users: { approvalStatus: string }[] }>(approved, 'setUserApproval').users).toEqual([
      expect.objectContaining({ approvalStatus: 'APPROVED' }),
    ]);
    await eventually('the approval mail', () => mailsTo(STUDENT.email).length === 2);
  });

  it('creates one application out of 20 parallel applies spread over both instances', async () => {
    const created = await graphql(
      bff(0),
      CREATE_SCHOLARSHIP,
      {
        input: {
          // Published at once: students apply to it below.
          publish: true,
          country: 'CA',
          university: 'Université de Montréal',
          startDate: '2027-09-01',
          deadline: '2099-06-30',
          translations: {
            fr: {
              title: 'Bourse Horizon',
              description: 'Une bourse de master.',
              longDescription: '<p>Détails</p>',
            },
          },
        },
        image: null,
      },
      { token: adminToken },
    );
    scholarshipId = field<{ id: string }>(created, 'createScholarship').id;
    studentToken = await signIn(bff(1), STUDENT);
    // Each receipt differs (after the end of the PDF), so the stored one tells which apply won.
    const receipts = Array.from({ length: 20 }, (_unused, index) =>
      Buffer.concat([PDF_FILE, Buffer.from(`% receipt ${index}\n`)]),
    );

    const answers = await Promise.all(
      receipts.map((bytes, index) =>
        graphql(
          bff(index),
          APPLY,
          { scholarshipId, receipt: null },
          {
            token: studentToken,
            files: [{ variable: 'variables.receipt', bytes, name: 'recu.pdf', type: 'application/pdf' }],
          },
        ),
      ),
    );

    const winners = answers.flatMap((answer, index) => (answer.data?.applyToScholarship ? [index] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(19);
    const winner = winners[0] ?? 0;
    const application = field<{ id: string; receiptUrl: string }>(
      answers[winner] ?? {},
      'applyToScholarship',
    );
    applicationId = application.id;

    // Uploaded through one instance, downloaded through the other, byte for byte.
    const download = await fetch(new URL(application.receiptUrl, bff(winner + 1)), {
      headers: { Authorization: `Bearer ${studentToken}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(receipts[winner] ?? Buffer.alloc(0))).toBe(true);

    const stored = await graphql(
      bff(winner + 1),
      STAFF_APPLICATIONS,
      { filter: { scholarshipId } },
      { token: adminToken },
    );
    expect(field<{ pagination: { total: number } }>(stored, 'applications').pagination.total).toBe(1);
  });

  it('acknowledges a decision while SMTP is down, and mails it once SMTP is back', async () => {
    await smtp.close();

    const rejected = await graphql(
      bff(0),
      REJECT_APPLICATION,
      { id: applicationId, feedback: 'Reçu illisible.' },
      { token: adminToken },
    );

    expect(field<{ status: string }>(rejected, 'rejectApplication').status).toBe('REJECTED');
    const received = smtp.received;
    smtp = await startSmtpPeer(smtpPort);
    smtp.received.push(...received);
    await eventually('the decision mail after SMTP came back', () => mailsTo(STUDENT.email).length === 3);
    expect(plainText(mailsTo(STUDENT.email)[2]?.raw ?? '')).toContain('Reçu illisible.');
  });

  it('delivers every mail of the run exactly once', async () => {
    // Long enough for a second worker to send a duplicate, were it able to take the same job.
    await pause(3000);
    const subjects = mailsTo(STUDENT.email).map((mail) => subjectOf(mail.raw));

    expect(
      smtp.received.every((mail) => mail.recipients.length === 1 && mail.recipients[0] === STUDENT.email),
    ).toBe(true);
    expect(subjects).toHaveLength(3);
    expect(new Set(subjects).size).toBe(3);
  });

  it('loses no acknowledged write when one api instance is killed under load', async () => {
    const acknowledged: string[] = [];
    const create = async (index: number) => {
      const answer = await graphql(
        bff(index),
        CREATE_SCHOLARSHIP,
        {
          input: {
            country: 'MA',
            university: 'Université Mohammed V',
            startDate: '2027-09-01',
            deadline: '2099-06-30',
            translations: {
              fr: {
                title: `Bourse de charge ${index}`,
                description: 'Charge.',
                longDescription: '<p>Charge</p>',
              },
            },
          },
          image: null,
        },
        { token: adminToken },
      ).catch((): GraphQLAnswer => ({}));
      const id = (answer.data?.createScholarship as { id?: string } | undefined)?.id;
      if (id) acknowledged.push(id);
    };

    // Writes keep going in waves through both instances while the first api dies mid-way.
    const load = (async () => {
      for (let wave = 0; wave < 12; wave += 1)
        await Promise.all(Array.from({ length: 4 }, (_unused, slot) => create(wave * 4 + slot)));
    })();
    await eventually('some writes acknowledged', () => acknowledged.length >= 8);
    await apis[0]?.kill();
    await load;

    expect(acknowledged.length).toBeGreaterThan(8);
    for (const id of acknowledged) {
      const found = await graphql(bff(1), SCHOLARSHIP, { id }, { token: adminToken });
      expect(field<{ id: string }>(found, 'scholarship').id).toBe(id);
    }
  });
});
