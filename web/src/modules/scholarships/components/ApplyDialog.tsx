import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FileDropZone } from '@/modules/uploads/components/FileDropZone';
import { checkDocumentFile } from '@/modules/uploads/utils/document-file';
import { DOCUMENT_FILE_MESSAGES } from '@/modules/uploads/utils/document-file-messages';
import type { SubmitReceiptInput, SubmitReceiptOutcome } from '@/modules/scholarships/hooks/useSubmitReceipt';
import type { ApplyDialogMode } from '@/modules/scholarships/utils/apply-button-state';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Dialog } from '@/modules/ui/components/Dialog';

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
  submitReceipt: (input: SubmitReceiptInput) => Promise<SubmitReceiptOutcome>;
  submitting: boolean;
  onClose: () => void;
}

/** Upload of the payment receipt: apply, resubmit after a rejection, or replace it while pending. */
export function ApplyDialog(props: ApplyDialogProps) {
  const { scholarshipId, applicationId, applicationStatus, mode, submitReceipt, submitting, onClose } = props;
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [receipt, setReceipt] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rejected = applicationStatus === 'REJECTED';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!receipt) return;
    setFailure(null);
    const outcome = await submitReceipt({ scholarshipId, applicationId: mode === 'resubmit' ? applicationId : null, receipt });
    if (outcome.ok) {
      showToast({
        message: mode === 'resubmit' ? t`Payment receipt resubmitted successfully.` : t`Payment receipt submitted successfully.`,
      });
      onClose();
      return;
    }
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
        <form onSubmit={onSubmit} noValidate aria-label={t`Payment receipt`}>
          {applicationStatus === 'PENDING' ? (
            <Alert severity="info">
              <Trans>Your application is currently under review. You can upload a new payment receipt if needed.</Trans>
            </Alert>
          ) : null}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <FileDropZone
            label={t`Payment receipt`}
            helper={t`PDF, JPG, JPEG or PNG, 5 MB at most`}
            file={receipt}
            error={fileError}
            onSelect={(file) => {
              const error = checkDocumentFile(file);
              setFileError(error ? i18n._(DOCUMENT_FILE_MESSAGES[error]) : null);
              setReceipt(error ? null : file);
            }}
            onRemove={() => setReceipt(null)}
          />
          <StyledActions>
            <StyledButton type="button" $variant="text" onClick={onClose}>
              <Trans>Cancel</Trans>
            </StyledButton>
            <StyledButton type="submit" disabled={!receipt || submitting}>
              {submitting ? <Trans>Sending…</Trans> : <Trans>Submit</Trans>}
            </StyledButton>
          </StyledActions>
        </form>
      )}
    </Dialog>
  );
}
