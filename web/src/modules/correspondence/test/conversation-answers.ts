import type { StubAnswer } from '@/modules/account-security/test/stub-graphql-server';

type Side = 'STUDENT' | 'STAFF';

/** A message as the bff answers it; a student reads a staff member's without their name. */
export const message = (id: string, side: Side, body: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Message',
  id,
  body,
  sentAt: `2026-03-0${id}T09:30:00.000Z`,
  readAt: null,
  author: { __typename: 'MessageAuthor', side, id: null, fullName: null },
  attachments: [],
  ...overrides,
});

export type MessageAnswer = ReturnType<typeof message>;

/** The newest page of conversation 7 (newest first, as the bff pages it). */
export const conversationPage = (items: MessageAnswer[], pages = 1, page = 1): StubAnswer => ({
  data: {
    conversation: {
      __typename: 'Conversation',
      id: '7',
      kind: 'APPLICATION',
      subject: 'Bourse Rabat pour le droit',
      unreadCount: 1,
      messages: {
        __typename: 'MessagePage',
        items,
        pagination: { __typename: 'Pagination', total: items.length * pages, page, limit: 20, pages },
      },
    },
  },
});

export const markedRead: StubAnswer = {
  data: { markConversationRead: { __typename: 'Conversation', id: '7', unreadCount: 0 } },
};

export const unread = (messages: number): StubAnswer => ({
  data: { unreadMessages: { __typename: 'UnreadMessages', messages, conversations: messages > 0 ? 1 : 0 } },
});

export const sent = (item: MessageAnswer): StubAnswer => ({ data: { sendMessage: item } });
