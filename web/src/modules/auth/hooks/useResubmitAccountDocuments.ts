import { useLingui } from '@lingui/react/macro';
import { RESUBMIT_ACCOUNT_DOCUMENTS } from '@/modules/auth/graphql/ResubmitAccountDocuments';
import { useUploadAction } from '@/modules/uploads/hooks/useUploadAction';

/** A rejected student's new receipt and contract: the account waits for approval again. */
export function useResubmitAccountDocuments() {
  const { t } = useLingui();
  const { send, cancel, state, sending } = useUploadAction(RESUBMIT_ACCOUNT_DOCUMENTS, {
    fallback: t`The documents could not be sent. Please try again.`,
  });
  return { resubmit: send, cancel, upload: state, sending };
}
