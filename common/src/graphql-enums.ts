import type { Language } from './languages.ts';
import type { MailKind } from './mail-kinds.ts';
import type { ApplicationStatus, CardAttemptStatus, PaymentKind, PaymentMethod, ScholarshipStatus } from './statuses.ts';

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
    CORRECTION_REQUESTED: 'correction_requested',
  } satisfies Record<Uppercase<ApplicationStatus>, ApplicationStatus>,
  ScholarshipStatus: {
    DRAFT: 'draft',
    PUBLISHED: 'published',
    ARCHIVED: 'archived',
  } satisfies Record<Uppercase<ScholarshipStatus>, ScholarshipStatus>,
  ScholarshipStatusChange: { PUBLISH: 'publish', UNPUBLISH: 'unpublish', ARCHIVE: 'archive', RESTORE: 'restore' },
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
    PASSWORD_RESET: 'password-reset',
    ACCOUNT_APPROVED: 'account-approved',
    ACCOUNT_REJECTED: 'account-rejected',
    APPLICATION_APPROVED: 'application-approved',
    APPLICATION_REJECTED: 'application-rejected',
    DEADLINE_REMINDER: 'deadline-reminder',
    PAYMENT_VERIFIED: 'payment-verified',
    PAYMENT_REFUSED: 'payment-refused',
    REGISTRATION_ATTEMPT: 'registration-attempt',
    NEW_MESSAGES: 'new-messages',
    CORRECTION_REQUESTED: 'correction-requested',
    CORRECTION_REMINDER: 'correction-reminder',
  } satisfies Record<string, MailKind>,
  AuditTargetType: {
    USER: 'user',
    APPLICATION: 'application',
    SCHOLARSHIP: 'scholarship',
    FILE: 'file',
    EXPORT: 'export',
    PAYMENT: 'payment',
    BANK_STATEMENT: 'bank-statement',
    MESSAGE_TEMPLATE: 'message-template',
  },
  PaymentKind: { REGISTRATION: 'registration', APPLICATION: 'application' } satisfies Record<
    Uppercase<PaymentKind>,
    PaymentKind
  >,
  PaymentMethod: { TRANSFER: 'transfer', CARD: 'card' } satisfies Record<Uppercase<PaymentMethod>, PaymentMethod>,
  CardPaymentAttemptStatus: {
    STARTED: 'started',
    APPROVED: 'approved',
    DECLINED: 'declined',
    DUPLICATE: 'duplicate',
  } satisfies Record<Uppercase<CardAttemptStatus>, CardAttemptStatus>,
  MessageSide: { STUDENT: 'student', STAFF: 'staff' },
  ConversationKind: { APPLICATION: 'application', ACCOUNT: 'account' },
  CorrectionItemKind: {
    PAYMENT_RECEIPT: 'payment_receipt',
    SERVICE_CONTRACT: 'service_contract',
    OTHER_DOCUMENT: 'other_document',
  },
  CorrectionRequestStatus: { OPEN: 'open', SUBMITTED: 'submitted', WITHDRAWN: 'withdrawn' },
  DocumentKind: {
    PAYMENT_RECEIPT: 'payment-receipt',
    PROOF_OF_SUBMISSION: 'proof-of-submission',
    DECISION_LETTER: 'decision-letter',
  },
} as const;
