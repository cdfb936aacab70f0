import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { bffMessage } from '../../i18n/bff-messages.ts';

/**
 * The signed-in user's sessions, an ADMIN ending someone's, and re-authentication. Whether a session
 * is the caller's own (`current`) is the api's to say, from the access token the bff passes on.
 */
export const sessionsResolvers: Resolvers = {
  Query: {
    mySessions: (_parent, _args, { sessions }) => sessions.mySessions(),
  },
  Mutation: {
    endSession: async (_parent, { id }, { sessions, language }) => {
      const { message } = await sessions.endSession(id);
      return { success: true, message: message ?? bffMessage('DONE', language) };
    },
    endOtherSessions: async (_parent, _args, { sessions, language }) => {
      const { message } = await sessions.endOtherSessions();
      return { success: true, message: message ?? bffMessage('DONE', language) };
    },
    endUserSessions: async (_parent, { userId }, { sessions, language }) => {
      const { message } = await sessions.endUserSessions(userId);
      return { success: true, message: message ?? bffMessage('DONE', language) };
    },
    reauthenticate: async (_parent, { password, code }, { sessions, language }) => {
      const { message } = await sessions.reauthenticate({ password, code });
      return { success: true, message: message ?? bffMessage('DONE', language) };
    },
  },
};
