import type { ColumnType, Generated } from 'kysely';
import type { Language } from '@bourses/common/languages';

// Correspondence (migration 0027): conversations, messages, correction requests, saved replies.

/** Which side of a conversation: the student, or the staff (any staff member). */
export type ConversationSide = 'student' | 'staff';

export interface ConversationsTable {
  id: Generated<string>;
  kind: 'application' | 'account';
  /** The application's id for an application's conversation, null for an account's. */
  applicationId: number | null;
  /** The student (the account's owner, or the applicant). */
  userId: string;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

export interface MessagesTable {
  id: Generated<string>;
  conversationId: string;
  /** Null once the author's account is deleted. */
  authorId: string | null;
  authorSide: ConversationSide;
  body: string;
  sentAt: ColumnType<Date, Date | undefined, never>;
  /** When the other side opened the conversation after it arrived; null while unread. */
  readAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  correctionRequestId: ColumnType<string | null, string | null | undefined, never>;
}

export interface MessageAttachmentsTable {
  id: Generated<string>;
  messageId: string;
  fileId: string;
  position: number;
}

export interface ConversationMailDigestsTable {
  conversationId: string;
  recipientSide: ConversationSide;
  lastMailedAt: Date;
}

export type CorrectionRequestStatus = 'open' | 'submitted' | 'withdrawn';
export type CorrectionItemKind = 'payment_receipt' | 'service_contract' | 'other_document';

export interface CorrectionRequestsTable {
  id: Generated<string>;
  /** Null for a request on the student's account. */
  applicationId: number | null;
  /** The student asked. */
  userId: string;
  status: ColumnType<CorrectionRequestStatus, CorrectionRequestStatus | undefined, CorrectionRequestStatus>;
  message: string;
  /** A Casablanca day, 'YYYY-MM-DD'. */
  dueDate: ColumnType<string, string, string>;
  requestedBy: string | null;
  requestedAt: ColumnType<Date, Date | undefined, never>;
  submittedAt: Date | null;
  withdrawnAt: Date | null;
  /** When the reminder 2 days before the due date was enqueued. */
  remindedAt: Date | null;
}

export interface CorrectionItemsTable {
  id: Generated<string>;
  requestId: string;
  position: number;
  kind: CorrectionItemKind;
  label: string | null;
  fileId: string | null;
}

export interface MessageTemplatesTable {
  id: Generated<string>;
  language: Language;
  title: string;
  body: string;
  createdBy: string | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface CorrespondenceTables {
  conversations: ConversationsTable;
  messages: MessagesTable;
  messageAttachments: MessageAttachmentsTable;
  conversationMailDigests: ConversationMailDigestsTable;
  correctionRequests: CorrectionRequestsTable;
  correctionItems: CorrectionItemsTable;
  messageTemplates: MessageTemplatesTable;
}
