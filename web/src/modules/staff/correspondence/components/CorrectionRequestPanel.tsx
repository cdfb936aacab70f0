import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { getFragmentData, type FragmentType } from '@/modules/staff/__generated__';
import { StyledCaseworkCard } from '@/modules/staff/casework/components/CaseworkCard';
import { CorrectionItemName } from '@/modules/staff/correspondence/components/CorrectionItemName';
import { CORRECTION_REQUEST_FIELDS } from '@/modules/staff/correspondence/graphql/CorrectionRequestFields';
import { useCorrectionRequest } from '@/modules/staff/correspondence/hooks/useCorrectionRequest';
import { CORRECTION_STATUS_DISPLAY } from '@/modules/staff/correspondence/utils/correction-labels';
import { ConfirmDialog } from '@/modules/staff/shared/components/ConfirmDialog';
import { useToast } from '@/modules/toast/hooks/useToast';
import { useProtectedDownload } from '@/modules/uploads/hooks/useProtectedDownload';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { StyledChip } from '@/modules/ui/components/Chip';
import { StyledToolbar } from '@/modules/ui/components/Toolbar';

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-block-end: ${({ theme }) => theme.spacing(1)};
  h2 {
    margin: 0;
  }
`;

// The text as written: its own lines kept, long words wrapped.
const StyledMessage = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledItems = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.spacing(2.5)};
  display: grid;
  gap: ${({ theme }) => theme.spacing(0.75)};
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CorrectionRequestPanelProps {
  request: FragmentType<typeof CORRECTION_REQUEST_FIELDS>;
}

/**
 * The open correction request (else the latest one): what was asked and by when, overdue or not, and
 * each file the student sent, opened with the session's token; staff may withdraw an open request.
 */
export function CorrectionRequestPanel(props: CorrectionRequestPanelProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const { showToast } = useToast();
  const request = getFragmentData(CORRECTION_REQUEST_FIELDS, props.request);
  const { withdraw } = useCorrectionRequest();
  const download = useProtectedDownload();
  const [confirming, setConfirming] = useState(false);
  const status = CORRECTION_STATUS_DISPLAY[request.status];
  const dueDate = formatDate(i18n, request.dueDate, 'long');
  const requestedOn = formatDate(i18n, request.requestedAt, 'short');
  const requester = request.requestedBy?.fullName ?? t`Deleted account`;

  return (
    <StyledCaseworkCard aria-labelledby={titleId}>
      <StyledHeading>
        <h2 id={titleId}>
          <Trans>Correction request</Trans>
        </h2>
        <StyledChip $severity={status.severity}>{i18n._(status.label)}</StyledChip>
        {request.overdue ? (
          <StyledChip $severity="error">
            {t({ message: 'Overdue', context: 'correction request' })}
          </StyledChip>
        ) : null}
      </StyledHeading>
      <p>
        <Trans comment="When and by whom a correction request was made, and its due date">
          Asked on {requestedOn} by <bdi>{requester}</bdi>, due {dueDate}.
        </Trans>
      </p>
      <StyledMessage dir="auto">{request.message}</StyledMessage>
      <StyledItems aria-label={t`Requested documents`}>
        {request.items.map((item) => {
          const fileUrl = item.fileUrl;
          return (
            <li key={item.id}>
              <CorrectionItemName kind={item.kind} label={item.label} />
              {' — '}
              {fileUrl ? (
                <StyledButton
                  type="button"
                  $variant="text"
                  disabled={download.busy}
                  onClick={() => void download.open(fileUrl)}
                >
                  <Trans>
                    Open <bdi>{item.fileName ?? ''}</bdi>
                  </Trans>
                </StyledButton>
              ) : (
                <StyledMuted>{t`Not sent yet`}</StyledMuted>
              )}
            </li>
          );
        })}
      </StyledItems>
      {download.error ? <Alert severity="error">{download.error}</Alert> : null}
      {request.status === 'OPEN' ? (
        <StyledToolbar>
          <StyledButton type="button" $variant="secondary" onClick={() => setConfirming(true)}>
            <Trans>Withdraw the request</Trans>
          </StyledButton>
        </StyledToolbar>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t`Withdraw the correction request?`}
          confirmLabel={t`Withdraw the request`}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            const failure = await withdraw(request.id);
            if (!failure) showToast({ message: t`The correction request was withdrawn.` });
            return failure;
          }}
        >
          <p>
            <Trans>
              The file waits for a decision again, and the student can no longer send the requested documents.
            </Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </StyledCaseworkCard>
  );
}
