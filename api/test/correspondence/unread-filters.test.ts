import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationOf, type ConversationSubject } from '#api/correspondence/conversation-store.ts';
import { addDays, casablancaToday } from '#api/scholarships/deadline.ts';
import { casablancaWallClock } from '../casablanca-time.ts';
import { createApplication, type TestApplication } from '../factories/applications.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// The staff's "unread from students" and "overdue corrections": the lists' filters, the bulk
// actions' filter and the dashboard's counts (docs/product-rules.md, "Correspondence").

let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
});
afterAll(() => api.close());

/** The conversation of an application or an account, made as its first use makes it. */
async function conversationId(on: TestApi, subject: ConversationSubject): Promise<string> {
  const conversation = await conversationOf(on.context.db, subject);
  if (!conversation) throw new Error('no conversation');
  return conversation.id;
}

/** The student writes in a conversation, as the student's page sends it. */
async function studentWrites(on: TestApi, student: TestUser, subject: ConversationSubject, body = 'Bonjour, j’ai une question.') {
  const id = await conversationId(on, subject);
  await on.http.post(`/api/conversations/${id}/messages`).set(student.auth).field('body', body).expect(201);
  return id;
}

/** A correction request due on `dueDate`, as staff would have made it (the application waits for it). */
async function correctionRequest(on: TestApi, application: TestApplication, dueDate: string, status: 'open' | 'submitted' = 'open') {
  await on.context.db
    .insertInto('correctionRequests')
    .values({ applicationId: application.id, userId: application.student.user.id, message: 'Renvoyez le reçu.', dueDate, status })
    .execute();
  if (status === 'open')
    await on.context.db.updateTable('applications').set({ status: 'correction_requested' }).where('id', '=', application.id).execute();
}

/** A correction request on the student's own account due on `dueDate` (an open one holds the account back). */
async function accountCorrectionRequest(on: TestApi, student: TestUser, dueDate: string, status: 'open' | 'submitted' = 'open') {
  await on.context.db
    .insertInto('correctionRequests')
    .values({ applicationId: null, userId: student.user.id, message: 'Signez la page 2 du contrat.', dueDate, status })
    .execute();
  if (status === 'open')
    await on.context.db.updateTable('users').set({ approvalStatus: 'CHANGES_REQUESTED' }).where('id', '=', student.user.id).execute();
}

const idsOf = (body: { data: { data: { id: number | string }[] } }) => body.data.data.map((row) => row.id);

