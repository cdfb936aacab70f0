import { correspondenceGraphql } from '@/modules/correspondence/__generated__/gql';

export const CONVERSATION_MESSAGES = correspondenceGraphql(`
  query ConversationMessages($id: ID!, $page: Int, $limit: Int) {
    conversation(id: $id) {
      id kind subject unreadCount
      messages(page: $page, limit: $limit) {
        items {
          id
          ...MessageFields
        }
        pagination { total page limit pages }
      }
    }
  }
`);
