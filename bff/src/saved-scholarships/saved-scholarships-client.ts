import { savedScholarshipAnswerSchema } from '@bourses/api/contract';
import { messageOf, objectData, pageData } from '../rest/envelopes.ts';
import type { RestClient } from '../rest/rest-client.ts';
import { idSegment } from '../rest/resource-id.ts';

const BASE = '/api/saved-scholarships';

/** The signed-in student's saved scholarships (/api/saved-scholarships) and the reminders' unsubscribe. */
export function createSavedScholarshipsClient(rest: RestClient) {
  return {
    async list({ page, limit }: { page: number; limit: number }) {
      return pageData(
        savedScholarshipAnswerSchema,
        await rest.get(BASE, { page, limit }),
        'savedScholarships',
      );
    },
    async save(scholarshipId: string) {
      return objectData(
        savedScholarshipAnswerSchema,
        await rest.send('PUT', `${BASE}/${idSegment(scholarshipId)}`),
        'saveScholarship',
      );
    },
    async unsave(scholarshipId: string) {
      await rest.send('DELETE', `${BASE}/${idSegment(scholarshipId)}`);
    },
    /** The one-click unsubscribe of a reminder mail: no sign-in, the token is the proof. */
    async unsubscribe(token: string) {
      return messageOf(await rest.send('POST', '/api/reminders/unsubscribe', { token }));
    },
  };
}

export type SavedScholarshipsClient = ReturnType<typeof createSavedScholarshipsClient>;
