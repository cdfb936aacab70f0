import { graphql } from '@/__generated__/gql';

export const SIGN_IN_ANSWER_FIELDS = graphql(`
  fragment SignInAnswerFields on LoginPayload {
    accessToken refreshToken secondFactorRequired enrolmentRequired challenge secondFactors
    user {
      ...SessionUserFields
    }
  }
`);
