import { z } from 'zod';
import type { Language } from '@bourses/common/languages';
import { messageTemplateAnswerSchema } from '@bourses/api/contract';
import { objectData } from '../../rest/envelopes.ts';
import type { RestClient } from '../../rest/rest-client.ts';
import { idSegment } from '../../rest/resource-id.ts';

const BASE = '/api/admin/message-templates';
// Made once, as zod compiles a schema on its first use (rest/envelopes.ts).
const templatesAnswerSchema = z.array(messageTemplateAnswerSchema);

/** A saved reply as the api takes it. */
export interface MessageTemplateBody {
  language: Language;
  title: string;
  body: string;
}

/** The staff's saved replies (/api/admin/message-templates). */
export function createMessageTemplatesClient(rest: RestClient) {
  return {
    async list(language: Language | null | undefined) {
      return objectData(templatesAnswerSchema, await rest.get(BASE, { language }), 'messageTemplates');
    },
    async create(input: MessageTemplateBody) {
      return objectData(messageTemplateAnswerSchema, await rest.send('POST', BASE, input), 'createMessageTemplate');
    },
    async update(id: string, input: MessageTemplateBody) {
      return objectData(
        messageTemplateAnswerSchema,
        await rest.send('PUT', `${BASE}/${idSegment(id)}`, input),
        'updateMessageTemplate',
      );
    },
    async remove(id: string) {
      await rest.send('DELETE', `${BASE}/${idSegment(id)}`);
    },
  };
}

export type MessageTemplatesClient = ReturnType<typeof createMessageTemplatesClient>;
