import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PaymentReviewFieldsFragment, VerifyPaymentInput } from '@/modules/staff/__generated__/graphql';
import { casablancaToday } from '@/modules/staff/payments/utils/payment-day';
import {
  hasVerificationErrors,
  toVerifyPaymentInput,
  validateVerification,
  verificationDraftFor,
  verificationFieldErrors,
  type VerificationDraft,
  type VerificationError,
  type VerificationErrors,
  type VerificationField,
} from '@/modules/staff/payments/utils/verification-draft';

/**
 * The verification form's state: prefilled with the amount due paid today (in Casablanca), checked
 * before sending, and the server's field errors shown beside their fields until the next try.
 */
export function useVerificationDraft(payment: Pick<PaymentReviewFieldsFragment, 'amountDue'> | null) {
  const { t } = useLingui();
  const [today] = useState(() => casablancaToday(new Date()));
  // What staff typed over the prefilled values: a payment read after the form opened still prefills it.
  const [typed, setTyped] = useState<Partial<VerificationDraft>>({});
  const draft: VerificationDraft = { ...verificationDraftFor(payment, today), ...typed };
  const [errors, setErrors] = useState<VerificationErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<VerificationField, string>>>({});
  const messages: Record<VerificationError, string> = {
    AMOUNT_INVALID: t`Enter an amount in dirhams, e.g. 150 or 150.50.`,
    PAID_ON_REQUIRED: t`Enter the payment date.`,
    PAID_ON_FUTURE: t`The payment date cannot be in the future.`,
  };
  return {
    draft,
    today,
    set: (field: VerificationField, value: string) => setTyped((current) => ({ ...current, [field]: value })),
    errorOf: (field: VerificationField): string | null => {
      const code = errors[field];
      return code ? messages[code] : (serverErrors[field] ?? null);
    },
    /** The input to send, or null when the form shows what to fix. */
    check: (): VerifyPaymentInput | null => {
      const found = validateVerification(draft, today);
      setErrors(found);
      setServerErrors({});
      return hasVerificationErrors(found) ? null : toVerifyPaymentInput(draft);
    },
    /** Places the server's field errors; answers whether any was placed. */
    showServerErrors: (fields: Record<string, string>) => {
      const placed = verificationFieldErrors(fields);
      setServerErrors(placed);
      return Object.keys(placed).length > 0;
    },
  };
}

export type VerificationDraftState = ReturnType<typeof useVerificationDraft>;
