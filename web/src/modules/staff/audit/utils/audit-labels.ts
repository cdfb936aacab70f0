import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction } from '@bourses/common/audit-actions';
import type { AuditTargetType } from '@/modules/staff/__generated__/graphql';

/** Each audited action in words; an action this version does not know (a newer api) shows as recorded. */
const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'account.approve': msg`Account approved`,
  'account.reject': msg`Account rejected`,
  'account.reset': msg`Account put back to pending`,
  'account.update': msg`Account changed`,
  'account.delete': msg`Account deleted`,
  'account.assign': msg`Account assigned`,
  'account.note': msg`Note on an account`,
  'account.sessions-ended': msg`Sessions ended`,
  'account.factors-reset': msg`Two-step sign-in reset`,
  'account.correction-request': msg`Changes requested on an account`,
  'account.correction-withdraw': msg`Request for changes withdrawn`,
  'application.approve': msg`Application approved`,
  'application.reject': msg`Application rejected`,
  'application.status': msg`Application status changed`,
  'application.delete': msg`Application deleted`,
  'application.assign': msg`Application assigned`,
  'application.note': msg`Note on an application`,
  'application.correction-request': msg`Corrections requested on an application`,
  'application.correction-withdraw': msg`Correction request withdrawn`,
  'application.bulk-message': msg`Message to an applicant`,
  'message-template.create': msg`Saved reply created`,
  'message-template.update': msg`Saved reply changed`,
  'message-template.delete': msg`Saved reply deleted`,
  'document.view': msg`Document viewed`,
  'export.applications': msg`Applications exported`,
  'export.accounts': msg`Accounts exported`,
  'export.payments': msg`Payments exported`,
  'scholarship.create': msg`Scholarship created`,
  'scholarship.update': msg`Scholarship changed`,
  'scholarship.delete': msg`Scholarship deleted`,
  'scholarship.duplicate': msg`Scholarship duplicated`,
  'scholarship.publish': msg`Scholarship published`,
  'scholarship.unpublish': msg`Scholarship unpublished`,
  'scholarship.archive': msg`Scholarship archived`,
  'scholarship.restore': msg`Scholarship restored`,
  'payment.verify': msg`Payment verified`,
  'payment.refuse': msg`Payment receipt refused`,
  'payment.settings': msg`Payment settings changed`,
  'payment.card-callback': msg`Card payment answered by CMI`,
  'statement.import': msg`Bank statement imported`,
  'upload.infected': msg`Infected file refused`,
};

/** The label of a recorded action, if this version knows it. */
export const auditActionLabel = (action: string): MessageDescriptor | undefined =>
  Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action as AuditAction] : undefined;

export const AUDIT_TARGET_LABELS: Record<AuditTargetType, MessageDescriptor> = {
  USER: msg({ message: 'Account', context: 'audit target' }),
  APPLICATION: msg({ message: 'Application', context: 'audit target' }),
  SCHOLARSHIP: msg({ message: 'Scholarship', context: 'audit target' }),
  FILE: msg({ message: 'File', context: 'audit target' }),
  EXPORT: msg({ message: 'Export', context: 'audit target' }),
  PAYMENT: msg({ message: 'Payment', context: 'audit target' }),
  BANK_STATEMENT: msg({ message: 'Bank statement', context: 'audit target' }),
  MESSAGE_TEMPLATE: msg({ message: 'Saved reply', context: 'audit target' }),
};

const PAGES: Partial<Record<AuditTargetType, string>> = {
  USER: '/admin/accounts',
  APPLICATION: '/admin/applications',
  SCHOLARSHIP: '/admin/scholarships',
  PAYMENT: '/admin/payments',
  BANK_STATEMENT: '/admin/payments/statements',
};

/** The console page of an entry's target, unless the entry deleted it (or it has no page). */
export function auditTargetPath(action: string, target: { type: AuditTargetType; id?: string | null }): string | null {
  const page = PAGES[target.type];
  if (!page || !target.id || action.endsWith('.delete')) return null;
  return `${page}/${encodeURIComponent(target.id)}`;
}
