import type { Resolvers } from '../../__generated__/resolvers-types.ts';

/** The finance view (staff; the api refuses anyone else). */
export const financeResolvers: Resolvers = {
  Query: {
    finance: (_parent, _args, { payments }) => payments.finance(),
  },
  FinanceRow: {
    // In the caller's language, as every scholarship the console shows (the loaders batch them).
    scholarship: (row, _args, { loaders, language }) =>
      row.scholarshipId === null ? null : loaders.scholarship(language).load(Number(row.scholarshipId)),
  },
};
