import type { DocumentNode } from '@apollo/client';
import { useLingui } from '@lingui/react/macro';
import { SUBMIT_CORRECTION } from '@/modules/correspondence/graphql/SubmitCorrection';
import { useUploadAction } from '@/modules/uploads/hooks/useUploadAction';

/** Sends one file per requested item at once; `refetch`: the page's own documents (its status and history). */
export function useSubmitCorrection(refetch: readonly DocumentNode[]) {
  const { t } = useLingui();
  return useUploadAction(SUBMIT_CORRECTION, { fallback: t`The corrections could not be sent.`, refetch });
}
