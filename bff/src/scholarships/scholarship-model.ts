import { z } from 'zod';
import { LANGUAGES } from '@bourses/common/languages';

const faqEntrySchema = z.object({ question: z.string(), answer: z.string() });

/** One language's content as the api answers it (staff, `translations`). */
export const upstreamTranslationSchema = z.object({
  title: z.string(),
  description: z.string().catch(''),
  longDescription: z.string().catch(''),
  videoUrl: z.string().nullish(),
  faq: z.array(faqEntrySchema).catch([]),
});

/**
 * A scholarship as the api answers it: the requested language's content at the top level (French
 * filling what is missing) and, when asked with includeTranslations, every language under
 * `translations`. Unknown fields are ignored.
 */
export const upstreamScholarshipSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().catch(''),
  longDescription: z.string().catch(''),
  videoUrl: z.string().nullish(),
  faq: z.array(faqEntrySchema).catch([]),
  language: z.enum(LANGUAGES).catch('fr'),
  translations: z.partialRecord(z.enum(LANGUAGES), upstreamTranslationSchema.nullable()).nullish(),
  country: z.string(),
  university: z.string(),
  /** The api's image download path, an external address, or null. */
  imageUrl: z.string().nullish(),
  startDate: z.string(),
  deadline: z.string(),
  deadlinePassed: z.boolean(),
  applicationCount: z.number().int().nullish(),
});

export type UpstreamScholarship = z.infer<typeof upstreamScholarshipSchema>;
export type UpstreamTranslation = z.infer<typeof upstreamTranslationSchema>;

/** The parent value of every `Scholarship` field resolver. */
export type ScholarshipModel = UpstreamScholarship;
