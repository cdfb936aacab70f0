import { z } from 'zod';
import { sessionAnswerSchema } from '@bourses/api/contract';
import { messageOf, objectData } from '../../rest/envelopes.ts';
import { idSegment } from '../../rest/resource-id.ts';
import type { RestClient } from '../../rest/rest-client.ts';
import { definedOnly } from '../iam-client.ts';

// Made once, as zod compiles a schema on its first use (rest/envelopes.ts).
const sessionsAnswerSchema = z.array(sessionAnswerSchema);

/** The caller's sessions, an ADMIN's ending of someone's, and re-authentication (/api/iam/sessions, /api/iam/auth/reauthenticate). */
export function createSessionsClient(rest: RestClient) {
  return {
    /** The current one first (the api knows it from the access token), then the most recently used. */
    async mySessions() {
      return objectData(sessionsAnswerSchema, await rest.get('/api/iam/sessions'), 'mySessions');
    },
    async endSession(id: string) {
      return messageOf(await rest.send('DELETE', `/api/iam/sessions/${idSegment(id)}`));
    },
    async endOtherSessions() {
      return messageOf(await rest.send('POST', '/api/iam/sessions/end-others'));
    },
    async endUserSessions(userId: string) {
      return messageOf(await rest.send('DELETE', `/api/iam/users/${idSegment(userId)}/sessions`));
    },
    async reauthenticate(proof: { password?: string | null; code?: string | null }) {
      return messageOf(await rest.send('POST', '/api/iam/auth/reauthenticate', definedOnly(proof)));
    },
  };
}

export type SessionsClient = ReturnType<typeof createSessionsClient>;
