import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { countryName } from '@bourses/common/country-names';
import { isLanguage, type Language } from '@bourses/common/languages';
import { DEFAULT_CURRENCY, formatMoney } from '@bourses/common/money';
import { ROLES, type Role } from '@bourses/common/statuses';
import type { AuditEntryRowFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { APPLICATION_STATUS_DISPLAY } from '@/modules/applications/utils/application-statuses';
import { APPROVAL_STATUS_DISPLAY } from '@/modules/auth/utils/approval-statuses';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { ROLE_LABELS } from '@/modules/profile/utils/role-labels';
import { SCHOLARSHIP_STATUS_LABELS } from '@/modules/staff/scholarships/utils/scholarship-status';
import { isPaymentStatus, PAYMENT_STATUS_DISPLAY } from '@/modules/payments/utils/payment-statuses';

type Change = AuditEntryRowFieldsFragment['changes'][number];

/** One recorded change or detail of an entry, by its field's name. */
export const changeOf = (entry: Pick<AuditEntryRowFieldsFragment, 'changes'>, field: string): Change | undefined =>
  entry.changes.find((change) => change.field === field);

/** Each recorded field in words; a field this version does not know shows as recorded. */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  approvalStatus: msg`Approval status`,
  rejectionReason: msg`Reason for rejection`,
  status: SHARED_MESSAGES.status,
  feedback: msg`Feedback`,
  text: msg({ message: 'Note', context: 'audit field' }),
  email: msg`E-mail`,
  role: msg`Role`,
  firstName: SHARED_MESSAGES.firstName,
  lastName: SHARED_MESSAGES.lastName,
  phoneNumber: SHARED_MESSAGES.phoneNumber,
  deadlineReminders: msg({ message: 'Deadline reminders', context: 'audit field' }),
  country: SHARED_MESSAGES.country,
  university: SHARED_MESSAGES.university,
  imageUrl: msg`Picture`,
  imageFileId: msg`Uploaded picture`,
  startDate: SHARED_MESSAGES.startDate,
  deadline: SHARED_MESSAGES.deadline,
  applicationFeeCentimes: msg`Application fee (MAD)`,
  title: msg`Title`,
  description: msg`Short description`,
  longDescription: msg`Long description`,
  videoUrl: msg({ message: 'Presentation video', context: 'audit field' }),
  faq: msg`Questions and answers`,
  // An export's filters (`filters.status`…).
  scholarshipId: SHARED_MESSAGES.scholarship,
  userId: msg`Applicant`,
  assignee: msg`Assigned to`,
  search: SHARED_MESSAGES.search,
  isVerified: msg`E-mail verified`,
  // A payment's verification or refusal.
  amountReceived: msg`Amount received`,
  paidOn: msg`Paid on`,
  bankTransactionReference: msg`Bank transaction reference`,
  refusalReason: msg`Reason for refusal`,
  statement: msg`Bank statement no.`,
  line: msg`Statement line`,
  // A file refused by the antivirus: the form field it was sent in.
  field: msg({ message: 'Form field', context: 'audit field' }),
  // Second factors reset, sessions ended: how many there were.
  secondFactors: msg`Second factors`,
  sessions: msg`Sessions ended`,
};

/** Details the entry's sentence already says. */
const SAID_BY_THE_SENTENCE = new Set(['assigneeId', 'noteId', 'userId', 'scholarshipId', 'duplicateOf', 'document', 'rows', 'format', 'fileName', 'signature']);

const LANGUAGE_NAMES: Record<Language, MessageDescriptor> = {
  fr: msg`French`,
  ar: msg`Arabic`,
  en: msg`English`,
};

/** The changes a reader needs below the sentence, in the order they were recorded. */
export const detailsOf = (entry: Pick<AuditEntryRowFieldsFragment, 'changes'>) =>
  entry.changes.filter((change) => !SAID_BY_THE_SENTENCE.has(change.field));

const FILTER = msg({ message: 'filter', context: 'audit field' });

/** A field's name in words: `fr.title` is "Title (French)", an export's `filters.status` "Status (filter)". */
export function fieldLabel(i18n: I18n, field: string): string {
  const [prefix, rest] = field.split('.', 2);
  if (rest !== undefined && prefix !== undefined && (isLanguage(prefix) || prefix === 'filters')) {
    const qualifier = isLanguage(prefix) ? LANGUAGE_NAMES[prefix] : FILTER;
    return `${fieldLabel(i18n, rest)} (${i18n._(qualifier)})`;
  }
  return Object.hasOwn(FIELD_LABELS, field) ? i18n._(FIELD_LABELS[field] as MessageDescriptor) : field;
}

const UNKNOWN_STATUS = msg`Unknown`;

/** The words of a recorded status (applications lowercase, accounts and scholarships as the api keeps them). */
export function statusLabel(field: 'status' | 'approvalStatus', value: string | null): MessageDescriptor {
  const key = (value ?? '').toUpperCase();
  if (field === 'approvalStatus') {
    return Object.hasOwn(APPROVAL_STATUS_DISPLAY, key) ? APPROVAL_STATUS_DISPLAY[key as keyof typeof APPROVAL_STATUS_DISPLAY].label : UNKNOWN_STATUS;
  }
  if (Object.hasOwn(APPLICATION_STATUS_DISPLAY, key)) return APPLICATION_STATUS_DISPLAY[key as keyof typeof APPLICATION_STATUS_DISPLAY].label;
  if (Object.hasOwn(SCHOLARSHIP_STATUS_LABELS, key)) return SCHOLARSHIP_STATUS_LABELS[key as keyof typeof SCHOLARSHIP_STATUS_LABELS];
  if (isPaymentStatus(key)) return PAYMENT_STATUS_DISPLAY[key].label;
  return UNKNOWN_STATUS;
}

const DOCUMENT_LABELS: Record<string, MessageDescriptor> = {
  'payment-receipt': msg`the payment receipt`,
  'service-contract': msg`the service contract`,
  receipt: msg`the payment receipt`,
};

/** A viewed document, with its article, as a sentence names it. */
export const documentLabel = (document: string | null): MessageDescriptor =>
  document && Object.hasOwn(DOCUMENT_LABELS, document) ? (DOCUMENT_LABELS[document] as MessageDescriptor) : msg`a document`;

/** Text a reader can take in: no HTML tags (a long description is HTML), spaces collapsed. */
const plainText = (value: string) =>
  value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** A recorded value as the staff reads it: statuses, roles, countries, dates and amounts in their language. */
export function valueText(i18n: I18n, field: string, value: string | null): string {
  if (value === null || value === '') return '∅';
  const name = field.includes('.') ? field.slice(field.indexOf('.') + 1) : field;
  const language = isLanguage(i18n.locale) ? i18n.locale : 'fr';
  switch (name) {
    case 'status':
    case 'approvalStatus':
      return i18n._(statusLabel(name, value));
    case 'role':
      return isRole(value) ? i18n._(ROLE_LABELS[value]) : value;
    case 'country':
      return countryName(value, language);
    case 'startDate':
    case 'deadline':
    case 'paidOn':
      return formatDate(i18n, value, 'short');
    case 'applicationFeeCentimes':
    case 'amountReceived':
      return /^\d+$/.test(value) ? formatMoney({ centimes: Number(value), currency: DEFAULT_CURRENCY }, language) : value;
    case 'deadlineReminders':
    case 'isVerified':
      return value === 'true' ? i18n._(msg`Yes`) : i18n._(msg`No`);
    default:
      return plainText(value);
  }
}
