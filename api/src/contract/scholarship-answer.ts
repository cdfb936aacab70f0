import { z } from 'zod';
import { LANGUAGES } from '@bourses/common/languages';

const faqEntrySchema = z.object({ question: z.string(), answer: z.string() });
const videoSchema = z.object({ url: z.string() }).nullable();

/** One language's own content (staff views, under `translations`). */
export const translationAnswerSchema = z.object({
  title: z.string(),
  description: z.string(),
  longDescription: z.string(),
  videoUrl: z.string().nullable(),
  video: videoSchema,
  faq: z.array(faqEntrySchema),
});

/**
 * A scholarship as the list and the detail answer it (scholarships/scholarship-presenter.ts): the
 * requested language's content at the top level, French filling what is missing; staff views add
 * every language under `translations` and the number of applications.
 */
export const scholarshipAnswerSchema = translationAnswerSchema.extend({
  id: z.number().int(),
  country: z.string(),
  university: z.string(),
  /** The api's image download path, an external address, or null. */
  imageUrl: z.string().nullable(),
  startDate: z.string(),
  deadline: z.string(),
  deadlinePassed: z.boolean(),
  /** The language of the content at the top level (French when the one asked has none). */
  language: z.enum(LANGUAGES),
  /** Staff views: the external picture address kept beside an uploaded one. */
  externalImageUrl: z.string().nullable().optional(),
  hasUploadedImage: z.boolean().optional(),
  applicationCount: z.number().int().optional(),
  translations: z.partialRecord(z.enum(LANGUAGES), translationAnswerSchema).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type ScholarshipAnswer = z.infer<typeof scholarshipAnswerSchema>;
export type TranslationAnswer = z.infer<typeof translationAnswerSchema>;
