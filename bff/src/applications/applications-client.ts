import { z } from 'zod';
import type { VerificationBody } from '../payments/verification-body.ts';
import type { ApplicationStatus } from '@bourses/common/statuses';
import { objectData, pageData } from '../rest/envelopes.ts';
import type { StreamedFile } from '../rest/multipart-body.ts';
import type { RestClient } from '../rest/rest-client.ts';
import { applicationAnswerSchema, bulkAnswerSchema, noteAnswerSchema } from '@bourses/api/contract';
import { idSegment } from '../rest/resource-id.ts';

// Made once, as zod compiles a schema on its first use (rest/envelopes.ts).
const notesAnswerSchema = z.array(noteAnswerSchema);

export interface ApplicationListQuery {
  page: number;
  limit: number;
  status?: ApplicationStatus | null;
  scholarshipId?: string | number | null;
  userId?: string | null;
  search?: string | null;
  /** The api's `assignee`: `me`, `none` or a staff member's id. */
  assignee?: string | undefined;
  /** Exactly these applications (those the caller may see). */
  ids?: readonly number[];
  /** Each application's history too. */
  includeHistory?: boolean;
  /** Staff: only those whose student wrote something no staff member opened yet. */
  unreadFromStudents?: boolean | null;
  /** Staff: only those whose correction request is open and past its due date. */
  overdueCorrections?: boolean | null;
}

/** POST /api/admin/applications/bulk, in the api's spelling. */
export interface BulkRequest {
  action: 'approve' | 'reject' | 'assign';
  applicationIds?: string[];
  filter?: BulkFilter;
  feedback?: string;
  assigneeId?: string | null;
}

/** The staff list's filter, as a bulk action's `filter`. */
export type BulkFilter = Record<string, string | boolean | undefined>;

/** POST /api/admin/applications/messages, in the api's spelling. */
export interface BulkMessageRequest {
  applicationIds?: string[];
  filter?: BulkFilter;
  body: string;
}

const BASE = '/api/scholarships/applications';
const path = (id: string | number, action = '') => `${BASE}/${idSegment(id)}${action}`;
const application = (body: unknown, what: string) => objectData(applicationAnswerSchema, body, what);

/** The scholarship service's applications (/api/scholarships/applications, /api/admin/...). */
export function createApplicationsClient(rest: RestClient) {
  return {
    async list({ ids, includeHistory, ...query }: ApplicationListQuery) {
      const body = await rest.get(BASE, {
        ...query,
        ids: ids?.join(','),
        includeHistory: includeHistory ? 'true' : undefined,
      });
      return pageData(applicationAnswerSchema, body, 'applications');
    },
    async application(id: string | number) {
      return application(await rest.get(path(id)), 'application');
    },
    async apply(scholarshipId: string, receipt: Promise<StreamedFile> | undefined) {
      const body = await rest.sendMultipart('POST', BASE, [
        { name: 'scholarshipId', value: scholarshipId },
        ...(receipt ? [{ name: 'paymentReceipt', file: receipt }] : []),
      ]);
      return application(body, 'apply');
    },
    async resubmit(id: string, receipt: Promise<StreamedFile>) {
      return application(await rest.sendMultipart('PATCH', path(id), [{ name: 'paymentReceipt', file: receipt }]), 'resubmit');
    },
    async withdraw(id: string) {
      return application(await rest.send('POST', path(id, '/withdraw')), 'withdraw');
    },
    async approve(id: string, feedback: string | null | undefined, payment?: VerificationBody) {
      return application(await rest.send('PATCH', path(id, '/approve'), { ...(feedback ? { feedback } : {}), payment }), 'approve');
    },
    async reject(id: string, feedback: string | null | undefined) {
      return application(await rest.send('PATCH', path(id, '/reject'), feedback ? { feedback } : {}), 'reject');
    },
    async setStatus(id: string, status: ApplicationStatus, feedback: string | null | undefined) {
      const body = await rest.send('PUT', `/api/admin/applications/${idSegment(id)}/status`, {
        status,
        ...(feedback ? { feedback } : {}),
      });
      return application(body, 'setStatus');
    },
    async remove(id: string) {
      await rest.send('DELETE', path(id));
    },
    async assign(id: string, assigneeId: string | null) {
      return application(await rest.send('PUT', path(id, '/assignee'), { assigneeId }), 'assign');
    },
    /** The notes of several applications in one call, newest first. */
    async notes(applicationIds: readonly number[]) {
      const body = await rest.get('/api/admin/notes', { applicationIds: applicationIds.join(',') });
      return objectData(notesAnswerSchema, body, 'applicationNotes');
    },
    async addNote(id: string, text: string) {
      return objectData(noteAnswerSchema, await rest.send('POST', path(id, '/notes'), { text }), 'addApplicationNote');
    },
    async bulk(request: BulkRequest) {
      return objectData(bulkAnswerSchema, await rest.send('POST', '/api/admin/applications/bulk', request), 'bulk');
    },
    /** One message to the student of each application, each in their own conversation. */
    async messageApplicants(request: BulkMessageRequest) {
      return objectData(bulkAnswerSchema, await rest.send('POST', '/api/admin/applications/messages', request), 'messageApplicants');
    },
    async dashboard() {
      return objectData(z.record(z.string(), z.unknown()), await rest.get('/api/admin/dashboard'), 'dashboard');
    },
  };
}

export type ApplicationsClient = ReturnType<typeof createApplicationsClient>;
