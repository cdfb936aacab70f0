import { correspondenceGraphql } from '@/modules/correspondence/__generated__/gql';

export const MESSAGE_FIELDS = correspondenceGraphql(`
  fragment MessageFields on Message {
    id body sentAt readAt
    author { side id fullName }
    attachments { id fileName contentType sizeBytes url }
  }
`);
