import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentAnswerSchema, paymentAnswerSchema } from '#api/contract.ts';
import { DOCUMENT_QUEUE } from '#api/documents/issuing/document-queue.ts';
import { apply, type ReceiptUpload } from '../factories/applications.ts';
import { GENEROUS_MAIL_LIMITS } from '../factories/auth.ts';
import { PDF_FILE } from '../factories/files.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';
import { csvStatement } from '../payments/statements/statement-files.ts';
import { extractText } from './poppler.ts';
import {
  documentsOfEvent,
  downloadDocument,
  issueDueDocuments,
  myDocuments,
  sha256Of,
  unbroken,
} from './issuing-steps.ts';

// Issue 32: a verified payment issues its receipt, an application sent its proof of submission, in
// the student's language, once each, downloaded as the same bytes every time.

let api: TestApi;
let agent: TestUser;
let seed = 0;
beforeAll(async () => {
  api = await startTestApi(GENEROUS_MAIL_LIMITS);
  agent = await createAgent(api);
});
afterAll(() => api.close());

const ownReceipt = (): ReceiptUpload => ({
  content: Buffer.concat([PDF_FILE, Buffer.from(`% receipt ${(seed += 1)}\n`)]),
  name: 'virement-atlas.pdf',
});

const yesterday = () => new Date(api.clock.now().getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A student in `language` who applied, with a receipt, to a scholarship with a fee of 250 MAD. */
async function paidApplication(language: 'fr' | 'ar' | 'en', receipt = ownReceipt()) {
  const student = await createUser(api, { language, firstName: 'Salma', lastName: 'Alaoui' });
  const { id: scholarshipId } = await createScholarship(
    api,
    { applicationFeeCentimes: 25_000 },
    { fr: { title: 'Bourse Atlas' }, ar: { title: 'منحة الأطلس للتميز' }, en: { title: 'Atlas Scholarship' } },
  );
  const applicationId: number = (await apply(api, student, scholarshipId, receipt).expect(201)).body.data.id;
  const payment = await api.context.db
    .selectFrom('payments')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .executeTakeFirstOrThrow();
  return { student, applicationId, payment, receipt };
}

const verify = (paymentId: number) =>
  api.http
    .post(`/api/payments/${paymentId}/verify`)
    .set(agent.auth)
    .send({ amountReceived: { amount: 250 }, paidOn: yesterday() })
    .expect(200);

describe('a verified payment', () => {
  it('issues one receipt in the student’s language once the job runs, even when the job runs again', async () => {
    const { student, payment } = await paidApplication('en');
    await issueDueDocuments(api);
    const beforeVerification = await myDocuments(api, student);

    await verify(payment.id);
    expect(await documentsOfEvent(api, `payment-verified:${payment.id}`)).toEqual([]);
    await issueDueDocuments(api);
    // A retried job (the same event sent again) issues nothing more and leaves no file behind.
    const filesBefore = await api.context.db.selectFrom('files').select('id').execute();
    await api.context.jobs.boss.send(DOCUMENT_QUEUE, { kind: 'payment-receipt', paymentId: payment.id });
    await issueDueDocuments(api);
    const filesAfter = await api.context.db.selectFrom('files').select('id').execute();

    const [receipt, ...more] = (await myDocuments(api, student)).filter(
      (document) => !beforeVerification.some((before) => before.id === document.id),
    );
    expect(more).toEqual([]);
    expect(documentAnswerSchema.strict().safeParse(receipt).error?.issues ?? []).toEqual([]);
    expect(receipt).toMatchObject({
      kind: 'payment-receipt',
      language: 'en',
      verificationCode: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
      url: `/api/documents/${receipt?.id}/file`,
      supersededBy: null,
    });
    expect(await documentsOfEvent(api, `payment-verified:${payment.id}`)).toHaveLength(1);
    expect(filesAfter).toHaveLength(filesBefore.length);

    const mine = await api.http.get('/api/payments/mine').set(student.auth).expect(200);
    const answered = mine.body.data.find((row: { id: string }) => row.id === String(payment.id));
    expect(paymentAnswerSchema.strict().safeParse(answered).error?.issues ?? []).toEqual([]);
    expect(answered.receiptDocumentId).toBe(receipt?.id);
  });

  it('is downloaded as the same stored bytes every time, named after its reference, and reads as a receipt', async () => {
    const { student, payment } = await paidApplication('en');
    await verify(payment.id);
    await issueDueDocuments(api);
    const [stored] = await documentsOfEvent(api, `payment-verified:${payment.id}`);
    if (!stored) throw new Error('no receipt issued');

    const first = await downloadDocument(api, student, stored.id).expect(200);
    const second = await downloadDocument(api, student, stored.id).expect(200);

    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain(`filename="recu-${payment.reference}.pdf"`);
    expect(Buffer.compare(first.body, second.body)).toBe(0);
    expect(sha256Of(first.body)).toBe(stored.sha256);
    const text = await extractText(first.body);
    expect(text).toContain('Payment receipt');
    expect(text).toContain(payment.reference);
    expect(text).toContain('Atlas Scholarship');
    expect(text).toContain('Salma Alaoui');
    expect(text).toContain('two hundred fifty dirhams');
  });

  it('gives the amount received in figures and in words, in French', async () => {
    const { student, payment } = await paidApplication('fr');
    await verify(payment.id);
    await issueDueDocuments(api);
    const [stored] = await documentsOfEvent(api, `payment-verified:${payment.id}`);

    const text = await extractText((await downloadDocument(api, student, stored?.id ?? '').expect(200)).body);

    expect(text).toContain('Reçu de paiement');
    expect(text).toMatch(/250,00\sMAD/);
    expect(text).toContain('Montant en lettres');
    expect(text).toContain('deux cent cinquante dirhams');
  });

  it('is someone else’s: a 404, the same as a document that does not exist', async () => {
    const { payment } = await paidApplication('fr');
    await verify(payment.id);
    await issueDueDocuments(api);
    const [stored] = await documentsOfEvent(api, `payment-verified:${payment.id}`);
    const stranger = await createUser(api);

    const res = await downloadDocument(api, stranger, stored?.id ?? '').expect(404);
    const missing = await downloadDocument(api, stranger, '00000000-0000-4000-8000-000000000000').expect(404);

    expect(JSON.parse(res.body.toString()).code).toBe('DOCUMENT_NOT_FOUND');
    expect(JSON.parse(missing.body.toString()).code).toBe('DOCUMENT_NOT_FOUND');
    expect((await api.http.get(`/api/documents/${stored?.id}`).set(stranger.auth).expect(404)).body.code).toBe(
      'DOCUMENT_NOT_FOUND',
    );
  });

  it('is downloaded by staff, which the audit log records as a document view', async () => {
    const { student, applicationId, payment } = await paidApplication('fr');
    await verify(payment.id);
    await issueDueDocuments(api);
    const [stored] = await documentsOfEvent(api, `payment-verified:${payment.id}`);

    const res = await downloadDocument(api, agent, stored?.id ?? '').expect(200);
    await downloadDocument(api, student, stored?.id ?? '').expect(200);

    expect(sha256Of(res.body)).toBe(stored?.sha256);
    const views = await api.context.db
      .selectFrom('auditLog')
      .select(['actorId', 'targetType', 'targetId', 'changes'])
      .where('action', '=', 'document.view')
      .where('targetId', '=', String(applicationId))
      .execute();
    expect(views).toEqual([
      { actorId: agent.user.id, targetType: 'application', targetId: String(applicationId), changes: { document: 'payment-receipt' } },
    ]);
  });
});

describe('a payment verified by a bank statement’s line', () => {
  it('issues its receipt too, in the student’s language', async () => {
    const { student, payment } = await paidApplication('ar');
    const statement = csvStatement(
      [
        ['Date opération', 'Libellé', 'Débit', 'Crédit', 'Solde'],
        ['02/01/2024', `VIR RECU REF:${payment.reference}`, '', '250,00', '1 250,00'],
      ],
      { separator: ';', encoding: 'win1252' },
    );

    await api.http
      .post('/api/payments/statements')
      .set(agent.auth)
      .field('bank', 'Banque Populaire')
      .attach('file', statement, 'releve.csv')
      .expect(201);
    await issueDueDocuments(api);

    const [receipt, ...more] = (await myDocuments(api, student)).filter((document) => document.kind === 'payment-receipt');
    expect(more).toEqual([]);
    expect(receipt?.language).toBe('ar');
    const text = await extractText((await downloadDocument(api, student, receipt?.id ?? '').expect(200)).body);
    expect(text).toContain('وصل أداء');
    expect(text).toContain(payment.reference);
    expect(text).toContain('منحة الأطلس للتميز');
    expect(text).toContain('المبلغ بالحروف');
    expect(text).toContain('مائتان وخمسون درهمًا');
  });
});

describe('an application sent', () => {
  it('issues a proof of submission in Arabic with the scholarship’s Arabic title and the receipt’s SHA-256', async () => {
    const { student, applicationId, receipt } = await paidApplication('ar');
    await issueDueDocuments(api);
    await issueDueDocuments(api);

    const documents = await api.http
      .get(`/api/scholarships/applications/${applicationId}/documents`)
      .set(student.auth)
      .expect(200);
    const [proof, ...more] = documents.body.data;
    expect(more).toEqual([]);
    expect(proof).toMatchObject({ kind: 'proof-of-submission', language: 'ar' });
    const pdf = await downloadDocument(api, student, proof.id).expect(200);
    const text = await extractText(pdf.body);
    expect(text).toContain('منحة الأطلس للتميز');
    expect(text).toContain('إثبات إيداع الترشيح');
    expect(unbroken(text)).toContain(sha256Of(receipt.content));
    expect(text).toContain(receipt.name);
    expect(text).toContain(String(applicationId));
    expect(pdf.headers['content-disposition']).toContain(`filename="preuve-de-depot-${applicationId}.pdf"`);
  });

  it('issues a new proof when the receipt is sent again after a rejection', async () => {
    const { student, applicationId } = await paidApplication('fr');
    await api.http
      .patch(`/api/scholarships/applications/${applicationId}/reject`)
      .set(agent.auth)
      .send({ feedback: 'Reçu illisible' })
      .expect(200);
    const resent = ownReceipt();

    await api.http
      .patch(`/api/scholarships/applications/${applicationId}`)
      .set(student.auth)
      .attach('paymentReceipt', resent.content, 'second-virement.pdf')
      .expect(200);
    await issueDueDocuments(api);

    const documents = (
      await api.http.get(`/api/scholarships/applications/${applicationId}/documents`).set(agent.auth).expect(200)
    ).body.data;
    expect(documents.map((document: { kind: string }) => document.kind)).toEqual([
      'proof-of-submission',
      'decision-letter',
      'proof-of-submission',
    ]);
    const latest = await downloadDocument(api, student, documents[2].id).expect(200);
    const text = await extractText(latest.body);
    expect(text).toContain('second-virement.pdf');
    expect(unbroken(text)).toContain(sha256Of(resent.content));
  });

  it('issues a new proof when a correction request’s receipt is sent', async () => {
    const { student, applicationId } = await paidApplication('en');
    const asked = await api.http
      .post(`/api/scholarships/applications/${applicationId}/correction-requests`)
      .set(agent.auth)
      .send({ items: [{ kind: 'payment_receipt' }], message: 'The receipt is unreadable.' })
      .expect(201);
    const [item] = asked.body.data.items;
    const resent = ownReceipt();

    await api.http
      .post(`/api/correction-requests/${asked.body.data.id}/submission`)
      .set(student.auth)
      .attach(`item-${item.id}`, resent.content, 'readable-receipt.pdf')
      .expect(200);
    await issueDueDocuments(api);

    const proofs = (await myDocuments(api, student)).filter((document) => document.kind === 'proof-of-submission');
    expect(proofs).toHaveLength(2);
    const text = await extractText((await downloadDocument(api, student, proofs[0]?.id ?? '').expect(200)).body);
    expect(text).toContain('readable-receipt.pdf');
    expect(unbroken(text)).toContain(sha256Of(resent.content));
  });
});
