import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const UPDATE_MESSAGE_TEMPLATE = staffGraphql(`
  mutation UpdateMessageTemplate($id: ID!, $input: MessageTemplateInput!) {
    updateMessageTemplate(id: $id, input: $input) { ...MessageTemplateFields }
  }
`);
