import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { isNotFound } from '../../rest/upstream-error.ts';

/** The public check of a document's code: null when no document has it, whatever was typed. */
export const documentVerificationResolvers: Resolvers = {
  Query: {
    verifyDocument: async (_parent, { code }, { documentVerification }) => {
      try {
        return await documentVerification.verify(code);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  },
};
