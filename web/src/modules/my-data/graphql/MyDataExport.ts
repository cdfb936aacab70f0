import { graphql } from '@/__generated__/gql';

export const MY_DATA_EXPORT = graphql(`
  query MyDataExport {
    me { id dataExportUrl }
  }
`);
