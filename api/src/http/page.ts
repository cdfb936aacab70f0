/** A page of a list as every list answers it: its items and where it stands (pages is 0 when nothing matches). */
export function pageOf<T>(items: T[], total: number, page: number, limit: number) {
  return { data: items, pagination: { total, page, limit, pages: Math.ceil(total / limit) } };
}

export type Page<T> = ReturnType<typeof pageOf<T>>;
