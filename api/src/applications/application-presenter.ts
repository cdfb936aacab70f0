import { deadlinePassed } from '../scholarships/deadline.ts';
import type { ApplicationRow, HistoryRow } from './application-queries.ts';

/** Where the owner and staff download an application's receipt. */
export const receiptPath = (applicationId: number) =>
  `/api/scholarships/applications/${applicationId}/receipt`;

/** An application as every list and detail answers it (docs/product-rules.md, plus what the screens show). */
export function presentApplication(row: ApplicationRow, now: Date) {
  return {
    id: row.id,
    scholarshipId: row.scholarshipId,
    userId: row.userId,
    status: row.status,
    rejectionReason: row.rejectionReason,
    feedback: row.feedback,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    paymentReceipt:
      row.receiptFileId === null
        ? null
        : {
            fileName: row.receiptName,
            mimeType: row.receiptMimeType,
            sizeBytes: row.receiptSizeBytes,
            url: receiptPath(row.id),
          },
    scholarship: {
      id: row.scholarshipId,
      title: row.scholarshipTitle,
      country: row.scholarshipCountry,
      university: row.scholarshipUniversity,
      deadline: row.scholarshipDeadline,
      deadlinePassed: deadlinePassed(row.scholarshipDeadline, now),
    },
    applicant: {
      id: row.userId,
      firstName: row.applicantFirstName,
      lastName: row.applicantLastName,
      name: `${row.applicantFirstName} ${row.applicantLastName}`,
      email: row.applicantEmail,
    },
  };
}

/** One status change: what, when, with which feedback, and by whom (null once that account is deleted). */
export function presentHistoryEntry(entry: HistoryRow) {
  return {
    status: entry.status,
    feedback: entry.feedback,
    at: entry.at,
    actor:
      entry.actorId === null || entry.firstName === null || entry.lastName === null || entry.role === null
        ? null
        : { id: entry.actorId, name: `${entry.firstName} ${entry.lastName}`, role: entry.role },
  };
}

export function presentApplicationWithHistory(row: ApplicationRow, history: HistoryRow[], now: Date) {
  return { ...presentApplication(row, now), history: history.map(presentHistoryEntry) };
}

/** The short form of `check`: enough for the apply button and the rejection alert. */
export function presentApplicationStatus(application: {
  id: number;
  status: string;
  rejectionReason: string | null;
  feedback: string | null;
  createdAt: Date;
  updatedAt: Date;
}) {
  const { id, status, rejectionReason, feedback, createdAt, updatedAt } = application;
  return { id, status, rejectionReason, feedback, createdAt, updatedAt };
}
