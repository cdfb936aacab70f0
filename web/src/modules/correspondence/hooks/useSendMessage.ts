import { useLingui } from '@lingui/react/macro';
import { CONVERSATION_MESSAGES } from '@/modules/correspondence/graphql/ConversationMessages';
import { SEND_MESSAGE } from '@/modules/correspondence/graphql/SendMessage';
import { useUploadAction } from '@/modules/uploads/hooks/useUploadAction';

const REFETCH = [CONVERSATION_MESSAGES];

/** Sends a message with its files (progress and cancel as every upload), then shows it in the conversation. */
export function useSendMessage() {
  const { t } = useLingui();
  return useUploadAction(SEND_MESSAGE, { fallback: t`This message could not be sent.`, refetch: REFETCH });
}
