/** What the audit log keeps of a change: `{ field: [before, after] }` for each field that differs. */
type FieldChanges = Record<string, [unknown, unknown]>;

/** The listed fields whose value differs between `before` and `after` (dates compared by their time). */
export function changedValues<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    const [was, is] = [comparable(before[field]), comparable(after[field])];
    if (was !== is) changes[field] = [was, is];
  }
  return changes;
}

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
