import { documentsGraphql } from '@/modules/documents/__generated__/gql';

export const DOCUMENT_FIELDS = documentsGraphql(`
  fragment DocumentFields on Document {
    id kind language issuedAt verificationCode url
    supersededBy { id }
  }
`);
