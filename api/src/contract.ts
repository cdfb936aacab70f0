// The api's answers as zod schemas: the bff parses what it receives with them and the api's own
// tests check its answers against them, so the two cannot drift. Schemas only: no server code.
export * from './contract/application-answer.ts';
export * from './contract/audit-entry-answer.ts';
export * from './contract/correspondence-answer.ts';
export * from './contract/bank-statement-answer.ts';
export * from './contract/card-payment-answer.ts';
export * from './contract/dashboard-answer.ts';
export * from './contract/document-answer.ts';
export * from './contract/document-verification-answer.ts';
export * from './contract/failed-mail-answer.ts';
export * from './contract/finance-answer.ts';
export * from './contract/money-answer.ts';
export * from './contract/note-answer.ts';
export * from './contract/page-answer.ts';
export * from './contract/payment-answer.ts';
export * from './contract/payment-settings-answer.ts';
export * from './contract/saved-scholarship-answer.ts';
export * from './contract/scholarship-answer.ts';
export * from './contract/scholarship-filter-options-answer.ts';
export * from './contract/scholarship-sitemap-answer.ts';
export * from './contract/second-factor-answer.ts';
export * from './contract/session-answer.ts';
export * from './contract/user-answer.ts';
