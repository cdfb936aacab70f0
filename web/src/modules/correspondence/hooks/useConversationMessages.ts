import { useApolloClient, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { getFragmentData, type FragmentType } from '@/modules/correspondence/__generated__';
import type { MessageFieldsFragment } from '@/modules/correspondence/__generated__/graphql';
import { CONVERSATION_MESSAGES } from '@/modules/correspondence/graphql/ConversationMessages';
import { MESSAGE_FIELDS } from '@/modules/correspondence/graphql/MessageFields';
import { messagesInOrder } from '@/modules/correspondence/utils/messages-in-order';

/** Messages per page: the newest page opens the conversation, "Older messages" adds the next one. */
const MESSAGES_PAGE_SIZE = 20;
/** New messages from the other side show within a minute, as the header's count does. */
const POLL_INTERVAL_MS = 60_000;

const unmasked = (items: readonly FragmentType<typeof MESSAGE_FIELDS>[]) =>
  items.map((item) => getFragmentData(MESSAGE_FIELDS, item));

interface OlderPages {
  pages: MessageFieldsFragment[][];
  loading: boolean;
  error: string | null;
}

/** A conversation's messages, oldest first: the newest page (kept fresh), then older pages on demand. */
export function useConversationMessages(conversationId: string) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const client = useApolloClient();
  const { data, loading, error } = useQuery(CONVERSATION_MESSAGES, {
    variables: { id: conversationId, page: 1, limit: MESSAGES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_INTERVAL_MS,
  });
  const [older, setOlder] = useState<OlderPages>({ pages: [], loading: false, error: null });
  const conversation = data?.conversation ?? null;
  const newest = conversation ? unmasked(conversation.messages.items) : [];
  const loadedPages = 1 + older.pages.length;

  const loadOlder = useCallback(async () => {
    setOlder((current) => ({ ...current, loading: true, error: null }));
    try {
      const { data: page } = await client.query({
        query: CONVERSATION_MESSAGES,
        variables: { id: conversationId, page: loadedPages + 1, limit: MESSAGES_PAGE_SIZE },
        fetchPolicy: 'network-only',
      });
      const items = unmasked(page?.conversation?.messages.items ?? []);
      setOlder((current) => ({ pages: [...current.pages, items], loading: false, error: null }));
    } catch (failure) {
      const message = failureMessage(failure, t`The older messages could not be loaded.`);
      setOlder((current) => ({ ...current, loading: false, error: message }));
    }
  }, [client, conversationId, loadedPages, failureMessage, t]);

  return {
    conversation,
    messages: messagesInOrder([...older.pages, newest]),
    loading: loading && !data,
    notFound: !loading && !error && data !== undefined && conversation === null,
    error: error && !data ? failureMessage(error, t`The messages could not be loaded.`) : null,
    hasOlder: (conversation?.messages.pagination.pages ?? 0) > loadedPages,
    loadingOlder: older.loading,
    olderError: older.error,
    loadOlder,
  };
}
