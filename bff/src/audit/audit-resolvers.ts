import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { paging } from '../graphql/paging.ts';

/** A recorded value as the page shows it: text as is, anything else as JSON, none as null. */
const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

const isBeforeAfter = (value: unknown): value is [unknown, unknown] => Array.isArray(value) && value.length === 2;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `{ field: [before, after] }` as a list of changes, a detail (`{ rows: 12 }`) having only an after
 * and a detail made of fields (an export's `filters`) one change per field (`filters.status`), each
 * with the names of the account or scholarship its values hold.
 */
function changesOf(changes: Record<string, unknown>, names: Record<string, [string | null, string | null]>) {
  const flat = Object.entries(changes).flatMap(([field, value]): [string, unknown][] =>
    isRecord(value) ? Object.entries(value).map(([inner, detail]) => [`${field}.${inner}`, detail]) : [[field, value]],
  );
  return flat.map(([field, value]) => {
    const [beforeName, afterName] = names[field] ?? [null, null];
    return isBeforeAfter(value)
      ? { field, before: asText(value[0]), after: asText(value[1]), beforeName, afterName }
      : { field, before: null, after: asText(value), beforeName, afterName };
  });
}

/** The audit log, for ADMIN. */
export const auditResolvers: Resolvers = {
  Query: {
    auditLog: async (_parent, { filter, page, limit }, { audit }) => {
      const { items, pagination } = await audit.listEntries({ ...paging(page, limit), ...filter });
      return {
        pagination,
        items: items.map((entry) => ({ ...entry, changes: changesOf(entry.changes, entry.changeNames) })),
      };
    },
  },
};
