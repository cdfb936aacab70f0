import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GraphQLContext } from '../../graphql/graphql-context.ts';
import { isNotFound } from '../../rest/upstream-error.ts';
import type { CardAttemptModel } from './card-attempt-model.ts';

/**
 * CMI's ids of an attempt, which only staff read: on the attempt when it came with its payment, else
 * from its payment as staff read it (the ok page's attempt carries none).
 */
async function staffAttempt(attempt: CardAttemptModel, { viewer, loaders }: GraphQLContext) {
  if (attempt.transactionId !== undefined) return attempt;
  if (!viewer?.isStaff) return null;
  const payment = await loaders.payment.load(attempt.paymentId);
  return payment?.cardAttempts?.find((paid) => paid.orderId === attempt.orderId) ?? null;
}

/** Paying by card at CMI: the form to post, the attempts, and what staff read of them (docs/payments.md). */
export const cardPaymentsResolvers: Resolvers = {
  Query: {
    cardPaymentAttempt: async (_parent, { orderId }, { cardPayments }) => {
      try {
        return await cardPayments.attempt(orderId);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  },
  Mutation: {
    startCardPayment: (_parent, { paymentId }, { cardPayments }) => cardPayments.start(paymentId),
  },
  Payment: {
    cardTransactionId: (payment) => payment.cardTransactionId ?? null,
    cardAttempts: (payment) => (payment.cardAttempts ?? []).map((attempt) => ({ ...attempt, paymentId: payment.id })),
  },
  CardPaymentAttempt: {
    transactionId: async (attempt, _args, context) => (await staffAttempt(attempt, context))?.transactionId ?? null,
    authCode: async (attempt, _args, context) => (await staffAttempt(attempt, context))?.authCode ?? null,
    payment: (attempt, _args, { loaders }) => loaders.payment.load(attempt.paymentId),
  },
};
