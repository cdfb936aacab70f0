import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, type TestApplication } from '../factories/applications.ts';
import { PDF_FILE } from '../factories/files.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { sendMessageDigest } from '#api/correspondence/mail-digest/send-message-digest.ts';
import { startSession } from '#api/iam/session/session-tokens.ts';
import { createAgent, createUser, FACTORY_ORIGIN, type TestUser } from '../factories/users.ts';
import { htmlText, plainText, startSmtpPeer, subjectOf, type ReceivedMail, type SmtpPeer } from '../smtp-peer.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

const WEB = 'https://bourses.example.ma';
const MINUTE = 60_000;

let smtp: SmtpPeer;
let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  api = await startTestApi({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, PUBLIC_WEB_URL: WEB });
  agent = await createAgent(api);
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

/** Lets time pass for the api and its job queue alike, then sends whatever mail is due by then. */
async function pass(minutes: number) {
  api.clock.advance(minutes * MINUTE);
  await api.advanceJobs(minutes * MINUTE);
  await api.deliverMails();
}

/** A session started now: the tests move the clock past an access token's 15 minutes. */
async function authOf(user: TestUser) {
  const { accessToken } = await startSession(api.context, user.user, FACTORY_ORIGIN);
  return { Authorization: `Bearer ${accessToken}` };
}

const mailsTo = (user: TestUser): ReceivedMail[] =>
  smtp.received.filter((mail) => mail.recipients.includes(user.user.email));

async function conversationOf(application: TestApplication): Promise<string> {
  const answer = await api.http
    .get(`/api/scholarships/applications/${application.id}/conversation`)
    .set(await authOf(application.student))
    .expect(200);
  return answer.body.data.id;
}

/** POST /api/conversations/{id}/messages as the message form sends it. */
async function send(author: TestUser, conversationId: string, body: string, attachment?: string) {
  const request = api.http
    .post(`/api/conversations/${conversationId}/messages`)
    .set(await authOf(author))
    .field('body', body);
  await (attachment ? request.attach('attachments', PDF_FILE, attachment) : request).expect(201);
}

async function assign(application: TestApplication, staff: TestUser) {
  await api.http
    .put(`/api/scholarships/applications/${application.id}/assignee`)
    .set(await authOf(staff))
    .send({ assigneeId: staff.user.id })
    .expect(200);
}

async function applicationTo(title: string, student?: TestUser) {
  const scholarship = await createScholarship(api, {}, { fr: { title }, en: { title: `${title} (en)` } });
  return createApplication(api, { scholarshipId: scholarship.id, ...(student ? { student } : {}) });
}

