import { z } from 'zod';

/** One scholarship as the sitemap names it (GET /api/scholarships/sitemap): its id and when it last changed. */
export const scholarshipSitemapEntrySchema = z.object({
  id: z.number().int(),
  updatedAt: z.string(),
});
