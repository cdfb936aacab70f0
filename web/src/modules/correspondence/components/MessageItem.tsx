import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { StyledChip } from '@/modules/ui/components/Chip';
import { formatFileSize } from '@bourses/common/file-size';
import type { MessageFieldsFragment } from '@/modules/correspondence/__generated__/graphql';
import { viewerSide, type ConversationViewer } from '@/modules/correspondence/utils/conversation-viewer';
import { messageTime } from '@/modules/correspondence/utils/message-time';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';

const StyledMessage = styled.li<{ $own: boolean }>`
  align-self: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  max-inline-size: min(100%, 640px);
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme, $own }) => ($own ? theme.colors.successSurface : theme.colors.surface)};
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5, 1)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledAuthor = styled.strong`
  color: ${({ theme }) => theme.colors.text};
`;

/** Written by the user: kept as typed, line breaks and spaces included, and never read as markup. */
const StyledBody = styled.p`
  margin: ${({ theme }) => theme.spacing(1, 0)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledAttachments = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledDownload = styled.button`
  border: 0;
  padding: 0;
  background: transparent;
  color: var(--accent);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  overflow-wrap: anywhere;
`;

const StyledTick = styled.span`
  margin-inline-start: auto;
`;

export interface MessageItemProps {
  message: MessageFieldsFragment;
  viewer: ConversationViewer;
  /** Opens an attachment with the viewer's token (useProtectedDownload). */
  onOpenAttachment: (url: string) => void;
}

/** Who wrote what the student reads: the staff sign as the platform team; staff see names. */
function useAuthorName() {
  const { t } = useLingui();
  return (message: MessageFieldsFragment, viewer: ConversationViewer) => {
    const { side, fullName } = message.author;
    if (viewer === 'student') return side === 'STUDENT' ? t`You` : t`The platform team`;
    return fullName ?? t({ message: 'Deleted account', context: 'the author of a message' });
  };
}

/** One message: its author, when it was sent, its text as written, its files, and whether the other side read it. */
export function MessageItem({ message, viewer, onOpenAttachment }: MessageItemProps) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const authorName = useAuthorName();
  const own = message.author.side === viewerSide(viewer);
  const sentAt = messageTime(language, message.sentAt);
  const readAt = message.readAt ? messageTime(language, message.readAt) : null;

  return (
    <StyledMessage $own={own} data-testid="message">
      <StyledMeta>
        <StyledAuthor dir="auto">{authorName(message, viewer)}</StyledAuthor>
        {viewer === 'staff' ? <span>{message.author.side === 'STUDENT' ? t`student` : t`staff`}</span> : null}
        <time dateTime={message.sentAt}>{sentAt}</time>
        {/* What the other side wrote since the reader last opened the conversation: opening marks it
            read on the server, and the page keeps the mark while it is open. */}
        {!own && !message.readAt ? (
          <StyledChip $severity="info">
            {t({ message: 'New', context: 'a message the reader had not opened yet' })}
          </StyledChip>
        ) : null}
      </StyledMeta>
      {message.body ? <StyledBody dir="auto">{message.body}</StyledBody> : null}
      {message.attachments.length > 0 ? (
        <StyledAttachments aria-label={t`Attached files`}>
          {message.attachments.map((attachment) => (
            <li key={attachment.id}>
              <StyledDownload type="button" onClick={() => onOpenAttachment(attachment.url)}>
                <bdi>{attachment.fileName}</bdi> ({formatFileSize(attachment.sizeBytes, language)})
              </StyledDownload>
            </li>
          ))}
        </StyledAttachments>
      ) : null}
      {own ? (
        <StyledMeta>
          <StyledTick title={readAt ?? undefined}>
            {readAt
              ? t({ message: 'Read', context: 'a message the other side opened' })
              : t({ message: 'Sent', context: 'a message not opened yet' })}
          </StyledTick>
        </StyledMeta>
      ) : null}
    </StyledMessage>
  );
}
