import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_QUEUE } from '@bourses/api/src/documents/issuing/document-queue';
import { apply, PDF_RECEIPT } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// Official documents through GraphQL (docs/documents.md): the student's list, an application's
// proofs and letters, a payment's receipt, each with a link that downloads its PDF through the bff.

const DOCUMENT_FIELDS = 'id kind language issuedAt verificationCode url supersededBy { id }';

const MY_DOCUMENTS = /* GraphQL */ `
  query MyDocuments { myDocuments { ${DOCUMENT_FIELDS} } }
`;

const APPLICATION_DOCUMENTS = /* GraphQL */ `
  query ApplicationDocuments($id: ID!) { application(id: $id) { id documents { ${DOCUMENT_FIELDS} } } }
`;

const MY_PAYMENTS = /* GraphQL */ `
  query MyPaymentReceipts { myPayments { id receiptDocument { ${DOCUMENT_FIELDS} } } }
`;

interface DocumentFields {
  id: string;
  kind: string;
  language: string;
  issuedAt: string;
  verificationCode: string;
  url: string;
  supersededBy: { id: string } | null;
}

let platform: TestPlatform;
let agent: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  agent = await createAgent(platform.api);
}, 120_000);
afterAll(() => platform.close());

const issueDueDocuments = () => platform.api.context.jobs.runDue(DOCUMENT_QUEUE);
const yesterday = () => new Date(platform.api.clock.now().getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A student in Arabic who applied to a scholarship with a fee, verified by staff, then approved and rejected. */
async function decidedApplication() {
  const student = await createUser(platform.api, { language: 'ar' });
  const { id: scholarshipId } = await createScholarship(platform.api, { applicationFeeCentimes: 20_000 }, { ar: { title: 'منحة' } });
  const applicationId: number = (await apply(platform.api, student, scholarshipId, PDF_RECEIPT).expect(201)).body.data.id;
  const payment = await platform.api.context.db
    .selectFrom('payments')
    .select('id')
    .where('applicationId', '=', applicationId)
    .executeTakeFirstOrThrow();
  const review = `/api/scholarships/applications/${applicationId}`;
  await platform.api.http
    .patch(`${review}/approve`)
    .set(agent.auth)
    .send({ payment: { amountReceived: { amount: 200 }, paidOn: yesterday() } })
    .expect(200);
  await issueDueDocuments();
  await platform.api.http.patch(`${review}/reject`).set(agent.auth).send({ feedback: 'وثائق ناقصة' }).expect(200);
  await issueDueDocuments();
  return { student, applicationId, paymentId: payment.id };
}

describe('official documents through GraphQL', () => {
  it('lists the student’s documents, an application’s with the superseded letter, and a payment’s receipt', async () => {
    const { student, applicationId, paymentId } = await decidedApplication();

    const mine = await platform.bff.graphql<{ myDocuments: DocumentFields[] }>(MY_DOCUMENTS, {}, { token: student.token });
    const application = await platform.bff.graphql<{ application: { documents: DocumentFields[] } }>(
      APPLICATION_DOCUMENTS,
      { id: String(applicationId) },
      { token: agent.token },
    );
    const payments = await platform.bff.graphql<{ myPayments: { id: string; receiptDocument: DocumentFields | null }[] }>(
      MY_PAYMENTS,
      {},
      { token: student.token },
    );

    expect(mine.errors).toBeUndefined();
    expect(mine.data?.myDocuments.map((document) => document.kind).sort()).toEqual([
      'DECISION_LETTER',
      'DECISION_LETTER',
      'PAYMENT_RECEIPT',
      'PROOF_OF_SUBMISSION',
    ]);
    expect(mine.data?.myDocuments.every((document) => document.language === 'AR')).toBe(true);
    expect(application.errors).toBeUndefined();
    const letters = application.data?.application.documents.filter((document) => document.kind === 'DECISION_LETTER') ?? [];
    expect(letters[0]?.supersededBy).toEqual({ id: letters[1]?.id });
    expect(letters[1]?.supersededBy).toBeNull();
    expect(payments.errors).toBeUndefined();
    const receipt = payments.data?.myPayments.find((payment) => payment.id === String(paymentId))?.receiptDocument;
    expect(receipt).toMatchObject({ kind: 'PAYMENT_RECEIPT', url: `/files/documents/${receipt?.id}` });
    expect(receipt?.verificationCode).toMatch(/^\w{4}-\w{4}-\w{4}$/);
  });

  it('downloads a document’s PDF from its url for the student and staff, not for someone else', async () => {
    const { student } = await decidedApplication();
    const mine = await platform.bff.graphql<{ myDocuments: DocumentFields[] }>(MY_DOCUMENTS, {}, { token: student.token });
    const url = mine.data?.myDocuments[0]?.url ?? '';
    const stranger = await createUser(platform.api);
    const download = (token: string) => fetch(`${platform.bff.url}${url}`, { headers: { Authorization: `Bearer ${token}` } });

    const own = await download(student.token);
    const staff = await download(agent.token);
    const someoneElse = await download(stranger.token);

    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await own.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.compare(Buffer.from(await staff.arrayBuffer()), bytes)).toBe(0);
    expect(someoneElse.status).toBe(404);
  });

});
