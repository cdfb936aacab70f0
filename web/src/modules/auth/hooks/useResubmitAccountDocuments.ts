import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { RESUBMIT_ACCOUNT_DOCUMENTS } from '@/modules/auth/graphql/ResubmitAccountDocuments';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';

export type ResubmitDocumentsOutcome =
  | { ok: true }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

/** A rejected student's new receipt and contract: the account waits for approval again. */
export function useResubmitAccountDocuments() {
  const { t } = useLingui();
  const { run, running } = useMutationAction(RESUBMIT_ACCOUNT_DOCUMENTS, {
    fallback: t`The documents could not be sent. Please try again.`,
  });

  const resubmit = useCallback(
    async (paymentReceipt: File, serviceContract: File): Promise<ResubmitDocumentsOutcome> => {
      const outcome = await run({ paymentReceipt, serviceContract });
      return outcome.ok ? { ok: true } : outcome;
    },
    [run],
  );

  return { resubmit, loading: running };
}
