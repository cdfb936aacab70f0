import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { normaliseMoroccanPhone } from '@bourses/common/phone';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useMutationAction, type MutationOutcome } from '@/modules/api/hooks/useMutationAction';
import { CREATE_USER } from '@/modules/staff/accounts/graphql/CreateUser';
import { REGISTER_AGENT } from '@/modules/staff/accounts/graphql/RegisterAgent';
import { STAFF_USER } from '@/modules/staff/accounts/graphql/StaffUser';
import { STAFF_USERS } from '@/modules/staff/accounts/graphql/StaffUsers';
import { UPDATE_USER } from '@/modules/staff/accounts/graphql/UpdateUser';
import type { UserFormValues } from '@/modules/staff/accounts/utils/user-form-rules';
import { STAFF_DASHBOARD } from '@/modules/staff/dashboard/graphql/StaffDashboard';

export type SaveResult =
  { ok: true; id: string } | { ok: false; message: string; fields: Record<string, string> };

const AFTER_CREATE = [STAFF_USERS, STAFF_DASHBOARD];
const AFTER_UPDATE = [STAFF_USER, STAFF_USERS];

/** The saved user's id, or what the form shows. */
const saveResult = <T>(outcome: MutationOutcome<T>, idOf: (data: T) => string): SaveResult =>
  outcome.ok ? { ok: true, id: idOf(outcome.data) } : { ok: false, message: outcome.message, fields: outcome.fieldErrors };

const personalDetails = (values: UserFormValues) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  phoneNumber: normaliseMoroccanPhone(values.phoneNumber),
});

/** Creates a user (an agent through registerAgent) or changes one; the form keeps its values on failure. */
export function useSaveUser() {
  const { t } = useLingui();
  const fallback = t(SHARED_MESSAGES.somethingWentWrong);
  const createUser = useMutationAction(CREATE_USER, { fallback, refetch: AFTER_CREATE });
  const registerAgent = useMutationAction(REGISTER_AGENT, { fallback, refetch: AFTER_CREATE });
  const updateUser = useMutationAction(UPDATE_USER, { fallback, refetch: AFTER_UPDATE });
  const runCreateUser = createUser.run;
  const runRegisterAgent = registerAgent.run;
  const runUpdateUser = updateUser.run;

  const create = useCallback(
    async (values: UserFormValues): Promise<SaveResult> => {
      const input = { ...personalDetails(values), password: values.password };
      if (values.role === 'AGENT') return saveResult(await runRegisterAgent({ input }), (data) => data.registerAgent.id);
      return saveResult(await runCreateUser({ input: { ...input, role: values.role } }), (data) => data.createUser.id);
    },
    [runCreateUser, runRegisterAgent],
  );

  const update = useCallback(
    async (id: string, values: UserFormValues): Promise<SaveResult> =>
      saveResult(await runUpdateUser({ id, input: { ...personalDetails(values), role: values.role } }), (data) => data.updateUser.id),
    [runUpdateUser],
  );

  return { create, update, saving: createUser.running || registerAgent.running || updateUser.running };
}
