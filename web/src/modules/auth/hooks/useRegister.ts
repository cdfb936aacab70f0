import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { normaliseMoroccanPhone } from '@bourses/common/phone';
import { REGISTER } from '@/modules/auth/graphql/Register';
import { errorMessage, graphQLFieldErrors } from '@/modules/api/utils/graphql-error';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import type { RegisterFormValues } from '@/modules/auth/utils/register-form-rules';
import { REGISTRATION_FAILED, REGISTRATION_SUCCESS_DEFAULT } from '@/modules/auth/utils/register-messages';
import { toGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';

export type RegisterOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

/** Public registration with the two documents; answers the server's message or the spec's default. */
export function useRegister() {
  const { i18n, t } = useLingui();
  const { language } = useLanguage();
  const [mutate, { loading }] = useMutation(REGISTER);

  const register = useCallback(
    async (values: RegisterFormValues): Promise<RegisterOutcome> => {
      const failed = i18n._(REGISTRATION_FAILED);
      if (!values.paymentReceipt || !values.serviceContract) return { ok: false, message: failed, fieldErrors: {} };
      try {
        const { data } = await mutate({
          variables: {
            input: {
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              email: values.email.trim(),
              phoneNumber: normaliseMoroccanPhone(values.phoneNumber),
              password: values.password,
              language: toGraphQLLanguage(language),
            },
            paymentReceipt: values.paymentReceipt,
            serviceContract: values.serviceContract,
          },
        });
        return { ok: true, message: data?.register.message || i18n._(REGISTRATION_SUCCESS_DEFAULT) };
      } catch (error) {
        return {
          ok: false,
          message: errorMessage(error, failed, (status) => t`API Error: ${status}`),
          fieldErrors: graphQLFieldErrors(error),
        };
      }
    },
    [i18n, language, mutate, t],
  );

  return { register, loading };
}
