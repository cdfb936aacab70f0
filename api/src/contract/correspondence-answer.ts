import { z } from 'zod';
import { LANGUAGES } from '@bourses/common/languages';

// Correspondence (docs/product-rules.md, "Correspondence"): conversations, messages, correction
// requests and saved replies as the api answers them.

const side = z.enum(['student', 'staff']);

/** A stored file as a reader downloads it: `url` is the api's route (the bff links its own). */
export const correspondenceFileAnswerSchema = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  url: z.string(),
});

/** How many messages of the other side the caller's side has not opened. */
export const unreadAnswerSchema = z.object({ messages: z.number().int(), conversations: z.number().int() });

/** A conversation's summary, as an application, an account and a conversation answer it. */
export const conversationSummaryAnswerSchema = z.object({ id: z.string(), unreadCount: z.number().int() });

/** One conversation (correspondence/conversation-presenter.ts). */
export const conversationAnswerSchema = z.object({
  id: z.string(),
  kind: z.enum(['application', 'account']),
  /** The application's, or null for an account's. */
  applicationId: z.number().int().nullable(),
  /** Staff readers only (null for the student): the student's account. */
  userId: z.string().nullable(),
  /** The scholarship's title in the request's language, or the account's subject in it. */
  subject: z.string(),
  /** Messages from the other side the caller's side has not opened. */
  unreadCount: z.number().int(),
  lastMessageAt: z.string().nullable(),
});

/** One message (correspondence/message-presenter.ts). */
export const messageAnswerSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  body: z.string(),
  authorSide: side,
  /** Null when a student reads a staff member's message (the platform team) or once the author was deleted. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  sentAt: z.string(),
  readAt: z.string().nullable(),
  correctionRequestId: z.string().nullable(),
  attachments: z.array(correspondenceFileAnswerSchema.extend({ id: z.string() })),
});

/** One item of a correction request, and the file the student sent for it once submitted. */
export const correctionItemAnswerSchema = z.object({
  id: z.string(),
  kind: z.enum(['payment_receipt', 'service_contract', 'other_document']),
  label: z.string().nullable(),
  file: correspondenceFileAnswerSchema.nullable(),
});

/** One correction request (correspondence/corrections/correction-presenter.ts). */
export const correctionRequestAnswerSchema = z.object({
  id: z.string(),
  applicationId: z.number().int().nullable(),
  userId: z.string(),
  status: z.enum(['open', 'submitted', 'withdrawn']),
  items: z.array(correctionItemAnswerSchema),
  message: z.string(),
  /** A Casablanca day. */
  dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Open and past its due date. */
  overdue: z.boolean(),
  requestedAt: z.string(),
  /** Staff readers only (null for the student, or once the author was deleted). */
  requestedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  submittedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});

/** A saved reply (correspondence/templates). */
export const messageTemplateAnswerSchema = z.object({
  id: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});

export type CorrespondenceFileAnswer = z.infer<typeof correspondenceFileAnswerSchema>;
export type UnreadAnswer = z.infer<typeof unreadAnswerSchema>;
export type ConversationSummaryAnswer = z.infer<typeof conversationSummaryAnswerSchema>;
export type ConversationAnswer = z.infer<typeof conversationAnswerSchema>;
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;
export type CorrectionItemAnswer = z.infer<typeof correctionItemAnswerSchema>;
export type CorrectionRequestAnswer = z.infer<typeof correctionRequestAnswerSchema>;
export type MessageTemplateAnswer = z.infer<typeof messageTemplateAnswerSchema>;
