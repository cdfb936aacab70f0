import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSubmitReceipt } from '@/modules/scholarships/hooks/useSubmitReceipt';
import type { ApplyDialogMode } from '@/modules/scholarships/utils/apply-button-state';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Dialog } from '@/modules/ui/components/Dialog';
import { FileDropZone } from '@/modules/uploads/components/FileDropZone';
import { UploadStatus } from '@/modules/uploads/components/UploadStatus';
import { useUploadLimit } from '@/modules/uploads/hooks/useUploadLimit';
import {
  PreparingFilesProvider,
  useSubmitWhenFilesReady,
} from '@/modules/uploads/hooks/useSubmitWhenFilesReady';
import { checkDocumentFile } from '@/modules/uploads/utils/document-file';
import { DOCUMENT_FILE_MESSAGES, withUploadLimit } from '@/modules/uploads/utils/document-file-messages';
import {
  documentToSend,
  withoutPage,
  withPage,
  type DocumentPages,
} from '@/modules/uploads/utils/document-pages';

// Only a scholarship with a fee needs it: loaded with the dialog that shows it, not with the page.
const ApplicationFeePayment = lazy(async () => ({
  default: (await import('@/modules/payments/components/ApplicationFeePayment')).ApplicationFeePayment,
}));

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export interface ApplyDialogProps {
  scholarshipId: string;
  applicationId: string | null;
  applicationStatus: string | null;
  mode: ApplyDialogMode;
  /** The scholarship has an application fee: its payment's reference and how to pay come first. */
  hasApplicationFee?: boolean;
  onClose: () => void;
}

/**
 * Upload of the payment receipt: apply, resubmit after a rejection, or replace it while pending; with
 * a fee, below the fee's amount, reference and how to pay (docs/payments.md). The
 * upload lives as long as the dialog: closing it (Cancel) stops the upload; the upload's own cancel
 * stops it and keeps the dialog, the receipt still chosen.
 */
export function ApplyDialog(props: ApplyDialogProps) {
  const { scholarshipId, applicationId, applicationStatus, mode, hasApplicationFee = false, onClose } = props;
  const { t, i18n } = useLingui();
  const max = useUploadLimit();
  const { showToast } = useToast();
  const { submitReceipt, cancel, upload, sending } = useSubmitReceipt({
    scholarshipId,
    applicationId: mode === 'resubmit' ? applicationId : null,
  });
  const [pages, setPages] = useState<DocumentPages>([]);
  const [preparing, setPreparing] = useState(false);
  const filesReady = useSubmitWhenFilesReady();
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rejected = applicationStatus === 'REJECTED';
  const busy = preparing || sending || filesReady.waiting;
  // A free scholarship is applied to without a receipt (docs/payments.md); one may still be sent.
  const receiptOptional =
    !hasApplicationFee &&
    mode === 'create' &&
    (applicationStatus === null || applicationStatus === 'WITHDRAWN');

  const chosenReceipt = async (): Promise<File | undefined | null> => {
    if (pages.length === 0) return undefined;
    setPreparing(true);
    const receipt = await documentToSend(pages);
    setPreparing(false);
    if (!('error' in receipt)) return receipt.file;
    setFileError(i18n._(withUploadLimit(DOCUMENT_FILE_MESSAGES[receipt.error], max)));
    return null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (filesReady.deferSubmit()) return;
    if (pages.length === 0 && !receiptOptional) return;
    setFailure(null);
    const receipt = await chosenReceipt();
    if (receipt === null) return;
    const outcome = await submitReceipt(receipt);
    if (outcome.ok) {
      showToast({
        message:
          mode === 'resubmit'
            ? t`Payment receipt resubmitted successfully.`
            : receipt
              ? t`Payment receipt submitted successfully.`
              : t`Application submitted successfully.`,
      });
      onClose();
      return;
    }
    if (outcome.cancelled) return;
    setFailure(outcome.message);
    showToast({ message: t`Error submitting payment receipt.`, severity: 'error' });
  };

  return (
    <Dialog title={rejected ? t`Resubmit Payment Receipt` : t`Apply for Scholarship`} onClose={onClose}>
      {mode === 'approved' ? (
        <Alert severity="success">
          <Trans>Your application is approved.</Trans>
        </Alert>
      ) : (
        <PreparingFilesProvider value={filesReady.countPreparing}>
          <form ref={filesReady.form} onSubmit={onSubmit} noValidate aria-label={t`Payment receipt`}>
            {applicationStatus === 'PENDING' ? (
              <Alert severity="info">
                <Trans>
                  Your application is currently under review. You can upload a new payment receipt if needed.
                </Trans>
              </Alert>
            ) : null}
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            {hasApplicationFee ? (
              <Suspense fallback={null}>
                <ApplicationFeePayment scholarshipId={scholarshipId} />
              </Suspense>
            ) : null}
            <FileDropZone
              label={t`Payment receipt`}
              optional={receiptOptional}
              helper={
                receiptOptional
                  ? t`Optional: this scholarship is free. PDF, JPG, JPEG or PNG, ${max} at most`
                  : t`PDF, JPG, JPEG or PNG, ${max} at most`
              }
              pages={pages}
              error={fileError}
              onAdd={(page) => {
                const error = checkDocumentFile(page);
                setFileError(error ? i18n._(withUploadLimit(DOCUMENT_FILE_MESSAGES[error], max)) : null);
                if (!error) setPages((current) => withPage(current, page));
              }}
              onRemove={(index) => setPages((current) => withoutPage(current, index))}
            />
            <UploadStatus state={upload} onCancel={cancel} />
            <StyledActions>
              <StyledButton type="button" $variant="text" onClick={onClose}>
                <Trans>Cancel</Trans>
              </StyledButton>
              <StyledButton
                type="submit"
                disabled={(pages.length === 0 && !filesReady.preparing && !receiptOptional) || busy}
              >
                {busy ? <Trans>Sending…</Trans> : <Trans>Submit</Trans>}
              </StyledButton>
            </StyledActions>
          </form>
        </PreparingFilesProvider>
      )}
    </Dialog>
  );
}
