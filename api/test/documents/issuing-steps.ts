import { createHash } from 'node:crypto';
import type { Response } from 'supertest';
import type { DocumentAnswer } from '#api/contract.ts';
import { DOCUMENT_QUEUE } from '#api/documents/issuing/document-queue.ts';
import type { TestUser } from '../factories/users.ts';
import type { TestApi } from '../test-api.ts';

// The steps the issuing tests share: run the documents' queue as a worker would, read a student's
// documents and download one's PDF, as bytes.

/** Runs every due document job now, through the worker's own code. */
export const issueDueDocuments = (api: TestApi) => api.context.jobs.runDue(DOCUMENT_QUEUE);

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Extracted text without line breaks, spaces and bidi marks: a long hash wraps across lines. */
export const unbroken = (text: string) => text.replace(/[\s\u200e\u200f\u202a-\u202e]/g, '');

const bytes = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** GET /api/documents/{id}/file as `caller`, the body as bytes. */
export const downloadDocument = (api: TestApi, caller: TestUser, documentId: string) =>
  api.http.get(`/api/documents/${documentId}/file`).set(caller.auth).buffer(true).parse(bytes);


/** GET /api/documents/mine as the student. */
export async function myDocuments(api: TestApi, student: TestUser): Promise<DocumentAnswer[]> {
  return (await api.http.get('/api/documents/mine').set(student.auth).expect(200)).body.data;
}

/** The rows of documents stored for an event, as issuing keeps them. */
export const documentsOfEvent = (api: TestApi, eventKey: string) =>
  api.context.db.selectFrom('documents').selectAll().where('eventKey', '=', eventKey).execute();
