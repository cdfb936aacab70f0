import type { ScholarshipAnswer } from '@bourses/api/contract';
import type { Resolvers, ScholarshipInput } from '../__generated__/resolvers-types.ts';
import type { CatalogueChanges } from '../catalogue-cache/catalogue-cache.ts';
import { scholarshipImageLink } from '../files/file-links.ts';
import { paging } from '../graphql/paging.ts';
import { selectsAny } from '../graphql/selected-fields.ts';
import { streamedFile } from '../graphql/uploads.ts';
import { isNotFound } from '../rest/upstream-error.ts';
import type { ScholarshipModel } from './scholarship-model.ts';
import type { ScholarshipWrite } from './scholarships-client.ts';
import { responsivePicture } from './responsive-picture.ts';
import { videoOf } from './video.ts';

/** The api's body for a scholarship write: GraphQL's nulls left out. */
function scholarshipWrite(input: ScholarshipInput): ScholarshipWrite {
  const { translations, removeImage, imageUrl, publish, ...fields } = input;
  const content = (translation: ScholarshipInput['translations']['fr'] | null | undefined) =>
    translation ? { ...translation, videoUrl: translation.videoUrl ?? null, faq: translation.faq ?? [] } : null;
  return {
    ...fields,
    imageUrl: imageUrl ?? null,
    removeImage: removeImage ?? false,
    publish: publish ?? false,
    translations: { fr: content(translations.fr), ar: content(translations.ar), en: content(translations.en) },
  };
}

/** A staff write's answer, once visitors' cached catalogue answers are dropped: also after an error, since a write that timed out may still have landed. */
async function afterChange<T>(catalogue: CatalogueChanges, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    await catalogue.changed();
  }
}

/** The fields a summary of the list leaves out: a query that selects one gets each scholarship in full. */
const LONG_CONTENT: ReadonlySet<string> = new Set(['longDescription', 'faq', 'video']);

/** A scholarship with its long content; a summary here would be a list that misread its query. */
function longContent(scholarship: ScholarshipModel): ScholarshipAnswer {
  if (!('longDescription' in scholarship)) throw new Error('A scholarship summary has no long content (LONG_CONTENT)');
  return scholarship;
}

/** The catalogue: lists, details, filters and the staff's writes. */
export const scholarshipsResolvers: Resolvers = {
  Query: {
    scholarships: (_parent, { filter, page, limit, language }, { scholarships, viewer, language: callerLanguage }, info) =>
      scholarships.list({
        ...paging(page, limit),
        language: language ?? callerLanguage,
        search: filter?.search,
        country: filter?.country,
        university: filter?.university,
        deadline: filter?.deadline,
        ids: filter?.ids,
        // Others always read the published catalogue: the api ignores their filter, and so does this.
        status: viewer?.isStaff ? filter?.status : undefined,
        includeTranslations: viewer?.isStaff ?? false,
        // A card's query reads a fifth of the api's bytes (docs/performance.md).
        summary: !selectsAny(info, ['items'], LONG_CONTENT),
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
    createScholarship: (_parent, { input, image }, { scholarships, catalogue }) =>
      afterChange(catalogue, scholarships.create(scholarshipWrite(input), image ? streamedFile(image) : null)),
    updateScholarship: (_parent, { id, input, image }, { scholarships, catalogue }) =>
      afterChange(catalogue, scholarships.update(id, scholarshipWrite(input), image ? streamedFile(image) : null)),
    changeScholarshipStatus: (_parent, { id, change }, { scholarships, catalogue }) =>
      afterChange(catalogue, scholarships.changeStatus(id, change)),
    // A copy is a draft: the visitors' catalogue does not change.
    duplicateScholarship: (_parent, { id }, { scholarships }) => scholarships.duplicate(id),
    deleteScholarship: async (_parent, { id, force }, { scholarships, catalogue }) => {
      await afterChange(catalogue, scholarships.remove(id, force ?? false));
      return { success: true, id };
    },
  },
  Scholarship: {
    id: (scholarship) => String(scholarship.id),
    longDescription: (scholarship) => longContent(scholarship).longDescription,
    faq: (scholarship) => longContent(scholarship).faq,
    video: (scholarship) => videoOf(longContent(scholarship).videoUrl),
    imageUrl: (scholarship) => scholarshipImageLink(scholarship.imageUrl, scholarship.country),
    picture: (scholarship) => responsivePicture(scholarship.picture),
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
