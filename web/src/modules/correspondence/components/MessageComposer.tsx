import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { MESSAGE_MAX_LENGTH } from '@bourses/common/limits';
import { ChosenFiles } from '@/modules/correspondence/components/ChosenFiles';
import { useDraftErrorText } from '@/modules/correspondence/hooks/useDraftErrorText';
import { useSendMessage } from '@/modules/correspondence/hooks/useSendMessage';
import {
  checkMessageDraft,
  messageLength,
  NO_DRAFT_FILES,
  withChosenFile,
  type DraftFiles,
  type MessageDraftError,
} from '@/modules/correspondence/utils/message-draft';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { TextAreaField } from '@/modules/ui/components/FormControls';
import { UploadStatus } from '@/modules/uploads/components/UploadStatus';
import { PREPARING_PHOTO, usePreparedFiles } from '@/modules/uploads/hooks/usePreparedFiles';
import { useSubmitWhenFilesReady } from '@/modules/uploads/hooks/useSubmitWhenFilesReady';
import { DOCUMENT_ACCEPT } from '@/modules/uploads/utils/document-file';

const StyledComposer = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding-block-start: ${({ theme }) => theme.spacing(2)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const StyledCount = styled.span<{ $over: boolean }>`
  margin-block-start: ${({ theme }) => theme.spacing(-1.5)};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme, $over }) => ($over ? theme.colors.error : theme.colors.textMuted)};
  text-align: end;
`;

const StyledSend = styled(StyledButton)`
  margin-inline-start: auto;
`;

export interface MessageComposerProps {
  conversationId: string;
  /** Beside the buttons (the staff's saved replies): `insert` puts a text at the cursor. */
  addon?: (insert: (text: string) => void) => ReactNode;
}

/**
 * Writes a message of 5,000 characters at most with up to 3 files (pdf, jpg, jpeg, png, 5 MB), and
 * sends it. A photo is made small before it is attached, as on every upload (usePreparedFiles).
 */
export function MessageComposer({ conversationId, addon }: MessageComposerProps) {
  const { t, i18n } = useLingui();
  const errorText = useDraftErrorText();
  const { send, cancel, state, sending } = useSendMessage();
  const [body, setBody] = useState('');
  const [draftFiles, setDraftFiles] = useState<DraftFiles>(NO_DRAFT_FILES);
  // Why the message cannot be sent as written; why a file was not added is in draftFiles.
  const [refusal, setRefusal] = useState<MessageDraftError | null>(null);
  const filesReady = useSubmitWhenFilesReady();
  const prepared = usePreparedFiles(
    (file) => setDraftFiles((current) => withChosenFile(current, file)),
    filesReady.countPreparing,
  );
  const { files } = draftFiles;
  const [failure, setFailure] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  const insert = useCallback((text: string) => {
    const field = textarea.current;
    setBody((current) => {
      const start = field?.selectionStart ?? current.length;
      const end = field?.selectionEnd ?? current.length;
      return `${current.slice(0, start)}${text}${current.slice(end)}`;
    });
    field?.focus();
  }, []);

  const choose = (chosen: File[]) => {
    setRefusal(null);
    setDraftFiles((current) => ({ ...current, refusal: null }));
    prepared.choose(chosen);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (filesReady.deferSubmit()) return;
    setFailure(null);
    const refused = checkMessageDraft(body, files);
    setRefusal(refused);
    setDraftFiles((current) => ({ ...current, refusal: null }));
    if (refused) return;
    const outcome = await send({
      conversationId,
      body: body.trim(),
      attachments: files.length > 0 ? [...files] : null,
    });
    if (outcome.ok) {
      setBody('');
      setDraftFiles(NO_DRAFT_FILES);
    } else if (!outcome.cancelled) {
      setFailure(outcome.message);
    }
  };

  const length = messageLength(body);
  const tooLong = length > MESSAGE_MAX_LENGTH;
  const count = i18n.number(length);
  const max = i18n.number(MESSAGE_MAX_LENGTH);
  const shownRefusal = refusal ?? draftFiles.refusal;
  const busy = sending || filesReady.waiting;

  return (
    <StyledComposer ref={filesReady.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextAreaField
        ref={textarea}
        label={t`Your message`}
        dir="auto"
        rows={4}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={tooLong ? errorText('TOO_LONG') : null}
      />
      <StyledCount $over={tooLong}>
        <Trans comment="How many characters the message holds, of the 5,000 it may">
          {count} / {max} characters
        </Trans>
      </StyledCount>
      <ChosenFiles
        files={files}
        onRemove={(index) =>
          setDraftFiles((current) => ({ ...current, files: current.files.filter((_, at) => at !== index) }))
        }
      />
      {shownRefusal && shownRefusal !== 'TOO_LONG' ? (
        <Alert severity="error">{errorText(shownRefusal)}</Alert>
      ) : null}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <UploadStatus state={state} onCancel={cancel} />
      <StyledActions>
        <StyledButton
          type="button"
          $variant="secondary"
          onClick={() => picker.current?.click()}
          disabled={busy}
          aria-busy={prepared.preparing}
        >
          {prepared.preparing ? i18n._(PREPARING_PHOTO) : <Trans>Attach files</Trans>}
        </StyledButton>
        {addon?.(insert)}
        <StyledSend type="submit" disabled={busy}>
          <Trans>Send</Trans>
        </StyledSend>
      </StyledActions>
      <input
        ref={picker}
        type="file"
        accept={DOCUMENT_ACCEPT}
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          choose([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </StyledComposer>
  );
}
