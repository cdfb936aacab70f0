import type { DocumentNode } from '@apollo/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { StudentCorrectionRequestFieldsFragment } from '@/modules/correspondence/__generated__/graphql';
import { useSubmitCorrection } from '@/modules/correspondence/hooks/useSubmitCorrection';
import { missingItems } from '@/modules/correspondence/utils/correction-files';
import { correctionItemLabel } from '@/modules/correspondence/utils/correction-item-label';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { StyledSurface } from '@/modules/ui/components/Surface';
import { FileDropZone } from '@/modules/uploads/components/FileDropZone';
import { UploadStatus } from '@/modules/uploads/components/UploadStatus';
import { useUploadLimit } from '@/modules/uploads/hooks/useUploadLimit';
import {
  PreparingFilesProvider,
  useSubmitWhenFilesReady,
} from '@/modules/uploads/hooks/useSubmitWhenFilesReady';
import { DOCUMENT_FILE_MESSAGES, withUploadLimit } from '@/modules/uploads/utils/document-file-messages';
import {
  documentToSend,
  withoutPage,
  withPage,
  type DocumentPages,
} from '@/modules/uploads/utils/document-pages';

const StyledRequest = styled(StyledSurface).attrs({ as: 'section' })`
  padding: ${({ theme }) => theme.spacing(3)};
  margin-block: ${({ theme }) => theme.spacing(2)};
`;

/** Staff's words, as written. */
const StyledMessage = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

type Pages = Record<string, DocumentPages>;

export interface CorrectionRequestFormProps {
  request: StudentCorrectionRequestFieldsFragment;
  /** The page's documents to ask again once sent (its status and history). */
  refetch: readonly DocumentNode[];
}

/**
 * An open correction request as the student answers it: what the platform team asks, why and by when,
 * one file per item, and one button that sends them all (refused while an item has none).
 */
export function CorrectionRequestForm({ request, refetch }: CorrectionRequestFormProps) {
  const { t, i18n } = useLingui();
  const uploadLimit = useUploadLimit();
  const { send, cancel, state, sending } = useSubmitCorrection(refetch);
  const [pages, setPages] = useState<Pages>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const filesReady = useSubmitWhenFilesReady();
  const dueDate = formatDate(i18n, request.dueDate, 'long');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (filesReady.deferSubmit()) return;
    setFailure(null);
    const left = missingItems(
      request.items.map((item) => item.id),
      pages,
    );
    setMissing(left);
    if (left.length > 0) return;
    const files = [];
    for (const item of request.items) {
      const prepared = await documentToSend(pages[item.id] ?? []);
      if ('error' in prepared) {
        setFailure(
          `${correctionItemLabel(i18n, item)}: ${i18n._(withUploadLimit(DOCUMENT_FILE_MESSAGES[prepared.error], uploadLimit))}`,
        );
        return;
      }
      files.push({ itemId: item.id, file: prepared.file });
    }
    const outcome = await send({ requestId: request.id, files });
    if (!outcome.ok && !outcome.cancelled) setFailure(outcome.message);
  };

  return (
    <StyledRequest aria-labelledby="correction-title">
      <h2 id="correction-title">
        <Trans>The platform team asks for corrections</Trans>
      </h2>
      <StyledMessage dir="auto">{request.message}</StyledMessage>
      {request.overdue ? (
        <Alert severity="warning">
          <Trans>This was due on {dueDate}. Send the corrections as soon as you can.</Trans>
        </Alert>
      ) : (
        <p>
          <Trans>Send them by {dueDate}.</Trans>
        </p>
      )}
      <PreparingFilesProvider value={filesReady.countPreparing}>
        <form ref={filesReady.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          {request.items.map((item) => (
            <FileDropZone
              key={item.id}
              label={correctionItemLabel(i18n, item)}
              pages={pages[item.id] ?? []}
              error={missing.includes(item.id) ? t`Add a file for this document.` : null}
              onAdd={(page) =>
                setPages((current) => ({ ...current, [item.id]: withPage(current[item.id] ?? [], page) }))
              }
              onRemove={(index) =>
                setPages((current) => ({ ...current, [item.id]: withoutPage(current[item.id] ?? [], index) }))
              }
            />
          ))}
          {missing.length > 0 ? (
            <Alert severity="error">{t`Add a file for every document asked: nothing was sent.`}</Alert>
          ) : null}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <UploadStatus state={state} onCancel={cancel} />
          <StyledButton type="submit" disabled={sending || filesReady.waiting}>
            <Trans>Send the corrections</Trans>
          </StyledButton>
        </form>
      </PreparingFilesProvider>
    </StyledRequest>
  );
}
