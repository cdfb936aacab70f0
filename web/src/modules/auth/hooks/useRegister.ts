import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { normaliseMoroccanPhone } from '@bourses/common/phone';
import { REGISTER } from '@/modules/auth/graphql/Register';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import type { AccountDocument } from '@/modules/auth/utils/account-documents';
import type { RegisterFormValues } from '@/modules/auth/utils/register-form-rules';
import { REGISTRATION_FAILED, REGISTRATION_SUCCESS_DEFAULT } from '@/modules/auth/utils/register-messages';
import { toGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';
import type { ReferenceReservation } from '@/modules/payments/utils/remembered-reference';
import { useUploadAction } from '@/modules/uploads/hooks/useUploadAction';

export type RegisterOutcome =
  | { ok: true; message: string }
  | { ok: false; cancelled: boolean; message: string; fieldErrors: Record<string, string> };

/**
 * Public registration with the two documents, as files ready to send (account-documents.ts), and the
 * fee's reference the form showed; answers the server's message or the spec's default. The upload
 * shows its progress and can be cancelled.
 */
export function useRegister() {
  const { i18n } = useLingui();
  const { language } = useLanguage();
  const failed = i18n._(REGISTRATION_FAILED);
  const { send, cancel, state, sending } = useUploadAction(REGISTER, { fallback: failed });

  const register = useCallback(
    async (
      values: RegisterFormValues,
      documents: Record<AccountDocument, File>,
      reservation: ReferenceReservation | null,
    ): Promise<RegisterOutcome> => {
      const outcome = await send({
        input: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phoneNumber: normaliseMoroccanPhone(values.phoneNumber),
          password: values.password,
          language: toGraphQLLanguage(language),
          paymentReference: reservation?.reference,
          paymentReferenceToken: reservation?.token,
        },
        paymentReceipt: documents.paymentReceipt,
        serviceContract: documents.serviceContract,
      });
      if (!outcome.ok) return outcome;
      return { ok: true, message: outcome.data.register.message || i18n._(REGISTRATION_SUCCESS_DEFAULT) };
    },
    [i18n, language, send],
  );

  return { register, cancel, upload: state, sending };
}
