/**
 * Rows a statement of the import writes or reads at once: each batch is one round trip whose
 * values travel as one array per column (`unnest`), so its size is not bound by the 65,535
 * parameters of a statement (docs/performance.md, "Bank statement import").
 */
const IMPORT_BATCH = 5_000;

/** `items` cut into runs of `size`, in order. */
export function inBatches<T>(items: readonly T[], size = IMPORT_BATCH): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
