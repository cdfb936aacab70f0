import { graphql } from '@/__generated__/gql';

export const REGISTER = graphql(`
  mutation Register($input: RegisterInput!, $paymentReceipt: Upload!, $serviceContract: Upload!) {
    register(input: $input, paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) { success message }
  }
`);
