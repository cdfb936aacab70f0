import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const MESSAGE_TEMPLATES = staffGraphql(`
  query MessageTemplates($language: Language) {
    messageTemplates(language: $language) { ...MessageTemplateFields }
  }
`);
