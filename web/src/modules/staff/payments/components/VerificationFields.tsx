import { useLingui } from '@lingui/react/macro';
import type { VerificationDraftState } from '@/modules/staff/payments/hooks/useVerificationDraft';
import { PAYMENT_LABELS } from '@/modules/staff/payments/utils/payment-labels';
import { TextField } from '@/modules/ui/components/TextField';

export interface VerificationFieldsProps {
  form: VerificationDraftState;
}

/** What was received, the day it was paid and the bank's reference: the verification's fields, alone or with an approval. */
export function VerificationFields({ form }: VerificationFieldsProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <TextField
        label={i18n._(PAYMENT_LABELS.amountReceivedField)}
        required
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        value={form.draft.amountReceived}
        error={form.errorOf('amountReceived')}
        onChange={(event) => form.set('amountReceived', event.target.value)}
      />
      <TextField
        label={i18n._(PAYMENT_LABELS.paidOn)}
        required
        type="date"
        max={form.today}
        value={form.draft.paidOn}
        error={form.errorOf('paidOn')}
        onChange={(event) => form.set('paidOn', event.target.value)}
      />
      <TextField
        label={i18n._(PAYMENT_LABELS.bankTransactionReference)}
        dir="ltr"
        autoComplete="off"
        maxLength={100}
        helper={t`Optional: as the bank prints it. One bank transaction pays one payment only.`}
        value={form.draft.bankTransactionReference}
        error={form.errorOf('bankTransactionReference')}
        onChange={(event) => form.set('bankTransactionReference', event.target.value)}
      />
    </>
  );
}
