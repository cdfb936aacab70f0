import { z } from 'zod';

/** The catalogue's filter menus (GET /api/scholarships/filters): values of published scholarships, each list sorted. */
export const scholarshipFilterOptionsAnswerSchema = z.object({
  /** Country codes (ISO 3166-1 alpha-2; a name migration 0011 could not match stays as written). */
  countries: z.array(z.string()),
  universities: z.array(z.string()),
  /** Each of `countries` with its universities: the university menu narrowed to a chosen country. */
  universitiesByCountry: z.array(z.object({ country: z.string(), universities: z.array(z.string()) })),
});

export type ScholarshipFilterOptionsAnswer = z.infer<typeof scholarshipFilterOptionsAnswerSchema>;
