import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { AccountDocumentFields } from '@/modules/auth/components/AccountDocumentFields';
import { useResubmitAccountDocuments } from '@/modules/auth/hooks/useResubmitAccountDocuments';
import {
  accountDocumentsToSend,
  NO_ACCOUNT_DOCUMENTS,
  type AccountDocument,
} from '@/modules/auth/utils/account-documents';
import { FILES_REQUIRED_MESSAGE, REGISTER_ERROR_MESSAGES } from '@/modules/auth/utils/register-messages';
import type { RegisterFieldError } from '@/modules/auth/utils/register-form-rules';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { UploadStatus } from '@/modules/uploads/components/UploadStatus';
import { useUploadLimit } from '@/modules/uploads/hooks/useUploadLimit';
import {
  PreparingFilesProvider,
  useSubmitWhenFilesReady,
} from '@/modules/uploads/hooks/useSubmitWhenFilesReady';
import { checkDocumentFile } from '@/modules/uploads/utils/document-file';
import { withUploadLimit } from '@/modules/uploads/utils/document-file-messages';
import { withoutPage, withPage, type DocumentPages } from '@/modules/uploads/utils/document-pages';

/**
 * A rejected student's new payment receipt and service contract, with the registration's upload
 * rules; once sent the account waits for approval again (the page then shows the pending steps).
 */
export function ResubmitDocumentsForm() {
  const { t, i18n } = useLingui();
  const uploadLimit = useUploadLimit();
  const { showToast } = useToast();
  const { resubmit, cancel, upload, sending } = useResubmitAccountDocuments();
  const [pages, setPages] = useState<Record<AccountDocument, DocumentPages>>(NO_ACCOUNT_DOCUMENTS);
  const [preparing, setPreparing] = useState(false);
  const filesReady = useSubmitWhenFilesReady();
  const [errors, setErrors] = useState<Partial<Record<AccountDocument, RegisterFieldError>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const addPage = (field: AccountDocument, page: File) => {
    const fileError = checkDocumentFile(page);
    setErrors(({ [field]: _previous, ...others }) =>
      fileError ? { ...others, [field]: fileError } : others,
    );
    setServerErrors(({ [field]: _previous, ...others }) => others);
    if (!fileError) setPages((current) => ({ ...current, [field]: withPage(current[field], page) }));
  };

  const messageFor = (field: AccountDocument) => {
    const error = errors[field];
    if (error) return i18n._(withUploadLimit(REGISTER_ERROR_MESSAGES[error], uploadLimit));
    return serverErrors[field] ?? null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (filesReady.deferSubmit()) return;
    setFailure(null);
    const { paymentReceipt, serviceContract } = pages;
    if (paymentReceipt.length === 0 || serviceContract.length === 0) {
      if (paymentReceipt.length === 0 && serviceContract.length === 0)
        setFailure(i18n._(FILES_REQUIRED_MESSAGE));
      setErrors({
        ...(paymentReceipt.length > 0 ? {} : { paymentReceipt: 'RECEIPT_REQUIRED' }),
        ...(serviceContract.length > 0 ? {} : { serviceContract: 'CONTRACT_REQUIRED' }),
      });
      return;
    }
    setPreparing(true);
    const documents = await accountDocumentsToSend(pages);
    setPreparing(false);
    if (!documents.ok) {
      setErrors(documents.errors);
      return;
    }
    const outcome = await resubmit(documents.files);
    if (outcome.ok) {
      showToast({
        message: t`Documents sent. Your account is waiting for approval again.`,
        severity: 'success',
      });
      return;
    }
    if (outcome.cancelled) return;
    setFailure(outcome.message);
    setServerErrors(outcome.fieldErrors);
  };

  const busy = preparing || sending || filesReady.waiting;

  return (
    <PreparingFilesProvider value={filesReady.countPreparing}>
      <form ref={filesReady.form} noValidate onSubmit={onSubmit} aria-labelledby="resubmit-documents-title">
        <h2 id="resubmit-documents-title">
          <Trans>Send new documents</Trans>
        </h2>
        <p>
          <Trans>Send a new payment receipt and service contract: your account will be reviewed again.</Trans>
        </p>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <AccountDocumentFields
          pages={pages}
          errorOf={messageFor}
          onAdd={addPage}
          onRemove={(document, index) =>
            setPages((current) => ({ ...current, [document]: withoutPage(current[document], index) }))
          }
        />
        <UploadStatus state={upload} onCancel={cancel} />
        <StyledButton type="submit" $fullWidth disabled={busy}>
          {busy ? <Trans>Sending…</Trans> : <Trans>Ask for a new review</Trans>}
        </StyledButton>
      </form>
    </PreparingFilesProvider>
  );
}
