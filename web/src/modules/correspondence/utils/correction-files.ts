import type { DocumentPages } from '@/modules/uploads/utils/document-pages';

/** The requested items no file was chosen for, in the request's order: nothing is sent while one is left. */
export function missingItems(itemIds: readonly string[], pages: Readonly<Record<string, DocumentPages>>): string[] {
  return itemIds.filter((id) => (pages[id]?.length ?? 0) === 0);
}
