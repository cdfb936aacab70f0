import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@bourses/common/languages';
import { DEADLINE_REMINDERS_QUEUE } from '#api/jobs/periodic-jobs.ts';
import { sendDeadlineReminders } from '#api/saved-scholarships/deadline-reminders.ts';
import { casablancaWallClock } from '../casablanca-time.ts';
import { apply } from '../factories/applications.ts';
import { saveScholarshipFor } from '../factories/saved-scholarships.ts';
import { readZip } from '../factories/zip.ts';
import { createScholarship, type ScholarshipContents } from '../factories/scholarships.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import {
  headerOf,
  plainText,
  startSmtpPeer,
  subjectOf,
  type ReceivedMail,
  type SmtpPeer,
} from '../smtp-peer.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// The reminders are judged at instants the tests choose (Casablanca's wall clock), around one
// deadline far ahead, so the scholarship stays open for the api's own clock too.
const DEADLINE = '2031-03-20';
const WEB = 'https://bourses.example.ma';

let smtp: SmtpPeer;
let api: TestApi;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  api = await startTestApi({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, PUBLIC_WEB_URL: WEB });
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

/** A student (approved, in `language`) who saved a scholarship closing on DEADLINE. */
async function studentWhoSaved(language: Language = 'fr', contents: ScholarshipContents = {}) {
  const student = await createUser(api, { language });
  const scholarship = await createScholarship(api, { deadline: DEADLINE }, contents);
  await saveScholarshipFor(api, student, scholarship.id);
  return { student, scholarship };
}

/** Runs the hourly job at that moment of Casablanca's wall clock, then lets the mail worker send. */
async function remindersAt(local: string) {
  const outcomes = await api.runPeriodicJob(DEADLINE_REMINDERS_QUEUE, casablancaWallClock(local));
  expect(outcomes.map((outcome) => outcome.status)).toEqual(['completed']);
  await api.deliverMails();
}

const mailsTo = (student: TestUser): ReceivedMail[] =>
  smtp.received.filter((mail) => mail.recipients.includes(student.user.email));

/** The token of a reminder's one-click unsubscribe address (List-Unsubscribe). */
function unsubscribeToken(mail: ReceivedMail): string {
  const address = /<([^>]+)>/.exec(headerOf(mail.raw, 'List-Unsubscribe') ?? '')?.[1] ?? '';
  return new URL(address).searchParams.get('token') ?? '';
}

