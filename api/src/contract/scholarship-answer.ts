import { z } from 'zod';
import { SCHOLARSHIP_STATUSES } from '@bourses/common/statuses';
import { LANGUAGES } from '@bourses/common/languages';
import { moneyAnswerSchema } from './money-answer.ts';

const faqEntrySchema = z.object({ question: z.string(), answer: z.string() });
const videoSchema = z.object({ url: z.string() }).nullable();

/** One resized copy of an uploaded picture. */
const pictureCopyAnswerSchema = z.object({
  /** The api's download path of this copy. */
  url: z.string(),
  /** Its MIME type: image/avif or image/webp. */
  type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** An uploaded picture: its intrinsic size (the widest copy's) and its copies, widest first. */
const pictureAnswerSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  copies: z.array(pictureCopyAnswerSchema),
});

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
  /** An ISO 3166-1 alpha-2 code (or a free name that migration 0011 could not match). */
  country: z.string(),
  university: z.string(),
  /** The api's image download path, an external address, or null. */
  imageUrl: z.string().nullable(),
  /** The uploaded picture's resized copies; null without one, or for one uploaded before pictures were resized. */
  picture: pictureAnswerSchema.nullable(),
  startDate: z.string(),
  deadline: z.string(),
  deadlinePassed: z.boolean(),
  /** What a student pays to apply; null: free. */
  applicationFee: moneyAnswerSchema.nullable(),
  /** Students and visitors only ever read published ones (and, a student, those they applied to). */
  status: z.enum(SCHOLARSHIP_STATUSES),
  /** Whether the signed-in student saved it; null for visitors, staff and students who may not save. */
  isSaved: z.boolean().nullable(),
  /** The language of the content at the top level (French when the one asked has none). */
  language: z.enum(LANGUAGES),
  /** The language each text at the top level is in: the one asked where written there, else French. */
  textLanguages: z.object({
    title: z.enum(LANGUAGES),
    description: z.enum(LANGUAGES),
    longDescription: z.enum(LANGUAGES),
    faq: z.enum(LANGUAGES),
  }),
  /** Staff views: the external picture address kept beside an uploaded one. */
  externalImageUrl: z.string().nullable().optional(),
  hasUploadedImage: z.boolean().optional(),
  applicationCount: z.number().int().optional(),
  translations: z.partialRecord(z.enum(LANGUAGES), translationAnswerSchema).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A scholarship of `GET /api/scholarships?view=summary`: no long description, video or questions. */
export const scholarshipSummaryAnswerSchema = scholarshipAnswerSchema.omit({ longDescription: true, videoUrl: true, video: true, faq: true });

export type ScholarshipAnswer = z.infer<typeof scholarshipAnswerSchema>;
export type ScholarshipSummaryAnswer = z.infer<typeof scholarshipSummaryAnswerSchema>;
export type TranslationAnswer = z.infer<typeof translationAnswerSchema>;
