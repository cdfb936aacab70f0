import { documentsGraphql } from '@/modules/documents/__generated__/gql';

// Apart from ApplicationDetail: asked by the section that shows them, loaded after the page.
export const APPLICATION_DOCUMENTS = documentsGraphql(`
  query ApplicationDocuments($id: ID!) {
    application(id: $id) {
      id
      documents {
        id
        ...DocumentFields
      }
    }
  }
`);
