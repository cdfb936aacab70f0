import type { Language } from './languages.ts';
import type { MailKind } from './mail-kinds.ts';
import type { ApplicationStatus } from './statuses.ts';

/**
 * The GraphQL schema's enum values in the api's spelling (lowercase languages, statuses and sort
 * orders, the api's column names for sorting users). Codegen types the bff's resolvers with it and
 * the bff resolves the enums with it: the one mapping between the two spellings.
 */
export const GRAPHQL_ENUM_VALUES = {
  Language: { FR: 'fr', AR: 'ar', EN: 'en' } satisfies Record<Uppercase<Language>, Language>,
  ApplicationStatus: {
    PENDING: 'pending',
    APPROVED: 'approved',
    REJECTED: 'rejected',
    WITHDRAWN: 'withdrawn',
  } satisfies Record<Uppercase<ApplicationStatus>, ApplicationStatus>,
  UserSortField: {
    CREATED_AT: 'createdAt',
    NAME: 'name',
    EMAIL: 'email',
    APPROVAL_STATUS: 'approvalStatus',
    ROLE: 'role',
  },
  SortOrder: { ASC: 'asc', DESC: 'desc' },
  MailKind: {
    VERIFICATION: 'verification',
    ACCOUNT_APPROVED: 'account-approved',
    ACCOUNT_REJECTED: 'account-rejected',
    APPLICATION_APPROVED: 'application-approved',
    APPLICATION_REJECTED: 'application-rejected',
  } satisfies Record<string, MailKind>,
} as const;
