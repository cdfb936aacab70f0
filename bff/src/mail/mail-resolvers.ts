import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { paging } from '../graphql/paging.ts';

/** The mails the platform gave up sending, for staff. */
export const mailResolvers: Resolvers = {
  Query: {
    failedMails: (_parent, { page, limit }, { iam }) => iam.listFailedMails(paging(page, limit)),
  },
};