describe('the staff application lists', () => {
  it('keep the applications whose student wrote something no staff member opened yet, until one opens it', async () => {
    const scholarship = await createScholarship(api);
    const [unread, answered, quiet] = [
      await createApplication(api, { scholarshipId: scholarship.id }),
      await createApplication(api, { scholarshipId: scholarship.id }),
      await createApplication(api, { scholarshipId: scholarship.id }),
    ];
    await studentWrites(api, unread.student, { applicationId: unread.id });
    const opened = await studentWrites(api, answered.student, { applicationId: answered.id });
    await api.http.post(`/api/conversations/${opened}/read`).set(agent.auth).expect(200);
    // A message about the student's account is not one about the application.
    await studentWrites(api, quiet.student, { userId: quiet.student.user.id });

    const staffList = await api.http
      .get('/api/scholarships/applications')
      .query({ scholarshipId: scholarship.id, unreadFromStudents: 'true' })
      .set(agent.auth);
    const adminList = await api.http
      .get('/api/admin/applications')
      .query({ scholarshipId: scholarship.id, unreadFromStudents: 'true' })
      .set(agent.auth);
    const everyone = await api.http
      .get('/api/admin/applications')
      .query({ scholarshipId: scholarship.id, unreadFromStudents: 'false' })
      .set(agent.auth);

    expect(staffList.status).toBe(200);
    expect(idsOf(staffList.body)).toEqual([unread.id]);
    expect(idsOf(adminList.body)).toEqual([unread.id]);
    expect(idsOf(everyone.body)).toHaveLength(3);
  });

  it('keep the applications whose correction request is open and past its due day in Casablanca', async () => {
    const scholarship = await createScholarship(api);
    const today = casablancaToday(api.clock.now());
    const [overdue, dueToday, submittedLate] = [
      await createApplication(api, { scholarshipId: scholarship.id }),
      await createApplication(api, { scholarshipId: scholarship.id }),
      await createApplication(api, { scholarshipId: scholarship.id }),
    ];
    await correctionRequest(api, overdue, addDays(today, -1));
    await correctionRequest(api, dueToday, today);
    await correctionRequest(api, submittedLate, addDays(today, -3), 'submitted');

    const res = await api.http
      .get('/api/admin/applications')
      .query({ scholarshipId: scholarship.id, overdueCorrections: 'true' })
      .set(agent.auth);

    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([overdue.id]);
  });

  it('are the staff’s: a student asking for the filter is refused, and a wrong value is a clear 400', async () => {
    const student = await createUser(api);

    const asStudent = await api.http.get('/api/applications').query({ unreadFromStudents: 'true' }).set(student.auth);
    const wrong = await api.http.get('/api/admin/applications').query({ overdueCorrections: 'yes' }).set(agent.auth);

    expect(asStudent.status).toBe(403);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_FIELD');
  });

  it('give a bulk message the same filter: only the students waiting for an answer get it', async () => {
    const scholarship = await createScholarship(api);
    const waiting = await createApplication(api, { scholarshipId: scholarship.id });
    const other = await createApplication(api, { scholarshipId: scholarship.id });
    await studentWrites(api, waiting.student, { applicationId: waiting.id });

    const res = await api.http
      .post('/api/admin/applications/messages')
      .set(agent.auth)
      .send({ filter: { scholarshipId: scholarship.id, unreadFromStudents: true }, body: 'Nous revenons vers vous cette semaine.' });

    expect(res.status).toBe(200);
    expect(res.body.data.results.map((row: { id: number }) => row.id)).toEqual([waiting.id]);
    const written = await api.context.db
      .selectFrom('messages as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversationId')
      .select('c.applicationId')
      .where('m.authorSide', '=', 'staff')
      .where('c.applicationId', 'in', [waiting.id, other.id])
      .execute();
    expect(written).toEqual([{ applicationId: waiting.id }]);
  });
});

describe('the staff account list', () => {
  it('keeps the accounts whose own conversation holds a message no staff member opened yet', async () => {
    const writer = await createUser(api);
    const reader = await createUser(api);
    const applicant = await createApplication(api);
    await studentWrites(api, writer, { userId: writer.user.id });
    const read = await studentWrites(api, reader, { userId: reader.user.id });
    await api.http.post(`/api/conversations/${read}/read`).set(agent.auth).expect(200);
    // Unread on an application: not the account's conversation.
    await studentWrites(api, applicant.student, { applicationId: applicant.id });

    const res = await api.http.get('/api/iam/users').query({ unread_from_students: 'true', limit: 100 }).set(agent.auth);

    expect(res.status).toBe(200);
    const ids = idsOf(res.body);
    expect(ids).toContain(writer.user.id);
    expect(ids).not.toContain(reader.user.id);
    expect(ids).not.toContain(applicant.student.user.id);
  });

  it('keeps the accounts whose own correction request is open and past its due day in Casablanca', async () => {
    const today = casablancaToday(api.clock.now());
    const [overdue, dueToday, answeredLate] = [await createUser(api), await createUser(api), await createUser(api)];
    const lateApplication = await createApplication(api);
    await accountCorrectionRequest(api, overdue, addDays(today, -1));
    await accountCorrectionRequest(api, dueToday, today);
    await accountCorrectionRequest(api, answeredLate, addDays(today, -3), 'submitted');
    // Overdue on an application: the application list's, not the account's.
    await correctionRequest(api, lateApplication, addDays(today, -2));

    const res = await api.http.get('/api/iam/users').query({ overdue_corrections: 'true', limit: 100 }).set(agent.auth);
    const wrong = await api.http.get('/api/iam/users').query({ overdue_corrections: 'yes' }).set(agent.auth);

    expect(res.status).toBe(200);
    const ids = idsOf(res.body);
    expect(ids).toContain(overdue.user.id);
    expect(ids).not.toContain(dueToday.user.id);
    expect(ids).not.toContain(answeredLate.user.id);
    expect(ids).not.toContain(lateApplication.student.user.id);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_FIELD');
  });
});

