import type { ConversationAnswer, ConversationSummaryAnswer, MessageAnswer } from '@bourses/api/contract';

/**
 * The parent value of every `Conversation` field resolver: the api's whole conversation, or the
 * summary an application or an account answers with (id and unread count), completed on demand.
 */
export type ConversationModel = ConversationAnswer | ConversationSummaryAnswer;

/** A message as the api answers it. */
export type MessageModel = MessageAnswer;

/** One file of a message, with its conversation: its link names both. */
export type MessageAttachmentModel = MessageAnswer['attachments'][number] & { conversationId: string };
