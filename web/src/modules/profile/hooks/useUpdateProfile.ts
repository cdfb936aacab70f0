import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { normaliseMoroccanPhone } from '@bourses/common/phone';
import { getFragmentData } from '@/__generated__';
import { SESSION_USER_FIELDS } from '@/modules/auth/graphql/SessionUserFields';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';
import { parseSessionUser } from '@/modules/auth/utils/session-user';
import { UPDATE_PROFILE } from '@/modules/profile/graphql/UpdateProfile';
import { errorMessage } from '@/modules/api/utils/graphql-error';

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

/** Saves first name, last name and phone (docs/product-rules.md) and keeps the stored user in step. */
export function useUpdateProfile() {
  const { t } = useLingui();
  const { store } = useSessionContext();
  const [mutate, { loading }] = useMutation(UPDATE_PROFILE);

  const updateProfile = useCallback(
    async (changes: ProfileChanges): Promise<string | null> => {
      try {
        const { data } = await mutate({
          variables: {
            input: {
              firstName: changes.firstName.trim(),
              lastName: changes.lastName.trim(),
              phoneNumber: normaliseMoroccanPhone(changes.phoneNumber),
            },
          },
        });
        const user = parseSessionUser(data ? getFragmentData(SESSION_USER_FIELDS, data.updateProfile) : null);
        if (user) store.updateUser(user);
        return null;
      } catch (error) {
        return errorMessage(error, t`Something went wrong`, (status) => t`API Error: ${status}`);
      }
    },
    [mutate, store, t],
  );

  return { updateProfile, saving: loading };
}
