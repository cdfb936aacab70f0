import type { Resolvers, ScholarshipInput } from '../__generated__/resolvers-types.ts';
import { scholarshipImageLink } from '../files/file-links.ts';
import { paging } from '../graphql/paging.ts';
import { streamedFile } from '../graphql/uploads.ts';
import { isNotFound } from '../rest/upstream-error.ts';
import type { ScholarshipWrite } from './scholarships-client.ts';
import { videoOf } from './video.ts';

/** The api's body for a scholarship write: GraphQL's nulls left out. */
function scholarshipWrite(input: ScholarshipInput): ScholarshipWrite {
  const { translations, removeImage, imageUrl, ...fields } = input;
  const content = (translation: ScholarshipInput['translations']['fr'] | null | undefined) =>
    translation ? { ...translation, videoUrl: translation.videoUrl ?? null, faq: translation.faq ?? [] } : null;
  return {
    ...fields,
    imageUrl: imageUrl ?? null,
    removeImage: removeImage ?? false,
    translations: { fr: content(translations.fr), ar: content(translations.ar), en: content(translations.en) },
  };
}

/** The catalogue: lists, details, filters and the staff's writes. */
export const scholarshipsResolvers: Resolvers = {
  Query: {
    scholarships: (_parent, { filter, page, limit, language }, { scholarships, viewer, language: callerLanguage }) =>
      scholarships.list({
        ...paging(page, limit),
        language: language ?? callerLanguage,
        search: filter?.search,
        country: filter?.country,
        university: filter?.university,
        deadline: filter?.deadline,
        ids: filter?.ids,
        includeTranslations: viewer?.isStaff ?? false,
      }),
    scholarship: async (_parent, { id, language }, { scholarships, viewer, language: callerLanguage }) => {
      try {
        return await scholarships.scholarship(id, language ?? callerLanguage, viewer?.isStaff ?? false);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    scholarshipFilterOptions: (_parent, _args, { scholarships }) => scholarships.filterOptions(),
  },
  Mutation: {
    createScholarship: (_parent, { input, image }, { scholarships }) =>
      scholarships.create(scholarshipWrite(input), image ? streamedFile(image) : null),
    updateScholarship: (_parent, { id, input, image }, { scholarships }) =>
      scholarships.update(id, scholarshipWrite(input), image ? streamedFile(image) : null),
    deleteScholarship: async (_parent, { id, force }, { scholarships }) => {
      await scholarships.remove(id, force ?? false);
      return { success: true, id };
    },
  },
  Scholarship: {
    id: (scholarship) => String(scholarship.id),
    video: (scholarship) => videoOf(scholarship.videoUrl),
    imageUrl: (scholarship) => scholarshipImageLink(scholarship.imageUrl),
    translations: (scholarship, _args, { viewer }) => {
      const fr = scholarship.translations?.fr;
      if (!viewer?.isStaff || !fr) return null;
      return { fr, ar: scholarship.translations?.ar ?? null, en: scholarship.translations?.en ?? null };
    },
    myApplication: (scholarship, _args, { loaders }) => loaders.myApplication.load(scholarship.id),
    applicationCount: (scholarship, _args, { viewer, loaders }) => {
      if (!viewer?.isStaff) return null;
      return scholarship.applicationCount ?? loaders.applicationCount.load(scholarship.id);
    },
  },
};
