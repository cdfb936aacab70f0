import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { bffMessage } from '../../i18n/bff-messages.ts';
import { loginPayload } from './login-payload.ts';

/** Second factors: the second step of a sign-in, the signed-in user's factors and the ADMIN's reset. */
export const factorsResolvers: Resolvers = {
  Query: {
    mySecondFactors: (_parent, _args, { factors }) => factors.mySecondFactors(),
  },
  Mutation: {
    completeSignIn: async (_parent, { challenge, code, recoveryCode, passkey }, { factors, language }) =>
      loginPayload(await factors.completeSignIn(challenge, { code, recoveryCode, passkey }), language),
    passkeySignInOptions: (_parent, { challenge }, { factors }) => factors.passkeySignInOptions(challenge),
    startTotpEnrolment: (_parent, { challenge }, { factors }) => factors.startTotpEnrolment(challenge),
    confirmTotpEnrolment: async (_parent, { code, challenge }, { factors }) => ({
      success: true,
      ...(await factors.confirmTotpEnrolment(code, challenge)),
    }),
    startPasskeyEnrolment: (_parent, { challenge }, { factors }) => factors.startPasskeyEnrolment(challenge),
    confirmPasskeyEnrolment: async (_parent, { response, name, challenge }, { factors }) => ({
      success: true,
      ...(await factors.confirmPasskeyEnrolment(response, name, challenge)),
    }),
    removeSecondFactor: async (_parent, { id }, { factors, language }) => {
      const { message } = await factors.removeSecondFactor(id);
      return { success: true, message: message ?? bffMessage('DONE', language) };
    },
    resetSecondFactors: async (_parent, { userId }, { factors, language }) => {
      const { message } = await factors.resetSecondFactors(userId);
      return { success: true, message: message ?? bffMessage('DONE', language) };
    },
  },
};
