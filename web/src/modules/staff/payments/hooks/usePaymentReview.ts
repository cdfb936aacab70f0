import { useLingui } from '@lingui/react/macro';
import { useMutationAction, type MutationOutcome } from '@/modules/api/hooks/useMutationAction';
import type { VerifyPaymentInput } from '@/modules/staff/__generated__/graphql';
import { STAFF_USER } from '@/modules/staff/accounts/graphql/StaffUser';
import { STAFF_APPLICATION } from '@/modules/staff/applications/graphql/StaffApplication';
import { REFUSE_PAYMENT } from '@/modules/staff/payments/graphql/RefusePayment';
import { STAFF_PAYMENT } from '@/modules/staff/payments/graphql/StaffPayment';
import { STAFF_PAYMENTS } from '@/modules/staff/payments/graphql/StaffPayments';
import { VERIFY_PAYMENT } from '@/modules/staff/payments/graphql/VerifyPayment';

// The pages that show a payment: its own, the list, and what it pays for.
const AFTER_REVIEW = [STAFF_PAYMENT, STAFF_PAYMENTS, STAFF_APPLICATION, STAFF_USER];

/** A review's answer: done, or the message to show and the field errors the server named. */
export type ReviewOutcome = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

const outcomeOf = (outcome: MutationOutcome<unknown>): ReviewOutcome =>
  outcome.ok ? { ok: true } : { ok: false, message: outcome.message, fieldErrors: outcome.fieldErrors };

/** Staff verify a payment (what was received) or refuse its receipt (why); the student is mailed either way. */
export function usePaymentReview() {
  const { t } = useLingui();
  const fallback = t`The payment could not be updated.`;
  const verify = useMutationAction(VERIFY_PAYMENT, { fallback, refetch: AFTER_REVIEW });
  const refuse = useMutationAction(REFUSE_PAYMENT, { fallback, refetch: AFTER_REVIEW });
  return {
    verify: async (id: string, input: VerifyPaymentInput) => outcomeOf(await verify.run({ id, input })),
    refuse: async (id: string, reason: string) => outcomeOf(await refuse.run({ id, reason: reason.trim() })),
    busy: verify.running || refuse.running,
  };
}