describe('the staff exports', () => {
  /** The e-mail column of each exported row (the CSV in English, commas between cells). */
  const exportedEmails = async (path: string, query: Record<string, string>) => {
    const res = await api.http.get(path).query({ format: 'csv', language: 'en', ...query }).set(agent.auth).expect(200);
    return res.text.split('\r\n').slice(1).filter(Boolean).map((line) => line.split(',').find((cell) => cell.includes('@')));
  };

  it('hold the applications the list shows with its correspondence filters', async () => {
    const scholarship = await createScholarship(api);
    // The third writes nothing and is asked nothing.
    const [unread, overdue] = [
      await createApplication(api, { scholarshipId: scholarship.id }),
      await createApplication(api, { scholarshipId: scholarship.id }),
      await createApplication(api, { scholarshipId: scholarship.id }),
    ];
    await studentWrites(api, unread.student, { applicationId: unread.id });
    await correctionRequest(api, overdue, addDays(casablancaToday(api.clock.now()), -1));
    const path = '/api/admin/applications/export';
    const scholarshipId = String(scholarship.id);

    expect(await exportedEmails(path, { scholarshipId, unreadFromStudents: 'true' })).toEqual([unread.student.user.email]);
    expect(await exportedEmails(path, { scholarshipId, overdueCorrections: 'true' })).toEqual([overdue.student.user.email]);
    expect(await exportedEmails(path, { scholarshipId })).toHaveLength(3);
  });

  it('hold the accounts the list shows with its correspondence filters', async () => {
    const marker = `export${Date.now()}`;
    const [unread, overdue] = [
      await createUser(api, { lastName: `Unread ${marker}` }),
      await createUser(api, { lastName: `Overdue ${marker}` }),
      await createUser(api, { lastName: `Quiet ${marker}` }),
    ];
    await studentWrites(api, unread, { userId: unread.user.id });
    await accountCorrectionRequest(api, overdue, addDays(casablancaToday(api.clock.now()), -1));
    const path = '/api/admin/accounts/export';

    expect(await exportedEmails(path, { search: marker, unread_from_students: 'true' })).toEqual([unread.user.email]);
    expect(await exportedEmails(path, { search: marker, overdue_corrections: 'true' })).toEqual([overdue.user.email]);
    expect(await exportedEmails(path, { search: marker })).toHaveLength(3);
  });
});

describe('the dashboard', () => {
  // A fresh database: the dashboard counts everything.
  let fresh: TestApi;
  beforeAll(async () => {
    fresh = await startTestApi();
  });
  afterAll(() => fresh.close());

  it('counts the students’ unread messages and their conversations, the overdue corrections, and marks the corrected applications', async () => {
    // 23:30 in Casablanca: a request due today is not overdue yet, one due yesterday is.
    fresh.clock.set(casablancaWallClock('2026-11-20T23:30:00'));
    const staff = await createAgent(fresh);
    const first = await createApplication(fresh);
    const second = await createApplication(fresh);
    const corrected = await createApplication(fresh);
    await studentWrites(fresh, first.student, { applicationId: first.id }, 'Première question');
    await studentWrites(fresh, first.student, { applicationId: first.id }, 'Deuxième question');
    await studentWrites(fresh, second.student, { userId: second.student.user.id });
    const seen = await studentWrites(fresh, corrected.student, { applicationId: corrected.id });
    await fresh.http.post(`/api/conversations/${seen}/read`).set(staff.auth).expect(200);
    await correctionRequest(fresh, first, '2026-11-19');
    await correctionRequest(fresh, second, '2026-11-20');
    await fresh.context.db
      .updateTable('applications')
      .set({ correctedAt: fresh.clock.now() })
      .where('id', '=', corrected.id)
      .execute();

    const res = await fresh.http.get('/api/admin/dashboard').set(staff.auth);

    expect(res.status).toBe(200);
    expect(res.body.data.unreadFromStudents).toEqual({ messages: 3, conversations: 2 });
    expect(res.body.data.overdueCorrections).toBe(1);
    expect(res.body.data.pendingApplications.oldest).toEqual([
      expect.objectContaining({ id: corrected.id, corrected: true }),
    ]);
  });
});
