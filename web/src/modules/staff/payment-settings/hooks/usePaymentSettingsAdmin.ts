import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { STAFF_PAYMENT_SETTINGS } from '@/modules/staff/payment-settings/graphql/StaffPaymentSettings';
import { UPDATE_PAYMENT_SETTINGS } from '@/modules/staff/payment-settings/graphql/UpdatePaymentSettings';
import { UPLOAD_SERVICE_CONTRACT_TEMPLATE } from '@/modules/staff/payment-settings/graphql/UploadServiceContractTemplate';
import { useUploadAction } from '@/modules/uploads/hooks/useUploadAction';

const AFTER_CHANGE = [STAFF_PAYMENT_SETTINGS];

/** The payment settings as an ADMIN edits them: read, saved, and each language's contract template sent. */
export function usePaymentSettingsAdmin() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, loading, error } = useQuery(STAFF_PAYMENT_SETTINGS, { fetchPolicy: 'cache-and-network' });
  const save = useMutationAction(UPDATE_PAYMENT_SETTINGS, { fallback: t`Failed to save the payment settings`, refetch: AFTER_CHANGE });
  const upload = useUploadAction(UPLOAD_SERVICE_CONTRACT_TEMPLATE, {
    fallback: t`Failed to send the service contract template`,
    refetch: AFTER_CHANGE,
  });
  return {
    settings: data?.paymentSettings ?? null,
    loading: loading && !data,
    error: error ? failureMessage(error, t`Failed to load the payment settings`) : null,
    save,
    upload,
  };
}
