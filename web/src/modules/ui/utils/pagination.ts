export interface PaginationInfo {
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/** Pages as the server says, or ceil(total / limit) (docs/product-rules.md). */
export function pageCount({ total, limit, pages }: PaginationInfo): number {
  return pages > 0 ? pages : Math.ceil(total / Math.max(1, limit));
}

/** The pager is shown only when there is more than one page of results. */
export function showPager({ total, limit }: PaginationInfo): boolean {
  return total > limit;
}
