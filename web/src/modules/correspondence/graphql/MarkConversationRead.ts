import { correspondenceGraphql } from '@/modules/correspondence/__generated__/gql';

export const MARK_CONVERSATION_READ = correspondenceGraphql(`
  mutation MarkConversationRead($id: ID!) {
    markConversationRead(id: $id) { id unreadCount }
  }
`);
