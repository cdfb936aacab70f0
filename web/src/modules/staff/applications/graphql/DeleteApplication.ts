import { graphql } from '@/__generated__/gql';

export const DELETE_APPLICATION = graphql(`
  mutation DeleteApplication($id: ID!) {
    deleteApplication(id: $id) {
      success
      id
    }
  }
`);
