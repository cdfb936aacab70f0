import { documentVerificationAnswerSchema } from '@bourses/api/contract';
import { objectData } from '../../rest/envelopes.ts';
import type { RestClient } from '../../rest/rest-client.ts';

// A printed code is 14 characters: a longer one is cut, not refused, so that the api still counts it
// and answers it as it answers any unknown code (docs/documents.md, "Verification").
const LONGEST_CODE = 100;

/** The api's public check of a document's verification code (/api/documents/verify). */
export function createDocumentVerificationClient(rest: RestClient) {
  return {
    /** What the platform says of the document with this code; a 404 (NOT_FOUND) when none has it. */
    async verify(code: string) {
      const sent = Array.from(code.toWellFormed()).slice(0, LONGEST_CODE).join('');
      const body = await rest.get(`/api/documents/verify/${encodeURIComponent(sent)}`);
      return objectData(documentVerificationAnswerSchema, body, 'document verification');
    },
  };
}

export type DocumentVerificationClient = ReturnType<typeof createDocumentVerificationClient>;
