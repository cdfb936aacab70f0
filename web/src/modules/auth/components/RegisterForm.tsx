import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import type { PhoneError } from '@bourses/common/phone';
import { AccountDocumentFields } from '@/modules/auth/components/AccountDocumentFields';
import { EmailField } from '@/modules/auth/components/CredentialFields';
import { PhoneField } from '@/modules/auth/components/PhoneField';
import { RegistrationSentPanel } from '@/modules/auth/components/RegistrationSentPanel';
import { useRegister } from '@/modules/auth/hooks/useRegister';
import { useHowToPay } from '@/modules/payments/hooks/useHowToPay';
import { useRegistrationReference } from '@/modules/payments/hooks/useRegistrationReference';
import { accountDocumentsToSend, type AccountDocument } from '@/modules/auth/utils/account-documents';
import { UploadStatus } from '@/modules/uploads/components/UploadStatus';
import { useUploadLimit } from '@/modules/uploads/hooks/useUploadLimit';
import {
  PreparingFilesProvider,
  useSubmitWhenFilesReady,
} from '@/modules/uploads/hooks/useSubmitWhenFilesReady';
import { checkDocumentFile } from '@/modules/uploads/utils/document-file';
import { withUploadLimit } from '@/modules/uploads/utils/document-file-messages';
import { withoutPage, withPage } from '@/modules/uploads/utils/document-pages';
import {
  EMPTY_REGISTER_FORM,
  filesMissing,
  validateRegisterForm,
  type RegisterErrors,
  type RegisterField,
  type RegisterFormValues,
} from '@/modules/auth/utils/register-form-rules';
import {
  FILES_REQUIRED_MESSAGE,
  PASSWORD_HINT,
  REGISTER_ERROR_MESSAGES,
} from '@/modules/auth/utils/register-messages';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { TextField } from '@/modules/ui/components/TextField';

const StyledPrivacyNotice = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The fields typed as text. */
type TypedField = 'firstName' | 'lastName' | 'email' | 'confirmEmail' | 'password' | 'confirmPassword';

const PHONE_ERRORS: readonly string[] = ['PHONE_REQUIRED', 'PHONE_NINE_DIGITS', 'PHONE_FIRST_DIGIT'];
const isPhoneError = (error: string | undefined): error is PhoneError =>
  error !== undefined && PHONE_ERRORS.includes(error);

/** Registration; once it succeeds, what to do next stays in the dialog until the student closes it. */
export function RegisterForm() {
  const { t, i18n } = useLingui();
  const uploadLimit = useUploadLimit();
  const { register, cancel, upload, sending } = useRegister();
  // With a fee to pay, the reference to write in the transfer, kept on this browser until sent.
  const feeOwed = (useHowToPay()?.registrationFee.amount ?? 0) > 0;
  const { reservation, forget: forgetReference } = useRegistrationReference(feeOwed);
  const [preparing, setPreparing] = useState(false);
  const filesReady = useSubmitWhenFilesReady();
  const [values, setValues] = useState<RegisterFormValues>(EMPTY_REGISTER_FORM);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [serverFieldErrors, setServerFieldErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const update = <K extends RegisterField>(
    field: K,
    value: RegisterFormValues[K] | ((current: RegisterFormValues[K]) => RegisterFormValues[K]),
  ) => {
    // From the latest values: a document's pages arrive one after the other as each photo is prepared.
    setValues((current) => ({
      ...current,
      [field]: typeof value === 'function' ? value(current[field]) : value,
    }));
    setServerFieldErrors(({ [field]: _edited, ...others }) => others);
  };

  // After a first submit the messages follow the typing.
  useEffect(() => {
    if (submitted) setErrors(validateRegisterForm(values));
  }, [submitted, values]);

  const addPage = (field: AccountDocument, page: File) => {
    const fileError = checkDocumentFile(page);
    if (fileError) {
      setErrors((current) => ({ ...current, [field]: fileError }));
      return;
    }
    setErrors(({ [field]: _previous, ...others }) => others);
    update(field, (pages) => withPage(pages, page));
  };

  const messageFor = (field: RegisterField): string | null => {
    const error = errors[field];
    if (error) return i18n._(withUploadLimit(REGISTER_ERROR_MESSAGES[error], uploadLimit));
    return serverFieldErrors[field] ?? null;
  };

  /** A text field's value, change handler and message. */
  const bind = (field: TypedField) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
    error: messageFor(field),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (filesReady.deferSubmit()) return;
    setSubmitted(true);
    setFailure(null);
    const found = validateRegisterForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPreparing(true);
    const documents = await accountDocumentsToSend(values);
    setPreparing(false);
    if (!documents.ok) {
      setErrors(documents.errors);
      return;
    }
    const outcome = await register(values, documents.files, reservation);
    if (outcome.ok) {
      forgetReference();
      setSuccess(outcome.message);
    } else if (!outcome.cancelled) {
      setFailure(outcome.message);
      setServerFieldErrors(outcome.fieldErrors);
    }
  };

  if (success) return <RegistrationSentPanel message={success} email={values.email.trim()} />;

  const phoneSubmitError = isPhoneError(errors.phoneNumber) ? errors.phoneNumber : null;

  const busy = preparing || sending || filesReady.waiting;

  return (
    <PreparingFilesProvider value={filesReady.countPreparing}>
      <form ref={filesReady.form} noValidate onSubmit={onSubmit} aria-label={t`Register`}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <TextField
          label={t`First name`}
          autoComplete="given-name"
          dir="auto"
          required
          {...bind('firstName')}
        />
        <TextField
          label={t`Last name`}
          autoComplete="family-name"
          dir="auto"
          required
          {...bind('lastName')}
        />
        <EmailField {...bind('email')} />
        <TextField label={t`Confirm email`} type="email" autoComplete="email" {...bind('confirmEmail')} />
        <PhoneField
          value={values.phoneNumber}
          onChange={(phone) => update('phoneNumber', phone)}
          submitError={phoneSubmitError}
        />
        {serverFieldErrors.phoneNumber && !phoneSubmitError ? (
          <Alert severity="error">{serverFieldErrors.phoneNumber}</Alert>
        ) : null}
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          required
          {...bind('password')}
          helper={i18n._(PASSWORD_HINT)}
        />
        <TextField
          label={t`Confirm password`}
          type="password"
          autoComplete="new-password"
          required
          {...bind('confirmPassword')}
        />
        {submitted && filesMissing(values) ? (
          <Alert severity="error">{i18n._(FILES_REQUIRED_MESSAGE)}</Alert>
        ) : null}
        <AccountDocumentFields
          pages={values}
          errorOf={messageFor}
          onAdd={addPage}
          onRemove={(document, index) => update(document, (pages) => withoutPage(pages, index))}
          paymentReference={reservation?.reference}
        />
        <StyledPrivacyNotice>
          {/* A new tab: leaving the dialog would lose what was typed and chosen. */}
          <Trans>
            We keep your data and documents to review your registration and your applications, as our{' '}
            <a href="/privacy-policy" target="_blank" rel="noopener">
              privacy policy
            </a>{' '}
            explains.
          </Trans>
        </StyledPrivacyNotice>
        <UploadStatus state={upload} onCancel={cancel} />
        <StyledButton type="submit" $fullWidth disabled={busy}>
          {busy ? <Trans>Registering…</Trans> : <Trans>Register</Trans>}
        </StyledButton>
      </form>
    </PreparingFilesProvider>
  );
}
