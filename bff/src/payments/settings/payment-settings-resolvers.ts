import { DEFAULT_LANGUAGE } from '@bourses/common/languages';
import type { PaymentInstructionsAnswer } from '@bourses/api/contract';
import { formatRib } from '@bourses/common/rib';
import type { PaymentInstructions, Resolvers } from '../../__generated__/resolvers-types.ts';
import { streamedFile } from '../../graphql/uploads.ts';
import { serviceContractLink } from './service-contract-link.ts';

const asGraphQL = ({ language, otherWays, serviceContract }: PaymentInstructionsAnswer): PaymentInstructions => ({
  language,
  otherWays,
  serviceContractUrl: serviceContract ? serviceContractLink(language, serviceContract.version) : null,
});

/**
 * How to pay and registration's fee (docs/payments.md, "Settings"). In one language, each part falls
 * back to French's where that language has none: the other ways to pay, and the contract template.
 */
export const paymentSettingsResolvers: Resolvers = {
  Query: {
    paymentSettings: (_parent, _args, { paymentSettings }) => paymentSettings.read(),
  },
  Mutation: {
    updatePaymentSettings: (_parent, { input }, { paymentSettings }) => paymentSettings.update(input),
    uploadServiceContractTemplate: (_parent, { language, file }, { paymentSettings }) =>
      paymentSettings.uploadServiceContract(language, streamedFile(file)),
  },
  PaymentSettings: {
    rib: (settings) => formatRib(settings.rib),
    instructions: (settings, { language }, context) => {
      const asked = language ?? context.language;
      const find = (wanted: string) => settings.instructions.find((instructions) => instructions.language === wanted);
      const french = find(DEFAULT_LANGUAGE);
      const own = find(asked) ?? french;
      if (!own) return { language: asked, otherWays: '', serviceContractUrl: null };
      const text = own.otherWays !== '' || !french ? own : french;
      const contract = own.serviceContract ? own : french;
      return { ...asGraphQL(text), serviceContractUrl: contract ? asGraphQL(contract).serviceContractUrl : null };
    },
    // Nothing in it is private (each language is public through `instructions`): no need to refuse it.
    allInstructions: (settings) => settings.instructions.map(asGraphQL),
  },
};
