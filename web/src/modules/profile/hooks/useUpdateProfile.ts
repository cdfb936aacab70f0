import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { normaliseMoroccanPhone } from '@bourses/common/phone';
import { getFragmentData } from '@/__generated__';
import { SESSION_USER_FIELDS } from '@/modules/auth/graphql/SessionUserFields';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';
import { parseSessionUser } from '@/modules/auth/utils/session-user';
import { UPDATE_PROFILE } from '@/modules/profile/graphql/UpdateProfile';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

/** Saves first name, last name and phone (docs/product-rules.md) and keeps the stored user in step. */
export function useUpdateProfile() {
  const { t } = useLingui();
  const { store } = useSessionContext();
  const { run, running } = useMutationAction(UPDATE_PROFILE, { fallback: t`Something went wrong` });

  const updateProfile = useCallback(
    async (changes: ProfileChanges): Promise<string | null> => {
      const outcome = await run({
        input: {
          firstName: changes.firstName.trim(),
          lastName: changes.lastName.trim(),
          phoneNumber: normaliseMoroccanPhone(changes.phoneNumber),
        },
      });
      if (!outcome.ok) return outcome.message;
      const user = parseSessionUser(getFragmentData(SESSION_USER_FIELDS, outcome.data.updateProfile));
      if (user) store.updateUser(user);
      return null;
    },
    [run, store],
  );

  return { updateProfile, saving: running };
}
