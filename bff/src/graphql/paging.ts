import { FIRST_PAGE, PAGE_SIZE } from '@bourses/common/limits';

/** Page arguments with the default page and size (common/src/limits.ts) when sent as null; the api judges their range. */
export function paging(page: number | null | undefined, limit: number | null | undefined): { page: number; limit: number } {
  return { page: page ?? FIRST_PAGE, limit: limit ?? PAGE_SIZE };
}
