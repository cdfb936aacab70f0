import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { AccountDocumentFields, type AccountDocument } from '@/modules/auth/components/AccountDocumentFields';
import { useResubmitAccountDocuments } from '@/modules/auth/hooks/useResubmitAccountDocuments';
import { FILES_REQUIRED_MESSAGE, REGISTER_ERROR_MESSAGES } from '@/modules/auth/utils/register-messages';
import type { RegisterFieldError } from '@/modules/auth/utils/register-form-rules';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { checkDocumentFile } from '@/modules/uploads/utils/document-file';

/**
 * A rejected student's new payment receipt and service contract, with the registration's upload
 * rules; once sent the account waits for approval again (the page then shows the pending steps).
 */
export function ResubmitDocumentsForm() {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const { resubmit, loading } = useResubmitAccountDocuments();
  const [files, setFiles] = useState<Record<AccountDocument, File | null>>({ paymentReceipt: null, serviceContract: null });
  const [errors, setErrors] = useState<Partial<Record<AccountDocument, RegisterFieldError>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const select = (field: AccountDocument, file: File) => {
    const fileError = checkDocumentFile(file);
    setErrors(({ [field]: _previous, ...others }) => (fileError ? { ...others, [field]: fileError } : others));
    setServerErrors(({ [field]: _previous, ...others }) => others);
    if (!fileError) setFiles((current) => ({ ...current, [field]: file }));
  };

  const messageFor = (field: AccountDocument) => {
    const error = errors[field];
    return error ? i18n._(REGISTER_ERROR_MESSAGES[error]) : (serverErrors[field] ?? null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const { paymentReceipt, serviceContract } = files;
    if (!paymentReceipt || !serviceContract) {
      if (!paymentReceipt && !serviceContract) setFailure(i18n._(FILES_REQUIRED_MESSAGE));
      setErrors({
        ...(paymentReceipt ? {} : { paymentReceipt: 'RECEIPT_REQUIRED' }),
        ...(serviceContract ? {} : { serviceContract: 'CONTRACT_REQUIRED' }),
      });
      return;
    }
    const outcome = await resubmit(paymentReceipt, serviceContract);
    if (outcome.ok) {
      showToast({ message: t`Documents sent. Your account is waiting for approval again.`, severity: 'success' });
      return;
    }
    setFailure(outcome.message);
    setServerErrors(outcome.fieldErrors);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="resubmit-documents-title">
      <h2 id="resubmit-documents-title">
        <Trans>Send new documents</Trans>
      </h2>
      <p>
        <Trans>Send a new payment receipt and service contract: your account will be reviewed again.</Trans>
      </p>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <AccountDocumentFields
        files={files}
        errorOf={messageFor}
        onSelect={select}
        onRemove={(document) => setFiles((current) => ({ ...current, [document]: null }))}
      />
      <StyledButton type="submit" $fullWidth disabled={loading}>
        {loading ? <Trans>Sending…</Trans> : <Trans>Ask for a new review</Trans>}
      </StyledButton>
    </form>
  );
}
