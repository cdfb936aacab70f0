import { z } from 'zod';
import { isCountryCode } from '@bourses/common/country-codes';
import { playableVideo } from '@bourses/common/video';
import { moneyInputSchema } from '../http/money-input.ts';
import { isoDateSchema } from './iso-date.ts';

const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value) && URL.canParse(value);

const videoSchema = z
  .string('VIDEO_INVALID')
  .trim()
  .max(500, 'VIDEO_INVALID')
  .nullish()
  .transform((value) => (value ? value : null))
  // One YouTube or Vimeo video, by id or address: never a channel page (no player) nor another site.
  .refine((value) => value === null || playableVideo(value) !== null, 'VIDEO_INVALID');

const faqEntrySchema = z.object(
  {
    question: z.string('FAQ_ENTRY_INCOMPLETE').trim().min(1, 'FAQ_ENTRY_INCOMPLETE').max(1000),
    answer: z.string('FAQ_ENTRY_INCOMPLETE').trim().min(1, 'FAQ_ENTRY_INCOMPLETE').max(10_000),
  },
  'FAQ_ENTRY_INCOMPLETE',
);

const optionalText = z
  .string()
  .nullish()
  .transform((text) => text ?? '');

const translationSchema = (titleKey: 'FRENCH_TITLE_REQUIRED' | 'TITLE_REQUIRED') =>
  z.object(
    {
      title: z.string(titleKey).trim().min(1, titleKey).max(300),
      // Optional texts: absent or null (as GraphQL sends them) mean empty.
      description: optionalText.pipe(z.string().trim().max(5000)),
      // Sanitised before it is stored (sanitise-long-description.ts).
      longDescription: optionalText.pipe(z.string().max(100_000)),
      videoUrl: videoSchema,
      faq: z
        .array(faqEntrySchema)
        .max(100)
        .nullish()
        .transform((faq) => faq ?? []),
    },
    titleKey,
  );

const imageUrlSchema = z
  .string('IMAGE_URL_INVALID')
  .trim()
  .max(2000, 'IMAGE_URL_INVALID')
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isWebAddress(value), 'IMAGE_URL_INVALID');

/** A scholarship as staff create or replace it: French content required, Arabic and English optional. */
export const scholarshipInputSchema = z
  .object({
    // An ISO 3166-1 alpha-2 code, shown in each reader's language (common/src/country-codes.ts).
    country: z
      .string('COUNTRY_REQUIRED')
      .trim()
      .min(1, 'COUNTRY_REQUIRED')
      .toUpperCase()
      .refine(isCountryCode, 'COUNTRY_INVALID'),
    university: z.string('UNIVERSITY_REQUIRED').trim().min(1, 'UNIVERSITY_REQUIRED').max(200),
    imageUrl: imageUrlSchema,
    /** On create: published at once; otherwise a draft. Ignored on update (status changes have their own routes). */
    publish: z.boolean().default(false),
    /** On update: drop the uploaded image (its file is deleted). */
    removeImage: z.boolean().default(false),
    startDate: isoDateSchema('START_DATE_REQUIRED'),
    deadline: isoDateSchema('DEADLINE_REQUIRED'),
    /** What a student pays to apply (stored as `applicationFeeCentimes`); none: free. */
    applicationFee: moneyInputSchema,
    translations: z.object(
      {
        fr: translationSchema('FRENCH_TITLE_REQUIRED'),
        ar: translationSchema('TITLE_REQUIRED').nullish(),
        en: translationSchema('TITLE_REQUIRED').nullish(),
      },
      'FRENCH_TITLE_REQUIRED',
    ),
  })
  .refine((input) => input.deadline >= input.startDate, {
    message: 'DEADLINE_BEFORE_START',
    path: ['deadline'],
  })
  // Named as the columns they fill (db/scholarship-tables.ts), which a write then takes as they are.
  .transform(({ applicationFee, ...input }) => ({ ...input, applicationFeeCentimes: applicationFee?.centimes ?? null }));

export type ScholarshipInput = z.infer<typeof scholarshipInputSchema>;
export type TranslationInput = z.infer<ReturnType<typeof translationSchema>>;
