import { z } from 'zod';
import { correctionRequestAnswerSchema, type CorrectionItemAnswer } from '@bourses/api/contract';
import { objectData } from '../../rest/envelopes.ts';
import type { StreamedFile } from '../../rest/multipart-body.ts';
import type { RestClient } from '../../rest/rest-client.ts';
import { idSegment } from '../../rest/resource-id.ts';

const BASE = '/api/correction-requests';
// Made once, as zod compiles a schema on its first use (rest/envelopes.ts).
const requestsAnswerSchema = z.array(correctionRequestAnswerSchema);
const request = (body: unknown, what: string) => objectData(correctionRequestAnswerSchema, body, what);

/** A correction request as the api takes it (docs/product-rules.md, "Correction requests"). */
export interface CorrectionRequestBody {
  items: { kind: CorrectionItemAnswer['kind']; label?: string | null }[];
  message: string;
  dueDate?: string | null;
}

/** Correction requests (/api/correction-requests and the application's and account's paths). */
export function createCorrectionsClient(rest: RestClient) {
  return {
    async ofApplication(applicationId: string | number) {
      const body = await rest.get(BASE, { applicationId: idSegment(applicationId) });
      return objectData(requestsAnswerSchema, body, 'applicationCorrectionRequests');
    },
    async ofAccount(userId: string) {
      return objectData(requestsAnswerSchema, await rest.get(BASE, { userId: idSegment(userId) }), 'userCorrectionRequests');
    },
    async askOnApplication(applicationId: string, input: CorrectionRequestBody) {
      const body = await rest.send('POST', `/api/scholarships/applications/${idSegment(applicationId)}/correction-requests`, input);
      return request(body, 'requestCorrection');
    },
    async askOnAccount(userId: string, input: CorrectionRequestBody) {
      return request(await rest.send('POST', `/api/iam/users/${idSegment(userId)}/correction-requests`, input), 'requestCorrection');
    },
    async withdraw(id: string) {
      return request(await rest.send('POST', `${BASE}/${idSegment(id)}/withdrawal`), 'withdrawCorrectionRequest');
    },
    /** Every item's file at once, as the api's `item-<itemId>` fields. */
    async submit(id: string, files: readonly { itemId: string; file: Promise<StreamedFile> }[]) {
      const parts = files.map(({ itemId, file }) => ({ name: `item-${idSegment(itemId)}`, file }));
      return request(await rest.sendMultipart('POST', `${BASE}/${idSegment(id)}/submission`, parts), 'submitCorrection');
    },
  };
}

export type CorrectionsClient = ReturnType<typeof createCorrectionsClient>;
