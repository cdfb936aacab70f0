import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { normaliseMoroccanPhone } from '@bourses/common/phone';
import { REGISTER } from '@/modules/auth/graphql/Register';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import type { RegisterFormValues } from '@/modules/auth/utils/register-form-rules';
import { REGISTRATION_FAILED, REGISTRATION_SUCCESS_DEFAULT } from '@/modules/auth/utils/register-messages';
import { toGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';

export type RegisterOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

/** Public registration with the two documents; answers the server's message or the spec's default. */
export function useRegister() {
  const { i18n } = useLingui();
  const { language } = useLanguage();
  const failed = i18n._(REGISTRATION_FAILED);
  const { run, running } = useMutationAction(REGISTER, { fallback: failed });

  const register = useCallback(
    async (values: RegisterFormValues): Promise<RegisterOutcome> => {
      if (!values.paymentReceipt || !values.serviceContract) return { ok: false, message: failed, fieldErrors: {} };
      const outcome = await run({
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
      });
      if (!outcome.ok) return outcome;
      return { ok: true, message: outcome.data.register.message || i18n._(REGISTRATION_SUCCESS_DEFAULT) };
    },
    [failed, i18n, language, run],
  );

  return { register, loading: running };
}
