import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MyConversationsQuery } from '@/modules/correspondence/__generated__/graphql';
import { messageTime } from '@/modules/correspondence/utils/message-time';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { unreadMessagesLabel } from '@/modules/layout/utils/unread-messages-label';
import { StyledChip } from '@/modules/ui/components/Chip';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled(Link)<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => theme.spacing(1, 1.5)};
  border: 1px solid ${({ theme, $selected }) => ($selected ? 'var(--accent)' : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const StyledLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Conversation = MyConversationsQuery['myConversations'][number];

export interface ConversationListProps {
  conversations: readonly Conversation[];
  selectedId: string | null;
}

/** The student's conversations, each with its subject, its last message's time and what is unread. */
export function ConversationList({ conversations, selectedId }: ConversationListProps) {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  return (
    <nav aria-label={t`Conversations`}>
      <StyledList>
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <StyledItem
              to={`/messages?conversation=${conversation.id}`}
              $selected={conversation.id === selectedId}
              aria-current={conversation.id === selectedId ? 'page' : undefined}
            >
              <strong dir="auto">{conversation.subject}</strong>
              <StyledLine>
                <span>{conversation.lastMessageAt ? messageTime(language, conversation.lastMessageAt) : t`No messages yet.`}</span>
                {conversation.unreadCount > 0 ? (
                  <StyledChip $severity="error">
                    {unreadMessagesLabel(i18n, conversation.unreadCount)}
                  </StyledChip>
                ) : null}
              </StyledLine>
            </StyledItem>
          </li>
        ))}
      </StyledList>
    </nav>
  );
}
