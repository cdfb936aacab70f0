import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** An official document as the console lists it (docs/documents.md): what it is, its code and its file. */
export const STAFF_DOCUMENT_FIELDS = staffGraphql(`
  fragment StaffDocumentFields on Document {
    id kind language issuedAt verificationCode url
    supersededBy { id }
  }
`);
