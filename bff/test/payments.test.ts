import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply } from '@bourses/api/test/factories/applications';
import { PDF_FILE } from '@bourses/api/test/factories/files';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { pdfAt } from './factories/files.ts';
import { REGISTER } from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// Issue 29 through GraphQL: a student's payments, the staff's list, verification, refusal and the
// approval rule, resolved over the api's /api/payments.

const PAYMENT_FIELDS = /* GraphQL */ `
  fragment PaymentFields on Payment {
    id kind reference status refusalReason paidOn verifiedAt receiptUrl flagged bankTransactionReference
    amountDue { amount formatted(language: FR) }
    amountReceived { amount }
    reviewedBy { id }
    student { id }
    application { id }
    duplicates { similarity payment { id reference } }
  }
`;

const MY_PAYMENTS = /* GraphQL */ `
  query MyPayments { myPayments { ...PaymentFields } }
  ${PAYMENT_FIELDS}
`;
const APPLICATION_PAYMENT = /* GraphQL */ `
  query ApplicationPayment($id: ID!) { application(id: $id) { id payment { ...PaymentFields } } }
  ${PAYMENT_FIELDS}
`;
const FLAGGED = /* GraphQL */ `
  query Flagged { payments(filter: { flagged: true }, limit: 100) { items { ...PaymentFields } pagination { total } } }
  ${PAYMENT_FIELDS}
`;
const VERIFY = /* GraphQL */ `
  mutation Verify($id: ID!, $input: VerifyPaymentInput!) { verifyPayment(id: $id, input: $input) { ...PaymentFields } }
  ${PAYMENT_FIELDS}
`;
const REFUSE = /* GraphQL */ `
  mutation Refuse($id: ID!, $reason: String!) { refusePayment(id: $id, reason: $reason) { ...PaymentFields } }
  ${PAYMENT_FIELDS}
`;
const APPROVE = /* GraphQL */ `
  mutation Approve($id: ID!, $payment: VerifyPaymentInput) { approveApplication(id: $id, payment: $payment) { id status payment { status } } }
`;
const APPLY_WITHOUT_RECEIPT = /* GraphQL */ `
  mutation ApplyFree($scholarshipId: ID!) { applyToScholarship(scholarshipId: $scholarshipId) { id status receiptUrl payment { id } } }
`;
const OPEN = /* GraphQL */ `
  mutation Open($scholarshipId: ID!) {
    openApplicationPayment(scholarshipId: $scholarshipId) { id reference status amountDue { amount } application { id } scholarship { id } }
  }
`;

const RESERVE = /* GraphQL */ `
  mutation Reserve { reserveRegistrationReference { reference token } }
`;

let platform: TestPlatform;
let agent: TestUser;
let seed = 0;
beforeAll(async () => {
  platform = await startTestPlatform();
  agent = await createAgent(platform.api);
}, 120_000);
afterAll(() => platform.close());

const uniqueReceipt = () => ({ content: Buffer.concat([PDF_FILE, Buffer.from(`% bff ${(seed += 1)}\n`)]), name: 'recu.pdf' });

async function paidApplication(receipt = uniqueReceipt()) {
  const student = await createUser(platform.api);
  const { id: scholarshipId } = await createScholarship(platform.api, { applicationFeeCentimes: 25_000 });
  const applicationId = String((await apply(platform.api, student, scholarshipId, receipt).expect(201)).body.data.id);
  return { student, scholarshipId, applicationId };
}

interface Payment {
  id: string;
  reference: string;
  status: string;
  receiptUrl: string | null;
  flagged: boolean;
  amountDue: { amount: number; formatted: string };
  duplicates: { similarity: string; payment: { id: string } }[];
  student: { id: string } | null;
  reviewedBy: { id: string } | null;
  bankTransactionReference: string | null;
}

