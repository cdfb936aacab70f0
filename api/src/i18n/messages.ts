import type { Language } from '@bourses/common/languages';
import { fill, type Catalog } from './catalog.ts';
import { COMMON_MESSAGES } from './common-messages.ts';
import { IAM_MESSAGES } from '../iam/iam-messages.ts';
import { SCHOLARSHIP_MESSAGES } from '../scholarships/scholarship-messages.ts';
import { APPLICATION_MESSAGES } from '../applications/application-messages.ts';
import { DATABASE_MESSAGES } from '../db/database-messages.ts';
import { REQUEST_MESSAGES } from '../http/request-messages.ts';
import { UPLOAD_MESSAGES } from '../uploads/upload-messages.ts';
import { MALWARE_MESSAGES } from '../uploads/malware/malware-messages.ts';
import { SESSION_MESSAGES } from '../auth/session-messages.ts';
import { ABUSE_MESSAGES } from '../abuse/abuse-messages.ts';
import { BACKUP_MESSAGES } from '../backup/backup-messages.ts';
import { STORAGE_MESSAGES } from '../storage/storage-messages.ts';
import { SAVED_SCHOLARSHIP_MESSAGES } from '../saved-scholarships/saved-scholarship-messages.ts';
import { SHARED_MESSAGES } from '@bourses/common/shared-messages';
import { AUDIT_MESSAGES } from '../audit/audit-messages.ts';
import { EXPORT_MESSAGES } from '../exports/export-messages.ts';
import { CASEWORK_MESSAGES } from '../casework/casework-messages.ts';
import { PAYMENT_MESSAGES } from '../payments/payment-messages.ts';
import { PAYMENT_SETTINGS_MESSAGES } from '../payments/settings/settings-messages.ts';
import { STATEMENT_LINE_MESSAGES, STATEMENT_MESSAGES } from '../payments/statements/statement-messages.ts';
import { IMPORT_MESSAGES } from '../payments/import/import-messages.ts';
import { MESSAGE_TEMPLATE_MESSAGES } from '../correspondence/templates/template-messages.ts';
import { BULK_MESSAGE_MESSAGES } from '../correspondence/bulk-message/bulk-message-messages.ts';
import { CORRECTION_MESSAGES } from '../correspondence/corrections/correction-messages.ts';
import { CONVERSATION_MESSAGES } from '../correspondence/conversation-messages.ts';
import { DOCUMENT_DOWNLOAD_MESSAGES } from '../documents/download/document-messages.ts';
import { CARD_PAYMENT_MESSAGES } from '../payments/card/card-messages.ts';

/** Every domain's catalogue; a key belongs to one only (a test checks that none overrides another). */
export const CATALOGUES: Record<string, Catalog> = {
  shared: SHARED_MESSAGES,
  common: COMMON_MESSAGES,
  iam: IAM_MESSAGES,
  scholarships: SCHOLARSHIP_MESSAGES,
  applications: APPLICATION_MESSAGES,
  database: DATABASE_MESSAGES,
  request: REQUEST_MESSAGES,
  uploads: UPLOAD_MESSAGES,
  malware: MALWARE_MESSAGES,
  session: SESSION_MESSAGES,
  abuse: ABUSE_MESSAGES,
  backup: BACKUP_MESSAGES,
  storage: STORAGE_MESSAGES,
  savedScholarships: SAVED_SCHOLARSHIP_MESSAGES,
  audit: AUDIT_MESSAGES,
  exports: EXPORT_MESSAGES,
  casework: CASEWORK_MESSAGES,
  payments: PAYMENT_MESSAGES,
  paymentSettings: PAYMENT_SETTINGS_MESSAGES,
  statements: STATEMENT_MESSAGES,
  statementLines: STATEMENT_LINE_MESSAGES,
  statementImport: IMPORT_MESSAGES,
  messageTemplates: MESSAGE_TEMPLATE_MESSAGES,
  bulkMessages: BULK_MESSAGE_MESSAGES,
  conversations: CONVERSATION_MESSAGES,
  corrections: CORRECTION_MESSAGES,
  documentDownloads: DOCUMENT_DOWNLOAD_MESSAGES,
  cardPayments: CARD_PAYMENT_MESSAGES,
};

const MESSAGES: Catalog = Object.assign({}, ...Object.values(CATALOGUES));

export type MessageKey =
  | keyof typeof SHARED_MESSAGES
  | keyof typeof COMMON_MESSAGES
  | keyof typeof IAM_MESSAGES
  | keyof typeof SCHOLARSHIP_MESSAGES
  | keyof typeof APPLICATION_MESSAGES
  | keyof typeof DATABASE_MESSAGES
  | keyof typeof REQUEST_MESSAGES
  | keyof typeof UPLOAD_MESSAGES
  | keyof typeof MALWARE_MESSAGES
  | keyof typeof SESSION_MESSAGES
  | keyof typeof ABUSE_MESSAGES
  | keyof typeof BACKUP_MESSAGES
  | keyof typeof STORAGE_MESSAGES
  | keyof typeof DOCUMENT_DOWNLOAD_MESSAGES
  | keyof typeof SAVED_SCHOLARSHIP_MESSAGES
  | keyof typeof AUDIT_MESSAGES
  | keyof typeof EXPORT_MESSAGES
  | keyof typeof CASEWORK_MESSAGES
  | keyof typeof PAYMENT_MESSAGES
  | keyof typeof PAYMENT_SETTINGS_MESSAGES
  | keyof typeof STATEMENT_MESSAGES
  | keyof typeof STATEMENT_LINE_MESSAGES
  | keyof typeof IMPORT_MESSAGES
  | keyof typeof MESSAGE_TEMPLATE_MESSAGES
  | keyof typeof BULK_MESSAGE_MESSAGES
  | keyof typeof CONVERSATION_MESSAGES
  | keyof typeof CORRECTION_MESSAGES
  | keyof typeof CARD_PAYMENT_MESSAGES;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES, key);
}

export function translate(
  key: MessageKey,
  language: Language,
  params?: Record<string, string | number>,
): string {
  const translations = MESSAGES[key];
  return translations ? fill(translations[language], params) : key;
}