describe('the digest of new messages', () => {
  it('mails the student once for three messages in five minutes, then again for one after the next 15 minutes', async () => {
    const application = await applicationTo('Bourse Ibn Battuta');
    const conversation = await conversationOf(application);

    await send(agent, conversation, 'Bonjour Salma,\nvotre reçu est illisible.');
    await pass(2);
    await send(agent, conversation, 'Voici le modèle à remplir.', 'modele-attestation.pdf');
    await pass(3);
    await send(agent, conversation, 'Merci de répondre <avant> vendredi & de signer.');
    await pass(5);
    const beforeDue = mailsTo(application.student).length;
    await pass(5);

    const [first, ...others] = mailsTo(application.student);
    expect(beforeDue).toBe(0);
    expect(others).toEqual([]);
    expect(subjectOf(first?.raw ?? '')).toBe('Vous avez 3 nouveaux messages de l’équipe de la plateforme');
    const text = plainText(first?.raw ?? '');
    expect(text).toContain('Bonjour Salma,');
    expect(text).toContain(
      'Vous avez 3 nouveaux messages de l’équipe de la plateforme au sujet de votre candidature à la bourse « Bourse Ibn Battuta » :',
    );
    expect(text).toContain('« Bonjour Salma, »');
    expect(text).not.toContain('votre reçu est illisible');
    expect(text).toContain('« Merci de répondre <avant> vendredi & de signer. »');
    expect(text).toContain(`Lire et répondre : ${WEB}/applications/${application.id}`);
    expect(text).toContain(`${WEB}/profile`);
    expect(htmlText(first?.raw ?? '')).toContain('« Merci de répondre &lt;avant&gt; vendredi &amp; de signer. »');
    expect(first?.raw).not.toContain('modele-attestation.pdf');
    expect(first?.raw).not.toMatch(/content-disposition:\s*attachment/i);

    await pass(5);
    await send(agent, conversation, 'Nous avons bien reçu votre document.');
    await pass(14);
    const withinTheWindow = mailsTo(application.student).length;
    await pass(1);

    expect(withinTheWindow).toBe(1);
    expect(mailsTo(application.student).map((mail) => subjectOf(mail.raw))).toEqual([
      'Vous avez 3 nouveaux messages de l’équipe de la plateforme',
      'Vous avez un nouveau message de l’équipe de la plateforme',
    ]);
    expect(plainText(mailsTo(application.student)[1]?.raw ?? '')).toContain('« Nous avons bien reçu votre document. »');
  });

  it('mails nothing when the student read the messages before the digest was due', async () => {
    const application = await applicationTo('Bourse Al Idrissi');
    const conversation = await conversationOf(application);
    await send(agent, conversation, 'Pouvez-vous confirmer votre adresse ?');
    await pass(10);

    await api.http.post(`/api/conversations/${conversation}/read`).set(await authOf(application.student)).expect(200);
    await pass(10);

    expect(mailsTo(application.student)).toEqual([]);
  });

  it('holds two messages sent at the same instant in one mail', async () => {
    const application = await applicationTo('Bourse Averroès');
    const conversation = await conversationOf(application);

    await Promise.all([
      send(agent, conversation, 'Premier message.'),
      send(agent, conversation, 'Second message.'),
    ]);
    await pass(15);

    expect(mailsTo(application.student).map((mail) => subjectOf(mail.raw))).toEqual([
      'Vous avez 2 nouveaux messages de l’équipe de la plateforme',
    ]);
  });

  it('mails once when two instances make the digest at once, and never twice within 15 minutes', async () => {
    const application = await applicationTo('Bourse Ibn Khaldoun');
    const conversation = await conversationOf(application);
    const context = { db: api.context.db, jobs: api.context.jobs, config: api.context.config };
    const target = { conversationId: conversation, recipientSide: 'student' as const };
    await send(agent, conversation, 'Votre dossier est complet.');
    api.clock.advance(15 * MINUTE);
    await api.advanceJobs(15 * MINUTE);

    const meeting = await Promise.all([
      sendMessageDigest(context, target, api.clock.now()),
      sendMessageDigest(context, target, api.clock.now()),
    ]);
    await pass(1);
    await send(agent, conversation, 'Une dernière précision.');
    const early = await sendMessageDigest(context, target, api.clock.now());
    await pass(13);
    const beforeTheQuarter = mailsTo(application.student).length;
    await pass(2);

    expect(meeting.toSorted()).toEqual(['mailed', 'nothing-unread']);
    expect(early).toBe('deferred');
    expect(beforeTheQuarter).toBe(1);
    expect(mailsTo(application.student).map((mail) => subjectOf(mail.raw))).toEqual([
      'Vous avez un nouveau message de l’équipe de la plateforme',
      'Vous avez un nouveau message de l’équipe de la plateforme',
    ]);
    expect(plainText(mailsTo(application.student)[1]?.raw ?? '')).toContain('« Une dernière précision. »');
  });

  it('leaves a correction request’s message to its own mail', async () => {
    const application = await applicationTo('Bourse Lalla Aicha');
    const conversation = await conversationOf(application);
    await api.http
      .post(`/api/scholarships/applications/${application.id}/correction-requests`)
      .set(await authOf(agent))
      .send({ items: [{ kind: 'payment_receipt' }], message: 'Le reçu est illisible, merci de le renvoyer.' })
      .expect(201);
    await pass(5);
    await send(agent, conversation, 'Le reçu doit montrer la référence du virement.');
    await pass(15);

    const mails = mailsTo(application.student);
    expect(mails).toHaveLength(2);
    const digest = mails.find((mail) => subjectOf(mail.raw) === 'Vous avez un nouveau message de l’équipe de la plateforme');
    expect(plainText(digest?.raw ?? '')).toContain('« Le reçu doit montrer la référence du virement. »');
    expect(plainText(digest?.raw ?? '')).not.toContain('illisible');
  });
});

