import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const STAFF_PAYMENT_SETTINGS = staffGraphql(`
  query StaffPaymentSettings {
    paymentSettings {
      registrationFee { amount }
      payee
      bankName
      rib
      allInstructions { language otherWays serviceContractUrl }
    }
  }
`);
