import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, type TestApplication } from '@bourses/api/test/factories/applications';
import { PDF_FILE } from '@bourses/api/test/factories/files';
import { createAgent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import { pdfAt, pngAt } from './factories/files.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// Conversations through GraphQL against the real api (docs/product-rules.md, "Correspondence").

const APPLICATION_CONVERSATION = /* GraphQL */ `
  query ApplicationConversation($id: ID!) {
    application(id: $id) { id conversation { id unreadCount } }
  }
`;
const CONVERSATION = /* GraphQL */ `
  query Conversation($id: ID!) {
    conversation(id: $id) {
      id kind subject unreadCount lastMessageAt
      application { id }
      student { id fullName }
      messages(page: 1, limit: 10) {
        items {
          id body sentAt readAt
          author { side id fullName }
          attachments { id fileName contentType sizeBytes url }
        }
        pagination { total page pages }
      }
    }
  }
`;
const SEND = /* GraphQL */ `
  mutation SendMessage($conversationId: ID!, $body: String!, $attachments: [Upload!]) {
    sendMessage(conversationId: $conversationId, body: $body, attachments: $attachments) {
      id body author { side id fullName } attachments { fileName url }
    }
  }
`;
const MARK_READ = /* GraphQL */ `
  mutation MarkRead($id: ID!) {
    markConversationRead(id: $id) { id unreadCount }
  }
`;
const UNREAD = /* GraphQL */ `
  query Unread { unreadMessages { messages conversations } }
`;
const MINE = /* GraphQL */ `
  query Mine { myConversations { id kind subject unreadCount } }
`;
const ME = /* GraphQL */ `
  query Me { me { id conversation { id unreadCount subject } } }
`;

interface MessageAnswer {
  id: string;
  body: string;
  author: { side: string; id: string | null; fullName: string | null };
  attachments: { id?: string; fileName: string; contentType?: string; url: string }[];
}
interface ConversationAnswer {
  conversation: {
    id: string;
    kind: string;
    subject: string;
    unreadCount: number;
    application: { id: string } | null;
    student: { id: string; fullName: string } | null;
    messages: { items: MessageAnswer[]; pagination: { total: number } };
  } | null;
}

let platform: TestPlatform;
let agent: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  agent = await createAgent(platform.api, { firstName: 'Youssef', lastName: 'Tazi' });
});
afterAll(() => platform.close());

