import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { applicationReceiptLink, userDocumentLink } from '../files/file-links.ts';
import { paging } from '../graphql/paging.ts';
import { bffMessage } from '../i18n/bff-messages.ts';
import type { PaymentModel } from './payment-model.ts';
import { toVerificationBody } from './verification-body.ts';

/** Where a payment's receipt is downloaded: its owner keeps it (the account, or the application). */
function receiptLink(payment: PaymentModel): string | null {
  if (!payment.hasReceipt) return null;
  if (payment.applicationId !== null) return applicationReceiptLink(payment.applicationId);
  return payment.userId ? userDocumentLink(payment.userId, 'payment-receipt') : null;
}

/** Payments: the student's own, the staff's list, verification and refusal (docs/payments.md). */
export const paymentsResolvers: Resolvers = {
  Query: {
    payments: (_parent, { filter, page, limit }, { payments }) =>
      payments.list({
        ...paging(page, limit),
        status: filter?.status,
        kind: filter?.kind,
        scholarshipId: filter?.scholarshipId,
        flagged: filter?.flagged,
        search: filter?.search,
        from: filter?.from,
        to: filter?.to,
      }),
    payment: (_parent, { id }, { loaders }) => loaders.payment.load(id),
    myPayments: (_parent, _args, { payments }) => payments.mine(),
  },
  Mutation: {
    reserveRegistrationReference: (_parent, _args, { payments }) => payments.reserveRegistrationReference(),
    openApplicationPayment: (_parent, { scholarshipId }, { payments }) => payments.openApplicationFee(scholarshipId),
    verifyPayment: (_parent, { id, input }, { payments }) => payments.verify(id, toVerificationBody(input)),
    refusePayment: (_parent, { id, reason }, { payments }) => payments.refuse(id, reason),
  },
  Payment: {
    amountReceived: (payment) => payment.amountReceived,
    receiptUrl: (payment) => receiptLink(payment),
    bankTransactionReference: (payment) => payment.bankTransactionReference ?? null,
    verifiedFrom: ({ verifiedFrom }, _args, { language }) =>
      verifiedFrom
        ? bffMessage('VERIFIED_FROM_STATEMENT', language, { statement: verifiedFrom.statementId, line: verifiedFrom.line })
        : null,
    reviewedBy: (payment, _args, { loaders }) => (payment.reviewedBy ? loaders.user.load(payment.reviewedBy) : null),
    flagged: (payment) => payment.flagged ?? false,
    duplicates: async (payment, _args, { viewer, loaders }) => {
      if (!viewer?.isStaff) return [];
      const duplicates = payment.duplicates ?? (await loaders.payment.load(payment.id))?.duplicates ?? [];
      const others = await Promise.all(duplicates.map((duplicate) => loaders.payment.load(duplicate.paymentId)));
      return duplicates.flatMap((duplicate, index) => {
        const other = others[index];
        return other ? [{ payment: other, similarity: duplicate.similarity }] : [];
      });
    },
    student: (payment, _args, { viewer, loaders }) =>
      viewer?.isStaff && payment.userId ? loaders.user.load(payment.userId) : null,
    application: (payment, _args, { loaders }) =>
      payment.applicationId === null ? null : loaders.application.load(Number(payment.applicationId)),
    scholarship: (payment, _args, { loaders, language }) =>
      payment.scholarshipId === null ? null : loaders.scholarship(language).load(Number(payment.scholarshipId)),
  },
};
