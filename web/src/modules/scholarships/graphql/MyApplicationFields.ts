import { graphql } from '@/__generated__/gql';

export const MY_APPLICATION_FIELDS = graphql(`
  fragment MyApplicationFields on Application { id status rejectionReason feedback }
`);
