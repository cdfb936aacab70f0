// What each mail of the platform tells (docs/architecture.md, Mail and background jobs): the kinds staff see beside a
// mail that could not be sent.
export const MAIL_KINDS = [
  'verification',
  'password-reset',
  'account-approved',
  'account-rejected',
  'application-approved',
  'application-rejected',
  'deadline-reminder',
  'payment-verified',
  'payment-refused',
  'registration-attempt',
  'new-messages',
  'correction-requested',
  'correction-reminder',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
