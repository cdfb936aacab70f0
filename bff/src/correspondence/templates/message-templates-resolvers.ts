import type { Resolvers } from '../../__generated__/resolvers-types.ts';

/** The staff's saved replies; the api refuses them to anyone but staff. */
export const messageTemplatesResolvers: Resolvers = {
  Query: {
    messageTemplates: (_parent, { language }, { messageTemplates }) => messageTemplates.list(language),
  },
  Mutation: {
    createMessageTemplate: (_parent, { input }, { messageTemplates }) => messageTemplates.create(input),
    updateMessageTemplate: (_parent, { id, input }, { messageTemplates }) => messageTemplates.update(id, input),
    deleteMessageTemplate: async (_parent, { id }, { messageTemplates }) => {
      await messageTemplates.remove(id);
      return { success: true, id };
    },
  },
};