describe('payments through GraphQL', () => {
  it('shows a student their application’s payment, with its receipt, and nothing staff read', async () => {
    const { student, applicationId } = await paidApplication();

    const mine = await platform.bff.graphql<{ myPayments: Payment[] }>(MY_PAYMENTS, {}, { token: student.token });
    const onApplication = await platform.bff.graphql<{ application: { payment: Payment } }>(APPLICATION_PAYMENT, { id: applicationId }, { token: student.token });

    expect(mine.errors).toBeUndefined();
    expect(mine.data?.myPayments).toEqual([onApplication.data?.application.payment]);
    expect(onApplication.data?.application.payment).toMatchObject({
      kind: 'APPLICATION',
      status: 'RECEIPT_SUBMITTED',
      reference: expect.stringMatching(/^B[0-9A-Z]{7}$/),
      receiptUrl: `/files/applications/${applicationId}/receipt`,
      amountDue: { amount: 250, formatted: '250,00\u00a0MAD' },
      flagged: false,
      duplicates: [],
      student: null,
      bankTransactionReference: null,
    });
  });

  it('lists flagged payments for staff with their duplicates, and verifies and refuses', async () => {
    const receipt = uniqueReceipt();
    const first = await paidApplication(receipt);
    const second = await paidApplication(receipt);

    const flagged = await platform.bff.graphql<{ payments: { items: Payment[] } }>(FLAGGED, {}, { token: agent.token });
    const items = flagged.data?.payments.items ?? [];
    const [one, two] = [first, second].map(({ student }) => items.find((payment) => payment.student?.id === student.user.id));
    expect(one?.duplicates).toEqual([{ similarity: 'SAME_FILE', payment: { id: two?.id, reference: two?.reference } }]);

    const verified = await platform.bff.graphql<{ verifyPayment: Payment }>(
      VERIFY,
      { id: one?.id, input: { amountReceived: { amount: 250 }, paidOn: '2026-11-02', bankTransactionReference: 'GQL-1' } },
      { token: agent.token },
    );
    expect(verified.data?.verifyPayment).toMatchObject({ status: 'VERIFIED', bankTransactionReference: 'GQL-1', reviewedBy: { id: agent.user.id } });

    const taken = await platform.bff.graphql(
      VERIFY,
      { id: two?.id, input: { amountReceived: { amount: 250 }, paidOn: '2026-11-02', bankTransactionReference: 'gql-1' } },
      { token: agent.token, language: 'en' },
    );
    expect(taken.errors?.[0]).toMatchObject({
      message: `This bank reference is already recorded for payment ${one?.reference}: one transaction pays one payment only.`,
      extensions: { code: 'CONFLICT', upstreamCode: 'PAYMENT_BANK_REFERENCE_TAKEN' },
    });
    const refused = await platform.bff.graphql<{ refusePayment: Payment }>(REFUSE, { id: two?.id, reason: 'Reçu déjà utilisé' }, { token: agent.token });
    expect(refused.data?.refusePayment).toMatchObject({ status: 'REFUSED', refusalReason: 'Reçu déjà utilisé' });
  });

  it('approves an application only with its payment verified, or verified with the approval', async () => {
    const { applicationId } = await paidApplication();

    const refused = await platform.bff.graphql(APPROVE, { id: applicationId }, { token: agent.token });
    const approved = await platform.bff.graphql(
      APPROVE,
      { id: applicationId, payment: { amountReceived: { amount: 250 }, paidOn: '2026-11-03' } },
      { token: agent.token },
    );

    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', upstreamCode: 'PAYMENT_NOT_VERIFIED' });
    expect(approved.data).toEqual({ approveApplication: { id: applicationId, status: 'APPROVED', payment: { status: 'VERIFIED' } } });
  });

  it('opens a scholarship’s fee before applying, the same payment each time', async () => {
    const student = await createUser(platform.api);
    const { id } = await createScholarship(platform.api, { applicationFeeCentimes: 30_000 });

    const first = await platform.bff.graphql<{ openApplicationPayment: Payment }>(OPEN, { scholarshipId: String(id) }, { token: student.token });
    const again = await platform.bff.graphql<{ openApplicationPayment: Payment }>(OPEN, { scholarshipId: String(id) }, { token: student.token });

    // Not applied yet: the scholarship says where it was opened (the card payment's way back).
    expect(first.data?.openApplicationPayment).toMatchObject({
      status: 'AWAITING_RECEIPT',
      amountDue: { amount: 300 },
      application: null,
      scholarship: { id: String(id) },
    });
    expect(again.data?.openApplicationPayment.reference).toBe(first.data?.openApplicationPayment.reference);
  });

  it('applies to a free scholarship without a receipt, and refuses that for one with a fee', async () => {
    const student = await createUser(platform.api);
    const free = await createScholarship(platform.api);
    const paid = await createScholarship(platform.api, { applicationFeeCentimes: 10_000 });

    const applied = await platform.bff.upload(APPLY_WITHOUT_RECEIPT, { scholarshipId: String(free.id) }, [], { token: student.token });
    const refused = await platform.bff.upload(APPLY_WITHOUT_RECEIPT, { scholarshipId: String(paid.id) }, [], { token: student.token });

    expect(applied.data).toEqual({ applyToScholarship: { id: expect.any(String), status: 'PENDING', receiptUrl: null, payment: null } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Le reçu de paiement est requis', extensions: { upstreamCode: 'APPLICATION_RECEIPT_REQUIRED' } });
  });

  it('reserves the registration form’s reference, which the registration’s payment then takes', async () => {
    const reserved = await platform.bff.graphql<{ reserveRegistrationReference: { reference: string; token: string } }>(RESERVE, {});
    const { reference, token } = reserved.data?.reserveRegistrationReference ?? { reference: '', token: '' };
    const email = `reference-${(seed += 1)}@example.ma`;

    const registered = await platform.bff.upload(
      REGISTER,
      {
        input: { firstName: 'Salma', lastName: 'Alaoui', email, phoneNumber: '+212 6 12 34 56 78', password: 'Motdepasse2026', paymentReference: reference, paymentReferenceToken: token },
        paymentReceipt: null,
        serviceContract: null,
      },
      [pdfAt('variables.paymentReceipt'), pdfAt('variables.serviceContract', 'contrat.pdf')],
    );

    expect(reference).toMatch(/^B[0-9A-Z]{7}$/);
    expect(registered.errors).toBeUndefined();
    const payment = await platform.api.context.db
      .selectFrom('payments')
      .innerJoin('users', 'users.id', 'payments.userId')
      .select('payments.reference')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(payment.reference).toBe(reference);
  });
});
