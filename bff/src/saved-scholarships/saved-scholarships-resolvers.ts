import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { paging } from '../graphql/paging.ts';
import { bffMessage } from '../i18n/bff-messages.ts';
import { isNotFound } from '../rest/upstream-error.ts';
import type { ScholarshipModel } from '../scholarships/scholarship-model.ts';

const isScholarship = (value: ScholarshipModel | Error | null): value is ScholarshipModel =>
  value !== null && !(value instanceof Error);

/** Saved scholarships: the student's page, the save button's state and mutations, the reminders' unsubscribe. */
export const savedScholarshipsResolvers: Resolvers = {
  Query: {
    savedScholarships: async (_parent, { page, limit, language }, context) => {
      const saved = await context.savedScholarships.list(paging(page, limit));
      // The scholarships themselves in one batched read, as every list of them is.
      const found = await context.loaders
        .scholarship(language ?? context.language)
        .loadMany(saved.items.map((item) => item.scholarshipId));
      return { items: found.filter(isScholarship), pagination: saved.pagination };
    },
  },
  Mutation: {
    // The scholarship is read after the change: it says itself whether the student saved it.
    saveScholarship: async (_parent, { scholarshipId }, { savedScholarships, scholarships, language }) => {
      const saved = await savedScholarships.save(scholarshipId);
      return scholarships.scholarship(saved.scholarshipId, language, false);
    },
    unsaveScholarship: async (_parent, { scholarshipId }, { savedScholarships, scholarships, language }) => {
      await savedScholarships.unsave(scholarshipId);
      try {
        return await scholarships.scholarship(scholarshipId, language, false);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    unsubscribeFromReminders: async (_parent, { token }, { savedScholarships, language }) => {
      const { message } = await savedScholarships.unsubscribe(token);
      return { success: true, message: message ?? bffMessage('DONE', language) };
    },
  },
  Scholarship: {
    // The api's answer says it, for a student who may save (null for anyone else): no call of its own.
    isSaved: (scholarship) => scholarship.isSaved,
  },
};
