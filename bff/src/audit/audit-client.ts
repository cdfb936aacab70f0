import { auditEntryAnswerSchema } from '@bourses/api/contract';
import { pageData } from '../rest/envelopes.ts';
import type { RestClient } from '../rest/rest-client.ts';

interface AuditListFilter {
  page: number;
  limit: number;
  actorId?: string | null;
  actor?: string | null;
  action?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  from?: string | null;
  to?: string | null;
}

/** The audit log (/api/admin/audit, ADMIN only: the api refuses anyone else). */
export function createAuditClient(rest: RestClient) {
  return {
    async listEntries(filter: AuditListFilter) {
      return pageData(auditEntryAnswerSchema, await rest.get('/api/admin/audit', { ...filter }), 'auditLog');
    },
  };
}

export type AuditClient = ReturnType<typeof createAuditClient>;
