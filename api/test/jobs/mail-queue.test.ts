import { randomBytes } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsersTable } from '#api/db/schema.ts';
import { enqueueMails, type QueuedMail } from '#api/jobs/mail-jobs.ts';
import { createAgent, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';
import { mailJobsTo } from './mail-jobs-table.ts';

let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
});
afterAll(() => api.close());

/** Students who verified their e-mail and wait for a decision, inserted in one statement. */
async function verifiedPendingStudents(count: number) {
  const batch = randomBytes(4).toString('hex');
  return api.context.db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, index): Insertable<UsersTable> => ({
        email: `waiting-${batch}-${index}@example.ma`,
        passwordHash: 'not-used-here',
        firstName: 'Salma',
        lastName: `Bennani ${index}`,
        role: 'CLIENT',
        approvalStatus: 'PENDING',
        isVerified: true,
        verifiedAt: new Date(),
        language: 'fr',
      })),
    )
    .returning(['id', 'email'])
    .execute();
}

const approve = (userIds: string[]) =>
  api.http.put('/api/iam/users/approval').set(agent.auth).send({ userIds, approvalStatus: 'APPROVED' });

const mailsTo = async (emails: string[]) => (await api.outbox()).filter((mail) => emails.includes(mail.to));

describe('mail through the job queue', () => {
  it('approves 200 accounts in one request: 200 mail jobs enqueued with the decision, then each delivered', async () => {
    const students = await verifiedPendingStudents(200);
    const emails = students.map((student) => student.email);

    const res = await approve(students.map((student) => student.id));

    expect(res.status).toBe(200);
    expect(res.body.data.users).toHaveLength(200);
    const jobs = await mailJobsTo(api, emails);
    expect(jobs).toHaveLength(200);
    expect(new Set(jobs.map((job) => job.state))).toEqual(new Set(['created']));
    const outcomes = await api.deliverMails();
    expect(outcomes.filter((outcome) => outcome.status === 'completed')).toHaveLength(200);
    const mails = await mailsTo(emails);
    expect(mails.map((mail) => mail.to).sort()).toEqual([...emails].sort());
    expect(new Set(mails.map((mail) => mail.subject))).toEqual(
      new Set(['Votre compte Bourses est approuvé']),
    );
    expect(new Set((await mailJobsTo(api, emails)).map((job) => job.state))).toEqual(new Set(['completed']));
  });

  it('enqueues nothing when the change that causes the mail is rolled back', async () => {
    const [student] = await verifiedPendingStudents(1);
    if (!student) throw new Error('No student was inserted');
    // The decision's transaction fails at its commit, after the mail was enqueued in it.
    await sql`create function refuse_commit() returns trigger language plpgsql as $$
      begin raise exception 'refused at commit'; end $$`.execute(api.context.db);
    await sql`create constraint trigger refuse_decision after update on users
      deferrable initially deferred for each row when (new.id = ${sql.lit(student.id)}::uuid)
      execute function refuse_commit()`.execute(api.context.db);
    try {
      const res = await approve([student.id]);

      expect(res.status).toBe(500);
    } finally {
      await sql`drop trigger refuse_decision on users`.execute(api.context.db);
      await sql`drop function refuse_commit()`.execute(api.context.db);
    }
    expect(await mailJobsTo(api, [student.email])).toEqual([]);
    expect(await mailsTo([student.email])).toEqual([]);
    const stored = await api.context.db
      .selectFrom('users')
      .select('approvalStatus')
      .where('id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(stored.approvalStatus).toBe('PENDING');
  });

  it('mails an event once, however many times it is enqueued', async () => {
    const to = `twice-${randomBytes(4).toString('hex')}@example.ma`;
    const mail: QueuedMail = {
      eventKey: `test-event:${to}`,
      kind: 'account-approved',
      message: { to, subject: 'Une fois', text: 'Une fois', html: '<p>Une fois</p>' },
    };

    await api.context.db.transaction().execute((trx) => enqueueMails(api.context.jobs, trx, [mail]));
    await api.context.db.transaction().execute((trx) => enqueueMails(api.context.jobs, trx, [mail]));

    expect(await mailJobsTo(api, [to])).toHaveLength(1);
    expect((await mailsTo([to])).map((sent) => sent.subject)).toEqual(['Une fois']);
  });

  it('sends each mail once when several workers take from the queue at the same time', async () => {
    const students = await verifiedPendingStudents(30);
    const emails = students.map((student) => student.email);
    await approve(students.map((student) => student.id)).expect(200);

    const taken = (await Promise.all([api.deliverMails(), api.deliverMails(), api.deliverMails()])).flat();

    expect(taken.filter((outcome) => outcome.status === 'completed')).toHaveLength(30);
    expect(new Set(taken.map((outcome) => outcome.id)).size).toBe(30);
    expect((await mailsTo(emails)).map((mail) => mail.to).sort()).toEqual([...emails].sort());
  });
});
