/**
 * Every staff action the audit log records (docs/security.md, "Audit log"): the api writes them,
 * the console names each one (a label missing for one of them does not compile).
 */
export type AuditAction =
  | 'account.approve'
  | 'account.reject'
  | 'account.reset'
  | 'account.delete'
  | 'account.update'
  | 'account.assign'
  | 'account.note'
  | 'account.sessions-ended'
  | 'account.factors-reset'
  // Staff ask a student for changes on the account, or withdraw that request (correspondence/corrections).
  | 'account.correction-request'
  | 'account.correction-withdraw'
  | 'application.approve'
  | 'application.reject'
  | 'application.status'
  | 'application.delete'
  | 'application.assign'
  | 'application.note'
  | 'application.correction-request'
  | 'application.correction-withdraw'
  | 'document.view'
  | 'export.applications'
  | 'export.accounts'
  | 'export.payments'
  | 'scholarship.create'
  | 'scholarship.update'
  | 'scholarship.delete'
  | 'scholarship.duplicate'
  | 'scholarship.publish'
  | 'scholarship.unpublish'
  | 'scholarship.archive'
  | 'scholarship.restore'
  | 'payment.verify'
  | 'payment.refuse'
  | 'payment.settings'
  // CMI's server-to-server callback of a card payment, whatever its outcome (actor null: the gateway).
  | 'payment.card-callback'
  | 'statement.import'
  // The staff's saved replies (docs/product-rules.md, "Correspondence").
  | 'message-template.create'
  | 'message-template.update'
  | 'message-template.delete'
  // One row of a bulk message: the message written in that application's conversation.
  | 'application.bulk-message'
  // An upload refused because ClamAV found malware in it; by a visitor (actor null) at registration.
  | 'upload.infected';

/** What an audit entry is about. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'application',
  'scholarship',
  'file',
  'export',
  'payment',
  'bank-statement',
  'message-template',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
