import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ConversationList } from '@/modules/correspondence/components/ConversationList';
import { ConversationPanel } from '@/modules/correspondence/components/ConversationPanel';
import { CorrespondenceCatalogGate } from '@/modules/correspondence/components/CorrespondenceCatalogGate';
import { useMyConversations } from '@/modules/correspondence/hooks/useMyConversations';
import { below } from '@/modules/theme/theme';
import { Alert } from '@/modules/ui/components/Alert';
import { Spinner } from '@/modules/ui/components/Spinner';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 1fr) 3fr;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: start;
  ${below('medium')} {
    grid-template-columns: 1fr;
  }
`;

/** The conversations, and the chosen one (`?conversation=`, else the first: the account's). */
function MessagesScreen() {
  const [search] = useSearchParams();
  const { conversations, loading, error } = useMyConversations();
  const asked = search.get('conversation');
  const selected = conversations.find((conversation) => conversation.id === asked) ?? conversations[0] ?? null;

  return (
    <section aria-labelledby="messages-title">
      <h1 id="messages-title">
        <Trans>Messages</Trans>
      </h1>
      {loading ? <Spinner /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {selected ? (
        <StyledLayout>
          <ConversationList conversations={conversations} selectedId={selected.id} />
          <div>
            <h2 dir="auto">{selected.subject}</h2>
            <ConversationPanel conversationId={selected.id} viewer="student" />
          </div>
        </StyledLayout>
      ) : null}
    </section>
  );
}

/** /messages: the student's conversations with the platform team, approved or waiting for approval. */
export function MessagesPage() {
  return (
    <CorrespondenceCatalogGate>
      <MessagesScreen />
    </CorrespondenceCatalogGate>
  );
}
