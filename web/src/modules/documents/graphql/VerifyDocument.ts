import { documentsGraphql } from '@/modules/documents/__generated__/gql';

export const VERIFY_DOCUMENT = documentsGraphql(`
  query VerifyDocument($code: String!) {
    verifyDocument(code: $code) { kind issuedAt reference holderName language superseded supersededAt }
  }
`);
