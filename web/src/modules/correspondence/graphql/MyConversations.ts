import { correspondenceGraphql } from '@/modules/correspondence/__generated__/gql';

export const MY_CONVERSATIONS = correspondenceGraphql(`
  query MyConversations {
    myConversations { id kind subject unreadCount lastMessageAt }
  }
`);
