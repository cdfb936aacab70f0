import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const UPDATE_PAYMENT_SETTINGS = staffGraphql(`
  mutation UpdatePaymentSettings($input: PaymentSettingsInput!) {
    updatePaymentSettings(input: $input) {
      registrationFee { amount }
      payee
      bankName
      rib
      allInstructions { language otherWays serviceContractUrl }
    }
  }
`);
