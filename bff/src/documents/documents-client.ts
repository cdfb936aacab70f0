import { z } from 'zod';
import { documentAnswerSchema } from '@bourses/api/contract';
import { objectData } from '../rest/envelopes.ts';
import { idSegment } from '../rest/resource-id.ts';
import type { RestClient } from '../rest/rest-client.ts';

// Made once, as zod compiles a schema on its first use (rest/envelopes.ts).
const documentListSchema = z.array(documentAnswerSchema);

/** The official documents' reads (/api/documents; docs/documents.md): the api decides who sees which. */
export function createDocumentsClient(rest: RestClient) {
  return {
    async mine() {
      return objectData(documentListSchema, await rest.get('/api/documents/mine'), 'myDocuments');
    },
    async document(id: string) {
      return objectData(documentAnswerSchema, await rest.get(`/api/documents/${idSegment(id)}`), 'document');
    },
    async ofApplication(applicationId: string | number) {
      const body = await rest.get(`/api/scholarships/applications/${idSegment(applicationId)}/documents`);
      return objectData(documentListSchema, body, 'application documents');
    },
  };
}

export type DocumentsClient = ReturnType<typeof createDocumentsClient>;
