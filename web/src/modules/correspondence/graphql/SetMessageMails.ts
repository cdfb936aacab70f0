import { correspondenceGraphql } from '@/modules/correspondence/__generated__/gql';

export const SET_MESSAGE_MAILS = correspondenceGraphql(`
  mutation SetMessageMails($enabled: Boolean!) {
    updateProfile(input: { messageMails: $enabled }) { id messageMails }
  }
`);
