import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** One account's registration payment, for the approve dialog opened from the accounts list. */
export const ACCOUNT_REGISTRATION_PAYMENT = staffGraphql(`
  query AccountRegistrationPayment($id: ID!) {
    user(id: $id) {
      id
      registrationPayment { ...PaymentReviewFields }
    }
  }
`);
