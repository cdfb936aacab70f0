import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const CREATE_MESSAGE_TEMPLATE = staffGraphql(`
  mutation CreateMessageTemplate($input: MessageTemplateInput!) {
    createMessageTemplate(input: $input) { ...MessageTemplateFields }
  }
`);
