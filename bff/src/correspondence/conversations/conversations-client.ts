import { z } from 'zod';
import {
  conversationAnswerSchema,
  messageAnswerSchema,
  unreadAnswerSchema,
  type ConversationAnswer,
} from '@bourses/api/contract';
import { objectData, pageData } from '../../rest/envelopes.ts';
import type { StreamedFile } from '../../rest/multipart-body.ts';
import { idSegment } from '../../rest/resource-id.ts';
import type { RestClient } from '../../rest/rest-client.ts';

// Made once, as zod compiles a schema on its first use (rest/envelopes.ts).
const conversationsAnswerSchema = z.array(conversationAnswerSchema);

const BASE = '/api/conversations';
const path = (id: string, action = '') => `${BASE}/${idSegment(id)}${action}`;
const conversation = (body: unknown, what: string) => objectData(conversationAnswerSchema, body, what);

/** The api's conversations and messages (/api/conversations), for one caller. */
export function createConversationsClient(rest: RestClient) {
  // Per request: a conversation several fields need is asked for once.
  const byId = new Map<string, Promise<ConversationAnswer>>();
  const remember = (answer: Promise<ConversationAnswer>) => {
    answer.then((found) => byId.set(found.id, Promise.resolve(found))).catch(() => undefined);
    return answer;
  };
  return {
    async mine() {
      return objectData(conversationsAnswerSchema, await rest.get(`${BASE}/mine`), 'myConversations');
    },
    async unread() {
      return objectData(unreadAnswerSchema, await rest.get(`${BASE}/unread`), 'unreadMessages');
    },
    conversation(id: string) {
      let answer = byId.get(id);
      if (!answer) {
        answer = rest.get(path(id)).then((body) => conversation(body, 'conversation'));
        byId.set(id, answer);
      }
      return answer;
    },
    ofApplication(applicationId: string | number) {
      return remember(
        rest
          .get(`/api/scholarships/applications/${idSegment(applicationId)}/conversation`)
          .then((body) => conversation(body, 'applicationConversation')),
      );
    },
    ofAccount(userId: string) {
      return remember(
        rest.get(`/api/iam/users/${idSegment(userId)}/conversation`).then((body) => conversation(body, 'accountConversation')),
      );
    },
    async messages(id: string, page: number, limit: number) {
      return pageData(messageAnswerSchema, await rest.get(path(id, '/messages'), { page, limit }), 'messages');
    },
    async send(id: string, body: string, attachments: readonly Promise<StreamedFile>[]) {
      const answer = await rest.sendMultipart('POST', path(id, '/messages'), [
        { name: 'body', value: body },
        ...attachments.map((file) => ({ name: 'attachments', file })),
      ]);
      return objectData(messageAnswerSchema, answer, 'sendMessage');
    },
    async markRead(id: string) {
      byId.delete(id);
      return remember(Promise.resolve(conversation(await rest.send('POST', path(id, '/read')), 'markConversationRead')));
    },
  };
}

export type ConversationsClient = ReturnType<typeof createConversationsClient>;
