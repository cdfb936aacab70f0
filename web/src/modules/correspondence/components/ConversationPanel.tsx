import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MessageComposer } from '@/modules/correspondence/components/MessageComposer';
import { MessageItem } from '@/modules/correspondence/components/MessageItem';
import { useConversationMessages } from '@/modules/correspondence/hooks/useConversationMessages';
import { useMarkConversationRead } from '@/modules/correspondence/hooks/useMarkConversationRead';
import type { ConversationViewer } from '@/modules/correspondence/utils/conversation-viewer';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Spinner } from '@/modules/ui/components/Spinner';
import { useProtectedDownload } from '@/modules/uploads/hooks/useProtectedDownload';

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const StyledMessages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ConversationPanelProps {
  conversationId: string;
  /** The student reads the staff as the platform team; staff see who wrote what. */
  viewer: ConversationViewer;
  /** Beside the composer's buttons (the staff's saved replies): `insert` puts a text at its cursor. */
  composerAddon?: (insert: (text: string) => void) => ReactNode;
}

function ConversationMessages({ conversationId, viewer, composerAddon }: ConversationPanelProps) {
  const { t } = useLingui();
  const download = useProtectedDownload();
  const { messages, loading, error, notFound, hasOlder, loadingOlder, olderError, loadOlder } =
    useConversationMessages(conversationId);
  useMarkConversationRead(conversationId, viewer);

  if (loading) return <Spinner />;
  if (error) return <Alert severity="error">{error}</Alert>;
  if (notFound) return <Alert severity="error">{t`This conversation does not exist.`}</Alert>;

  return (
    <StyledPanel aria-label={t`Messages`}>
      {hasOlder ? (
        <StyledButton type="button" $variant="text" disabled={loadingOlder} onClick={() => void loadOlder()}>
          <Trans>Older messages</Trans>
        </StyledButton>
      ) : null}
      {olderError ? <Alert severity="error">{olderError}</Alert> : null}
      {download.error ? <Alert severity="error">{download.error}</Alert> : null}
      {messages.length > 0 ? (
        <StyledMessages>
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              viewer={viewer}
              onOpenAttachment={(url) => void download.open(url)}
            />
          ))}
        </StyledMessages>
      ) : (
        <StyledEmpty>
          {viewer === 'student' ? (
            <Trans>No messages yet. Write to the platform team here: they answer in this conversation.</Trans>
          ) : (
            <Trans>No messages yet.</Trans>
          )}
        </StyledEmpty>
      )}
      <MessageComposer conversationId={conversationId} addon={composerAddon} />
    </StyledPanel>
  );
}

/**
 * A conversation between a student and the staff: its messages oldest first (older pages on demand),
 * then the composer. Opening it marks the other side's messages read, once. Render it inside
 * `CorrespondenceCatalogGate`, which loads its texts.
 */
export function ConversationPanel(props: ConversationPanelProps) {
  // Another conversation starts afresh: its own pages, its own marking as read, an empty composer.
  return <ConversationMessages key={props.conversationId} {...props} />;
}
