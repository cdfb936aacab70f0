import { graphql } from '@/__generated__/gql';

// Answers the account: the cache's CurrentUser turns PENDING at once.
export const RESUBMIT_ACCOUNT_DOCUMENTS = graphql(`
  mutation ResubmitAccountDocuments($paymentReceipt: Upload!, $serviceContract: Upload!) {
    resubmitAccountDocuments(paymentReceipt: $paymentReceipt, serviceContract: $serviceContract) {
      ...SessionUserFields
    }
  }
`);
