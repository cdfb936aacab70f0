import type { GraphQLResolveInfo } from 'graphql';
import type { ConversationAnswer } from '@bourses/api/contract';
import { FIRST_PAGE } from '@bourses/common/limits';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { messageAttachmentLink } from '../../files/file-links.ts';
import type { GraphQLContext } from '../../graphql/graphql-context.ts';
import { selectsAny } from '../../graphql/selected-fields.ts';
import { streamedFile } from '../../graphql/uploads.ts';
import { isNotFound } from '../../rest/upstream-error.ts';
import type { ConversationModel } from './conversation-model.ts';

// The schema's default page size of Conversation.messages.
const MESSAGES_PER_PAGE = 20;

/** Fields the summary an application or an account answers with (id, unreadCount) does not hold. */
const WHOLE_FIELDS = new Set(['kind', 'subject', 'application', 'student', 'lastMessageAt']);

/** The whole conversation: the model itself, or the api's answer for its id (asked once per request). */
const whole = (conversation: ConversationModel, { conversations }: GraphQLContext): Promise<ConversationAnswer> =>
  'kind' in conversation ? Promise.resolve(conversation) : conversations.conversation(conversation.id);

/** Null for a conversation that does not exist or is someone else's (the api's 404). */
async function orNull<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * A summary as the field's value: as it is when the query asks only for the id and the unread
 * count, else the whole conversation, fetched now so that one gone meanwhile reads as null.
 */
function summaryOrWhole(summary: ConversationModel, context: GraphQLContext, info: GraphQLResolveInfo) {
  if (!selectsAny(info, [], WHOLE_FIELDS)) return summary;
  return orNull(() => whole(summary, context));
}

/** Conversations between a student and the staff, their messages and files (docs/product-rules.md, "Correspondence"). */
export const conversationsResolvers: Resolvers = {
  Query: {
    unreadMessages: (_parent, _args, { conversations }) => conversations.unread(),
    myConversations: (_parent, _args, { conversations }) => conversations.mine(),
    conversation: (_parent, { id }, { conversations }) => orNull(() => conversations.conversation(id)),
  },
  Mutation: {
    sendMessage: (_parent, { conversationId, body, attachments }, { conversations }) =>
      conversations.send(
        conversationId,
        body,
        (attachments ?? []).map((attachment) => streamedFile(attachment)),
      ),
    markConversationRead: (_parent, { id }, { conversations }) => conversations.markRead(id),
  },
  Conversation: {
    // `kind` (an enum) is read from the model: a query selecting it gets the whole conversation (summaryOrWhole).
    subject: async (conversation, _args, context) => (await whole(conversation, context)).subject,
    lastMessageAt: async (conversation, _args, context) => (await whole(conversation, context)).lastMessageAt,
    application: async (conversation, _args, context) => {
      const { applicationId } = await whole(conversation, context);
      return applicationId === null ? null : context.loaders.application.load(applicationId);
    },
    student: async (conversation, _args, context) => {
      if (!context.viewer?.isStaff) return null;
      const { userId } = await whole(conversation, context);
      return userId === null ? null : context.loaders.user.load(userId);
    },
    messages: (conversation, { page, limit }, { conversations }) =>
      conversations.messages(conversation.id, page ?? FIRST_PAGE, limit ?? MESSAGES_PER_PAGE),
  },
  Message: {
    // The api names no staff member to a student: the web signs those messages "the platform team".
    author: (message) => ({ side: message.authorSide, id: message.author?.id ?? null, fullName: message.author?.name ?? null }),
    attachments: (message) => message.attachments.map((attachment) => ({ ...attachment, conversationId: message.conversationId })),
  },
  MessageAttachment: {
    contentType: (attachment) => attachment.mimeType,
    url: (attachment) => messageAttachmentLink(attachment.conversationId, attachment.id),
  },
  Application: {
    conversation: (application, _args, context, info) =>
      application.conversation ? summaryOrWhole(application.conversation, context, info) : null,
  },
  User: {
    conversation: async (user, _args, context, info) => {
      const { viewer } = context;
      // Staff accounts have none; other readers may not see a student's.
      if (user.role !== 'CLIENT' || !viewer || (!viewer.isStaff && viewer.userId !== user.id)) return null;
      // An answer without the summary (an account's update): the account's conversation, from the api.
      if (user.conversation === undefined) return orNull(() => context.conversations.ofAccount(user.id));
      return user.conversation ? summaryOrWhole(user.conversation, context, info) : null;
    },
  },
};
