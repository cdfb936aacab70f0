import { correspondenceGraphql } from '@/modules/correspondence/__generated__/gql';

export const SEND_MESSAGE = correspondenceGraphql(`
  mutation SendMessage($conversationId: ID!, $body: String!, $attachments: [Upload!]) {
    sendMessage(conversationId: $conversationId, body: $body, attachments: $attachments) {
      id
      ...MessageFields
    }
  }
`);
