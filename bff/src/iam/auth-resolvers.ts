import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { streamedFile } from '../graphql/uploads.ts';
import { bffMessage } from '../i18n/bff-messages.ts';
import { loginPayload } from './factors/login-payload.ts';

/** Sign-in, registration, verification, a forgotten password, sessions and the signed-in user's own account. */
export const authResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, { iam, viewer }) => (viewer ? iam.me() : null),
  },
  Mutation: {
    login: async (_parent, { email, password }, { iam, language }) =>
      loginPayload(await iam.login(email, password), language),
    register: async (_parent, { input, paymentReceipt, serviceContract }, { iam, language }) => {
      const { message } = await iam.register(input, streamedFile(paymentReceipt), streamedFile(serviceContract));
      return { success: true, message: message ?? bffMessage('REGISTER_SUCCESS', language) };
    },
    verifyEmail: async (_parent, { token }, { iam, language }) => {
      const { message } = await iam.verifyEmail(token);
      return { success: true, message: message ?? bffMessage('DONE', language) };
    },
    resendVerification: async (_parent, { email }, { iam, language }) => {
      const { message } = await iam.resendVerification(email);
      return { success: true, message: message ?? bffMessage('DONE', language) };
    },
    forgotPassword: async (_parent, { email }, { iam, language }) => {
      const { message } = await iam.forgotPassword(email);
      return { success: true, message: message ?? bffMessage('DONE', language) };
    },
    resetPassword: async (_parent, { token, newPassword }, { iam, language }) =>
      loginPayload(await iam.resetPassword(token, newPassword), language),
    changeEmail: (_parent, { email }, { iam }) => iam.changeEmail(email),
    resubmitAccountDocuments: (_parent, { paymentReceipt, serviceContract }, { iam }) =>
      iam.resubmitDocuments(streamedFile(paymentReceipt), streamedFile(serviceContract)),
    refreshToken: (_parent, { refreshToken }, { iam }) => iam.refresh(refreshToken),
    logout: async (_parent, { refreshToken }, { iam, language }) => {
      const { message } = await iam.logout(refreshToken);
      return { success: true, message: message ?? bffMessage('DONE', language) };
    },
    changePassword: async (_parent, { currentPassword, newPassword, endOtherSessions }, { iam, language }) => {
      const { message, accessToken, refreshToken } = await iam.changePassword(
        currentPassword,
        newPassword,
        endOtherSessions ?? true,
      );
      return { success: true, message: message ?? bffMessage('PASSWORD_CHANGED', language), accessToken, refreshToken };
    },
    deleteMyAccount: async (_parent, { password }, { iam, language }) => {
      const { message } = await iam.deleteOwnAccount(password);
      return { success: true, message: message ?? bffMessage('DONE', language) };
    },
    updateProfile: async (_parent, { input }, { iam, viewer }) => {
      // The api decides who may change what; without a token it answers 401 like any other call.
      const id = viewer?.userId ?? (await iam.me()).id;
      return iam.updateUser(id, input);
    },
  },
};