describe('the 7-day and 1-day reminders of a saved scholarship', () => {
  it('mails nothing on the eighth day before, then the 7-day reminder in the student’s language, once', async () => {
    const { student, scholarship } = await studentWhoSaved('ar', { ar: { title: 'منحة التميز للماستر' } });

    await remindersAt('2031-03-12T23:30:00');
    expect(mailsTo(student)).toEqual([]);

    await remindersAt('2031-03-13T00:30:00');
    await remindersAt('2031-03-13T01:30:00');
    await remindersAt('2031-03-15T09:00:00');

    const [mail, ...others] = mailsTo(student);
    expect(others).toEqual([]);
    expect(subjectOf(mail?.raw ?? '')).toBe(
      'تذكير: يُغلق التقديم لمنحة «منحة التميز للماستر» في 20 مارس 2031',
    );
    const text = plainText(mail?.raw ?? '');
    expect(text).toContain('مرحبًا Salma،');
    expect(text).toContain('يُغلق التقديم في 20 مارس 2031 على الساعة 23:59 بتوقيت المغرب');
    expect(text).toContain(`${WEB}/bourses/${scholarship.id}`);
    expect(headerOf(mail?.raw ?? '', 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${WEB}/unsubscribe\\?token=[\\w-]{43}&lang=ar>$`),
    );
    expect(headerOf(mail?.raw ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('mails the last reminder the day before the deadline, once, and nothing once it closed', async () => {
    const { student } = await studentWhoSaved('fr', { fr: { title: 'Bourse Erasmus de Lyon' } });
    await remindersAt('2031-03-13T08:00:00');

    await remindersAt('2031-03-19T00:30:00');
    await remindersAt('2031-03-20T23:00:00');
    await remindersAt('2031-03-21T00:30:00');

    expect(mailsTo(student).map((mail) => subjectOf(mail.raw))).toEqual([
      'Rappel : la bourse « Bourse Erasmus de Lyon » ferme le 20 mars 2031',
      'Dernier rappel : la bourse « Bourse Erasmus de Lyon » ferme le 20 mars 2031',
    ]);
  });

  it('still sends the reminder of a window whose first day was missed, while the window lasts', async () => {
    const { student } = await studentWhoSaved('en', { fr: { title: 'Bourse de Montréal' } });

    await remindersAt('2031-03-20T10:00:00');

    // No English title: the French one, as the catalogue shows it; the date as English writes it.
    expect(mailsTo(student).map((mail) => subjectOf(mail.raw))).toEqual([
      'Last reminder: the scholarship “Bourse de Montréal” closes on March 20, 2031',
    ]);
  });

  it('sends each reminder once when two runs meet', async () => {
    const { student } = await studentWhoSaved();
    const now = casablancaWallClock('2031-03-14T10:00:00');
    const context = { db: api.context.db, jobs: api.context.jobs, config: api.context.config };

    const runs = await Promise.all([
      sendDeadlineReminders(context, now),
      sendDeadlineReminders(context, now),
    ]);
    await api.deliverMails();

    expect(mailsTo(student)).toHaveLength(1);
    expect(runs.reduce((total, run) => total + run.sent, 0)).toBeGreaterThanOrEqual(1);
  });
});

describe('who gets no reminder', () => {
  it('a student who applied; one who withdrew is reminded', async () => {
    const { student, scholarship } = await studentWhoSaved();
    const { student: withdrawn, scholarship: withdrawnFrom } = await studentWhoSaved();
    await apply(api, student, scholarship.id).expect(201);
    const application = await apply(api, withdrawn, withdrawnFrom.id).expect(201);
    await api.http
      .post(`/api/scholarships/applications/${application.body.data.id}/withdraw`)
      .set(withdrawn.auth)
      .expect(200);

    await remindersAt('2031-03-13T08:00:00');
    await remindersAt('2031-03-19T08:00:00');

    expect(mailsTo(student)).toEqual([]);
    expect(mailsTo(withdrawn)).toHaveLength(2);
  });

  it('a student who turned reminders off in the profile', async () => {
    const { student } = await studentWhoSaved();
    await api.http
      .patch(`/api/iam/users/${student.user.id}`)
      .set(student.auth)
      .send({ deadlineReminders: false })
      .expect(200);

    await remindersAt('2031-03-13T08:00:00');
    await remindersAt('2031-03-19T08:00:00');

    expect(mailsTo(student)).toEqual([]);
  });

  it('a student who unsaved the scholarship, or whose account is no longer approved', async () => {
    const { student, scholarship } = await studentWhoSaved();
    const { student: rejected } = await studentWhoSaved();
    await api.http.delete(`/api/saved-scholarships/${scholarship.id}`).set(student.auth).expect(204);
    await api.context.db
      .updateTable('users')
      .set({ approvalStatus: 'REJECTED' })
      .where('id', '=', rejected.user.id)
      .execute();

    await remindersAt('2031-03-19T08:00:00');

    expect(mailsTo(student)).toEqual([]);
    expect(mailsTo(rejected)).toEqual([]);
  });
});

describe('the one-click unsubscribe', () => {
  it('turns reminders off without signing in and says so in the caller’s language, as often as it is used', async () => {
    const { student } = await studentWhoSaved('ar');
    await remindersAt('2031-03-13T08:00:00');
    const [mail] = mailsTo(student);
    const token = unsubscribeToken(mail ?? { recipients: [], raw: '' });

    const first = await api.http
      .post('/api/reminders/unsubscribe')
      .set('Accept-Language', 'ar')
      .send({ token });
    const again = await api.http.post('/api/reminders/unsubscribe').send({ token });

    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: 'تم: لن تتلقى بعد الآن تذكيرات قبل المواعيد النهائية للمنح التي حفظتها.',
    });
    expect(again.status).toBe(200);
    const me = await api.http.get('/api/iam/auth/me').set(student.auth).expect(200);
    expect(me.body.data.deadlineReminders).toBe(false);
    await remindersAt('2031-03-19T08:00:00');
    expect(mailsTo(student)).toHaveLength(1);
  });

  it.each([{ token: 'unknown' }, {}, { token: 42 }, { token: ['a', 'b'] }, { token: 'x'.repeat(5000) }])(
    'refuses %o with a 400 in the caller’s language',
    async (body) => {
      const res = await api.http.post('/api/reminders/unsubscribe').set('Accept-Language', 'en').send(body);

      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'This unsubscribe link is not valid. You can turn reminders off in your profile.',
        code: 'UNSUBSCRIBE_LINK_INVALID',
      });
    },
  );
});

describe('the student’s data export', () => {
  it('holds the saved scholarships, the reminders setting and the reminders mailed', async () => {
    const { student, scholarship } = await studentWhoSaved('ar', { ar: { title: 'منحة الرباط' } });
    await remindersAt('2031-03-13T08:00:00');

    const res = await api.http
      .get('/api/iam/auth/me/data-export')
      .set(student.auth)
      .buffer(true)
      .parse((answer, callback) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => callback(null, Buffer.concat(chunks)));
      });
    const data = JSON.parse((await readZip(res.body)).get('data.json')?.toString('utf8') ?? '{}');

    expect(data.profile.deadlineReminders).toBe(true);
    expect(data.savedScholarships).toEqual([
      {
        scholarship: { id: scholarship.id, title: 'منحة الرباط', deadline: DEADLINE },
        savedAt: expect.any(String),
      },
    ]);
    expect(data.deadlineRemindersSent).toEqual([
      { scholarshipId: scholarship.id, deadline: DEADLINE, daysBefore: 7, sentAt: expect.any(String) },
    ]);
  });
});
