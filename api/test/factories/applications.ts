import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ApplicationStatus } from '@bourses/common/statuses';
import type { TestApi } from '../test-api.ts';
import { PDF_FILE } from './files.ts';
import { createScholarship } from './scholarships.ts';
import { createUser, type TestUser } from './users.ts';

export interface ReceiptUpload {
  content: Buffer;
  name: string;
}

export const PDF_RECEIPT: ReceiptUpload = { content: PDF_FILE, name: 'recu-paiement.pdf' };

/** POST /api/scholarships/applications as the apply dialog sends it (multipart). */
export function apply(
  api: TestApi,
  student: TestUser,
  scholarshipId: number | string,
  receipt: ReceiptUpload | null = PDF_RECEIPT,
) {
  const request = api.http
    .post('/api/scholarships/applications')
    .set(student.auth)
    .field('scholarshipId', String(scholarshipId));
  return receipt ? request.attach('paymentReceipt', receipt.content, receipt.name) : request;
}

/** PATCH /api/scholarships/applications/{id} with a new receipt, as the resubmit dialog sends it. */
export function sendNewReceipt(
  api: TestApi,
  student: TestUser,
  applicationId: number,
  receipt: ReceiptUpload = PDF_RECEIPT,
) {
  return api.http
    .patch(`/api/scholarships/applications/${applicationId}`)
    .set(student.auth)
    .attach('paymentReceipt', receipt.content, receipt.name);
}

export interface TestApplication {
  id: number;
  scholarshipId: number;
  student: TestUser;
}

/**
 * An application made through the api by a fresh approved student (or the one given), to an open
 * scholarship (or the one given); its status is then set directly when asked, without history.
 */
export async function createApplication(
  api: TestApi,
  options: {
    student?: TestUser;
    scholarshipId?: number;
    status?: ApplicationStatus;
    rejectionReason?: string;
  } = {},
): Promise<TestApplication> {
  const student = options.student ?? (await createUser(api));
  const scholarshipId = options.scholarshipId ?? (await createScholarship(api)).id;
  const res = await apply(api, student, scholarshipId);
  if (res.status !== 201) throw new Error(`apply answered ${res.status}: ${JSON.stringify(res.body)}`);
  const id: number = res.body.data.id;
  if (options.status && options.status !== 'pending') {
    const rejectionReason =
      options.status === 'rejected' ? (options.rejectionReason ?? 'Reçu illisible') : null;
    await api.context.db
      .updateTable('applications')
      .set({ status: options.status, rejectionReason, feedback: rejectionReason })
      .where('id', '=', id)
      .execute();
  }
  return { id, scholarshipId, student };
}

/** How many uploaded files are on disk (storage keeps one file per key in two-letter folders). */
export async function filesOnDisk(api: TestApi): Promise<number> {
  const root = path.join(api.context.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

/** The storage key of an application's current receipt. */
export async function receiptKey(api: TestApi, applicationId: number): Promise<string | null> {
  const row = await api.context.db
    .selectFrom('applications')
    .leftJoin('files', 'files.id', 'applications.receiptFileId')
    .select('files.storageKey')
    .where('applications.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return row.storageKey;
}
