import { useLingui } from '@lingui/react/macro';
import { MessageSquare } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useUnreadMessages } from '@/modules/layout/hooks/useUnreadMessages';
import { unreadMessagesLabel } from '@/modules/layout/utils/unread-messages-label';

const StyledLink = styled(NavLink)`
  position: relative;
  display: inline-flex;
  padding: ${({ theme }) => theme.spacing(1)};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.text};
  &.active {
    color: var(--accent);
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const StyledBadge = styled.span`
  position: absolute;
  inset-block-start: 0;
  inset-inline-end: 0;
  min-inline-size: 20px;
  padding-inline: ${({ theme }) => theme.spacing(0.5)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

/** The student's way to their conversations, with how many messages from the staff wait to be read. */
export function MessagesLink() {
  const { i18n } = useLingui();
  const count = useUnreadMessages();
  return (
    <StyledLink to="/messages">
      <MessageSquare aria-hidden size={24} />
      {count > 0 ? <StyledBadge aria-hidden>{count > 99 ? '99+' : count}</StyledBadge> : null}
      <span className="visually-hidden">{unreadMessagesLabel(i18n, count)}</span>
    </StyledLink>
  );
}
