import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** A saved reply as the list, the editor and the picker read it. */
export const MESSAGE_TEMPLATE_FIELDS = staffGraphql(`
  fragment MessageTemplateFields on MessageTemplate {
    id language title body updatedAt
  }
`);
