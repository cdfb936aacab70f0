import { z } from 'zod';

/** Where a page of a list stands (http/page.ts). */
export const paginationAnswerSchema = z.object({
  total: z.number().int(),
  capped: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});

/** A page of a list: its items and where it stands. */
export const pageAnswerSchema = <S extends z.ZodType>(item: S) => z.object({ data: z.array(item), pagination: paginationAnswerSchema });

export type PaginationAnswer = z.infer<typeof paginationAnswerSchema>;
