import { graphql } from '@/__generated__/gql';

export const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      ...SessionUserFields
    }
  }
`);
