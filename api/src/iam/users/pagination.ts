/** The pagination block of a list answer (PRODUCT.md): pages is 0 when nothing matches. */
export function paginationOf(total: number, page: number, limit: number) {
  return { total, page, limit, pages: Math.ceil(total / limit) };
}
