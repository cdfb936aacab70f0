import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { dashboardOf } from './dashboard-model.ts';

/** The staff console's counts. */
export const dashboardResolvers: Resolvers = {
  Query: {
    dashboard: async (_parent, _args, { applications }) => dashboardOf(await applications.dashboard()),
  },
};
