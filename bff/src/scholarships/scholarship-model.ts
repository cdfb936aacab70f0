import { z } from 'zod';
import { LANGUAGES, type Language } from '@bourses/common/statuses';

const faqEntrySchema = z.object({ question: z.string(), answer: z.string() });

/** One language's content as the api answers it. */
export const upstreamTranslationSchema = z.object({
  title: z.string(),
  description: z.string().catch(''),
  longDescription: z.string().catch(''),
  videoUrl: z.string().nullish(),
  video: z.object({ url: z.string().nullish() }).nullish(),
  faq: z.array(faqEntrySchema).catch([]),
});

/**
 * A scholarship as the api answers it: the content of one language at the top level and, for
 * staff, every language under `translations`. Unknown fields are ignored.
 */
export const upstreamScholarshipSchema = z.object({
  id: z.coerce.number().int(),
  title: z.string().optional(),
  description: z.string().nullish(),
  longDescription: z.string().nullish(),
  videoUrl: z.string().nullish(),
  video: z.object({ url: z.string().nullish() }).nullish(),
  faq: z.array(faqEntrySchema).nullish(),
  language: z.enum(LANGUAGES).optional(),
  translations: z.partialRecord(z.enum(LANGUAGES), upstreamTranslationSchema.nullable()).nullish(),
  country: z.string(),
  university: z.string(),
  imageUrl: z.string().nullish(),
  hasImage: z.boolean().optional(),
  startDate: z.string(),
  deadline: z.string(),
  deadlinePassed: z.boolean().optional(),
  applicationCount: z.number().int().nullish(),
});

export type UpstreamScholarship = z.infer<typeof upstreamScholarshipSchema>;
export type UpstreamTranslation = z.infer<typeof upstreamTranslationSchema>;

/** The parent value of every `Scholarship` field resolver: the api's answer and the language asked for. */
export interface ScholarshipModel {
  upstream: UpstreamScholarship;
  requestedLanguage: Language;
}
