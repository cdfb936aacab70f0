import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { normaliseMoroccanPhone } from '@bourses/common/phone';
import { graphQLFieldErrors } from '@/modules/api/utils/graphql-error';
import { CREATE_USER } from '@/modules/staff/accounts/graphql/CreateUser';
import { REGISTER_AGENT } from '@/modules/staff/accounts/graphql/RegisterAgent';
import { UPDATE_USER } from '@/modules/staff/accounts/graphql/UpdateUser';
import type { UserFormValues } from '@/modules/staff/accounts/utils/user-form-rules';
import { useFailureMessage } from '@/modules/staff/shared/hooks/useFailureMessage';

export type SaveResult =
  { ok: true; id: string } | { ok: false; message: string; fields: Record<string, string> };

/** Creates a user (an agent through registerAgent) or changes one; the form keeps its values on failure. */
export function useSaveUser() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const [createUser, createState] = useMutation(CREATE_USER);
  const [registerAgent, agentState] = useMutation(REGISTER_AGENT);
  const [updateUser, updateState] = useMutation(UPDATE_USER);

  const failure = useCallback(
    (error: unknown): SaveResult => ({
      ok: false,
      message: failureMessage(error, t`Something went wrong`),
      fields: graphQLFieldErrors(error),
    }),
    [failureMessage, t],
  );

  const create = useCallback(
    async (values: UserFormValues): Promise<SaveResult> => {
      const input = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phoneNumber: normaliseMoroccanPhone(values.phoneNumber),
        password: values.password,
      };
      try {
        const refetchQueries = ['StaffUsers', 'StaffDashboard'];
        if (values.role === 'AGENT') {
          const { data } = await registerAgent({ variables: { input }, refetchQueries });
          return data ? { ok: true, id: data.registerAgent.id } : failure(null);
        }
        const { data } = await createUser({
          variables: { input: { ...input, role: values.role } },
          refetchQueries,
        });
        return data ? { ok: true, id: data.createUser.id } : failure(null);
      } catch (error) {
        return failure(error);
      }
    },
    [createUser, registerAgent, failure],
  );

  const update = useCallback(
    async (id: string, values: UserFormValues): Promise<SaveResult> => {
      try {
        const { data } = await updateUser({
          variables: {
            id,
            input: {
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              email: values.email.trim(),
              phoneNumber: normaliseMoroccanPhone(values.phoneNumber),
              role: values.role,
            },
          },
          refetchQueries: ['StaffUser', 'StaffUsers'],
        });
        return data ? { ok: true, id: data.updateUser.id } : failure(null);
      } catch (error) {
        return failure(error);
      }
    },
    [updateUser, failure],
  );

  return { create, update, saving: createState.loading || agentState.loading || updateState.loading };
}