async function conversationIdOf(application: TestApplication): Promise<string> {
  const answer = await platform.bff.graphql<{ application: { conversation: { id: string } } }>(
    APPLICATION_CONVERSATION,
    { id: String(application.id) },
    { token: application.student.token },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.application.conversation.id ?? '';
}

const unread = async (reader: TestUser) =>
  (await platform.bff.graphql<{ unreadMessages: { messages: number; conversations: number } }>(UNREAD, {}, { token: reader.token })).data
    ?.unreadMessages;

describe('conversations through GraphQL', () => {
  it('lets a student and the staff exchange messages with files, each side counting and opening its own unread', async () => {
    const application = await createApplication(platform.api);
    const { student } = application;
    const conversationId = await conversationIdOf(application);
    const unreadBefore = await unread(agent);

    const asked = await platform.bff.upload<{ sendMessage: MessageAnswer }>(
      SEND,
      { conversationId, body: 'Voici mon contrat signé.', attachments: [null] },
      [pdfAt('variables.attachments.0', 'contrat.pdf')],
      { token: student.token },
    );
    platform.api.clock.advance(1000);
    const answered = await platform.bff.upload<{ sendMessage: MessageAnswer }>(
      SEND,
      { conversationId, body: 'Merci, voici le récépissé.', attachments: [null, null] },
      [pngAt('variables.attachments.0', 'capture.png'), pdfAt('variables.attachments.1', 'recepisse.pdf')],
      { token: agent.token },
    );

    expect(asked.errors).toBeUndefined();
    expect(asked.data?.sendMessage.author).toEqual({
      side: 'STUDENT',
      id: student.user.id,
      fullName: `${student.user.firstName} ${student.user.lastName}`,
    });
    expect(answered.errors).toBeUndefined();
    expect(await unread(student)).toEqual({ messages: 1, conversations: 1 });
    expect(await unread(agent)).toEqual({
      messages: (unreadBefore?.messages ?? 0) + 1,
      conversations: (unreadBefore?.conversations ?? 0) + 1,
    });

    const studentView = await platform.bff.graphql<ConversationAnswer>(CONVERSATION, { id: conversationId }, { token: student.token });
    const staffView = await platform.bff.graphql<ConversationAnswer>(CONVERSATION, { id: conversationId }, { token: agent.token });

    expect(studentView.errors).toBeUndefined();
    const seen = studentView.data?.conversation;
    expect(seen).toMatchObject({ kind: 'APPLICATION', unreadCount: 1, application: { id: String(application.id) }, student: null });
    expect(seen?.messages.pagination.total).toBe(2);
    // The student reads the staff's message as the platform team's.
    expect(seen?.messages.items[0]?.author).toEqual({ side: 'STAFF', id: null, fullName: null });
    expect(seen?.messages.items[0]?.attachments.map((file) => [file.fileName, file.contentType])).toEqual([
      ['capture.png', 'image/png'],
      ['recepisse.pdf', 'application/pdf'],
    ]);
    expect(staffView.data?.conversation?.messages.items[0]?.author).toEqual({ side: 'STAFF', id: agent.user.id, fullName: 'Youssef Tazi' });
    expect(staffView.data?.conversation?.student?.id).toBe(student.user.id);
    expect(staffView.data?.conversation?.unreadCount).toBe(1);

    const opened = await platform.bff.graphql<{ markConversationRead: { unreadCount: number } }>(MARK_READ, { id: conversationId }, { token: student.token });

    expect(opened.data?.markConversationRead.unreadCount).toBe(0);
    expect(await unread(student)).toEqual({ messages: 0, conversations: 0 });
    // The student's opening leaves the staff's side as it was.
    const staffAgain = await platform.bff.graphql<ConversationAnswer>(CONVERSATION, { id: conversationId }, { token: agent.token });
    expect(staffAgain.data?.conversation?.unreadCount).toBe(1);
  });

  it('answers an application’s unread count from the application itself, asking the api for nothing more', async () => {
    const application = await createApplication(platform.api);
    const before = platform.bff.upstreamCalls.length;

    const answer = await platform.bff.graphql<{ application: { conversation: { id: string; unreadCount: number } } }>(
      APPLICATION_CONVERSATION,
      { id: String(application.id) },
      { token: agent.token },
    );

    expect(answer.data?.application.conversation).toEqual({ id: expect.any(String), unreadCount: 0 });
    const calls = platform.bff.upstreamCalls.slice(before).map((call) => call.path.split('?')[0]);
    expect(calls).toEqual(['/api/scholarships/applications']);
  });

  it('answers null for someone else’s conversation', async () => {
    const application = await createApplication(platform.api);
    const conversationId = await conversationIdOf(application);
    const other = await createUser(platform.api);

    const answer = await platform.bff.graphql<ConversationAnswer>(CONVERSATION, { id: conversationId }, { token: other.token });

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.conversation).toBeNull();
  });

  it('links each attachment to a download for the conversation’s student and staff only', async () => {
    const application = await createApplication(platform.api);
    const conversationId = await conversationIdOf(application);
    const sent = await platform.bff.upload<{ sendMessage: MessageAnswer }>(
      SEND,
      { conversationId, body: '', attachments: [null] },
      [pdfAt('variables.attachments.0', 'releve.pdf')],
      { token: application.student.token },
    );
    const url = sent.data?.sendMessage.attachments[0]?.url ?? '';
    const other = await createUser(platform.api);
    const download = (token: string) => fetch(`${platform.bff.url}${url}`, { headers: { Authorization: `Bearer ${token}` } });

    const own = await download(application.student.token);
    const staff = await download(agent.token);
    const someoneElse = await download(other.token);

    expect(url).toMatch(new RegExp(`^/files/conversations/${conversationId}/attachments/[0-9a-f-]{36}$`));
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toMatch(/^attachment; filename="piece-jointe\.pdf"/);
    expect(Buffer.compare(Buffer.from(await own.arrayBuffer()), PDF_FILE)).toBe(0);
    expect(staff.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await staff.arrayBuffer()), PDF_FILE)).toBe(0);
    expect(someoneElse.status).toBe(404);
  });

  it('lists a student’s conversations, the account’s first, and gives the account’s summary with the user', async () => {
    const student = await createUser(platform.api);
    const application = await createApplication(platform.api, { student });

    const mine = await platform.bff.graphql<{ myConversations: { id: string; kind: string; subject: string }[] }>(MINE, {}, { token: student.token, language: 'en' });
    const me = await platform.bff.graphql<{ me: { conversation: { id: string; unreadCount: number; subject: string } } }>(ME, {}, { token: student.token, language: 'en' });

    expect(mine.errors).toBeUndefined();
    expect(mine.data?.myConversations.map((conversation) => conversation.kind)).toEqual(['ACCOUNT', 'APPLICATION']);
    expect(mine.data?.myConversations[0]?.subject).toBe('Your account');
    expect(me.data?.me.conversation).toEqual({ id: mine.data?.myConversations[0]?.id, unreadCount: 0, subject: 'Your account' });
    expect(await conversationIdOf(application)).toBe(mine.data?.myConversations[1]?.id);
  });

  it('refuses a student’s 21st message of an hour with the api’s message', async () => {
    const application = await createApplication(platform.api);
    const conversationId = await conversationIdOf(application);
    for (let sent = 0; sent < 20; sent += 1) {
      const answer = await platform.bff.graphql(SEND, { conversationId, body: `Message ${sent}` }, { token: application.student.token });
      expect(answer.errors).toBeUndefined();
    }

    const refused = await platform.bff.graphql(SEND, { conversationId, body: 'Encore' }, { token: application.student.token, language: 'en' });

    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors?.[0]?.message).toMatch(/^You sent 20 messages in an hour, the most allowed\./);
  });
});
