import { documentsGraphql } from '@/modules/documents/__generated__/gql';

export const MY_DOCUMENTS = documentsGraphql(`
  query MyDocuments {
    myDocuments {
      id
      ...DocumentFields
    }
  }
`);
