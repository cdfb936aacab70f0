import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { errorMessage } from '@/modules/api/utils/graphql-error';

/** Turns a failed call into the text to show: the server's message, else 'API Error: {status}', else the fallback. */
export function useFailureMessage() {
  const { t } = useLingui();
  return useCallback(
    (error: unknown, fallback: string) => errorMessage(error, fallback, (status) => t`API Error: ${status}`),
    [t],
  );
}
