import { graphql } from '@/__generated__/gql';

export const HOW_TO_PAY = graphql(`
  query HowToPay($language: Language) {
    paymentSettings {
      registrationFee { amount formatted(language: $language) }
      payee
      bankName
      rib
      instructions(language: $language) { language otherWays serviceContractUrl }
    }
  }
`);