describe('who is mailed', () => {
  it('not a student who turned the mails off in the profile; the assigned staff member, in their language', async () => {
    const arabicAgent = await createAgent(api, { language: 'ar', firstName: 'Karim' });
    const application = await applicationTo('Bourse Fès-Meknès');
    await assign(application, arabicAgent);
    const conversation = await conversationOf(application);

    const optOut = await api.http
      .patch(`/api/iam/users/${application.student.user.id}`)
      .set(application.student.auth)
      .send({ messageMails: false });
    await send(arabicAgent, conversation, 'مرحبًا، هل يمكنك إرسال العقد؟');
    await send(application.student, conversation, 'Le contrat est en pièce jointe.\nMerci.', 'contrat.pdf');
    await pass(15);

    expect(optOut.status).toBe(200);
    expect(optOut.body.data.messageMails).toBe(false);
    expect(mailsTo(application.student)).toEqual([]);
    const [mail, ...others] = mailsTo(arabicAgent);
    expect(others).toEqual([]);
    const student = `Salma ${application.student.user.lastName}`;
    expect(subjectOf(mail?.raw ?? '')).toBe(`وصلت رسالة جديدة من ${student}`);
    const text = plainText(mail?.raw ?? '');
    expect(text).toContain('مرحبًا Karim،');
    // No Arabic title: the French one, as the catalogue shows it.
    expect(text).toContain(`وصلت رسالة جديدة من ${student} بخصوص طلب منحة «Bourse Fès-Meknès»:`);
    expect(text).toContain('«Le contrat est en pièce jointe.»');
    expect(text).toContain(`افتح المحادثة: ${WEB}/admin/applications/${application.id}`);
    expect(text).not.toContain('/profile');
    expect(htmlText(mail?.raw ?? '')).toContain('dir="rtl"');
  });

  it('nobody on the staff side when the application is assigned to nobody', async () => {
    const application = await applicationTo('Bourse Tanger Med');
    const conversation = await conversationOf(application);
    const before = smtp.received.length;

    await send(application.student, conversation, 'Bonjour, où en est mon dossier ?');
    await pass(15);

    expect(smtp.received.slice(before)).toEqual([]);
  });

  it('the student about their account, with the messages page; the account’s assignee with its console page', async () => {
    const student = await createUser(api, { language: 'en', firstName: 'Yasmine' });
    await api.http
      .put(`/api/iam/users/${student.user.id}/assignee`)
      .set(await authOf(agent))
      .send({ assigneeId: agent.user.id })
      .expect(200);
    const conversation = (
      await api.http.get(`/api/iam/users/${student.user.id}/conversation`).set(await authOf(agent)).expect(200)
    ).body.data.id;

    await send(agent, conversation, 'Your service contract is missing its second page.');
    await send(student, conversation, 'Sorry, here it is.');
    await pass(15);

    expect(mailsTo(student).map((mail) => subjectOf(mail.raw))).toEqual(['You have a new message from the platform team']);
    const toStudent = plainText(mailsTo(student)[0]?.raw ?? '');
    expect(toStudent).toContain('You have a new message from the platform team about your account:');
    expect(toStudent).toContain(`Read and reply: ${WEB}/messages`);
    const toStaff = mailsTo(agent).filter((mail) => subjectOf(mail.raw).includes(student.user.lastName));
    expect(toStaff).toHaveLength(1);
    expect(plainText(toStaff[0]?.raw ?? '')).toContain(`Ouvrir la conversation : ${WEB}/admin/accounts/${student.user.id}`);
  });
});

describe('the profile’s setting', () => {
  it('is on for a new account, turns off and on again, and refuses what is not a yes or no in the caller’s language', async () => {
    const student = await createUser(api);

    const fresh = await api.http.get(`/api/iam/users/${student.user.id}`).set(student.auth).expect(200);
    const off = await api.http.patch(`/api/iam/users/${student.user.id}`).set(student.auth).send({ messageMails: 'false' });
    const on = await api.http.patch(`/api/iam/users/${student.user.id}`).set(student.auth).send({ messageMails: true });
    const refused = await api.http
      .patch(`/api/iam/users/${student.user.id}`)
      .set(student.auth)
      .set('Accept-Language', 'en')
      .send({ messageMails: 'sometimes' });

    expect(fresh.body.data.messageMails).toBe(true);
    expect(off.body.data.messageMails).toBe(false);
    expect(on.body.data.messageMails).toBe(true);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'The new-message e-mails setting must be true or false.',
      code: 'MESSAGE_MAILS_INVALID',
    });
  });
});
