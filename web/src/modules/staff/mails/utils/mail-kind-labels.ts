import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MailKind } from '@/modules/staff/__generated__/graphql';

/** What each mail told the student, as staff read it in the failed-mail list. */
export const MAIL_KIND_LABELS: Record<MailKind, MessageDescriptor> = {
  VERIFICATION: msg`E-mail verification link`,
  PASSWORD_RESET: msg`Password reset link`,
  ACCOUNT_APPROVED: msg`Account approved`,
  ACCOUNT_REJECTED: msg`Account not approved`,
  APPLICATION_APPROVED: msg`Application approved`,
  APPLICATION_REJECTED: msg`Application rejected`,
  DEADLINE_REMINDER: msg`Deadline reminder of a saved scholarship`,
  PAYMENT_VERIFIED: msg`Payment verified`,
  PAYMENT_REFUSED: msg`Payment receipt refused`,
  NEW_MESSAGES: msg`New messages in a conversation`,
  CORRECTION_REQUESTED: msg`Corrections requested`,
  CORRECTION_REMINDER: msg`Reminder of a correction request's due date`,
  REGISTRATION_ATTEMPT: msg({ message: 'Registration attempt with an existing address', comment: 'A mail telling an account’s owner that someone tried to register with their e-mail address' }),
};
