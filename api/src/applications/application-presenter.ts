import { isStaffRole } from '@bourses/common/statuses';
import type { ApplicationAnswer, HistoryEntryAnswer } from '../contract/application-answer.ts';
import type { Presented } from '../contract/presented.ts';
import { deadlinePassed } from '../scholarships/deadline.ts';
import type { ApplicationRow, HistoryRow } from './application-queries.ts';

/** Where the owner and staff download an application's receipt. */
export const receiptPath = (applicationId: number) =>
  `/api/scholarships/applications/${applicationId}/receipt`;

/**
 * An application as every list and detail answers it (docs/product-rules.md, plus what the screens
 * show); `forStaff` adds who on the staff follows it, which a student never reads.
 */
export function presentApplication(row: ApplicationRow, now: Date, forStaff = false) {
  return {
    ...(forStaff ? { assigneeId: row.assigneeId } : {}),
    id: row.id,
    scholarshipId: row.scholarshipId,
    userId: row.userId,
    status: row.status,
    rejectionReason: row.rejectionReason,
    feedback: row.feedback,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    correctedAt: row.correctedAt,
    // The caller's side's unread count: staff read the student's messages, the student the staff's.
    conversation:
      row.conversationId === null || row.userId === null
        ? null
        : { id: row.conversationId, unreadCount: Number((forStaff ? row.unreadFromStudent : row.unreadFromStaff) ?? 0) },
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
    // Null once the student deleted their account: the staff keep the application, not the person.
    applicant:
      row.userId === null ||
      row.applicantFirstName === null ||
      row.applicantLastName === null ||
      row.applicantEmail === null
        ? null
        : {
            id: row.userId,
            firstName: row.applicantFirstName,
            lastName: row.applicantLastName,
            name: `${row.applicantFirstName} ${row.applicantLastName}`,
            email: row.applicantEmail,
          },
  } satisfies Presented<ApplicationAnswer>;
}

/**
 * One status change: what, when, with which feedback, and by whom (null once that account is
 * deleted). Students read staff as "the platform team": the role, never a staff member's id or name.
 */
export function presentHistoryEntry(entry: HistoryRow, staffNamed: boolean) {
  const { actorId, firstName, lastName, role } = entry;
  const known = actorId !== null && firstName !== null && lastName !== null && role !== null;
  const hidden = known && !staffNamed && isStaffRole(role);
  return {
    status: entry.status,
    feedback: entry.feedback,
    at: entry.at,
    correctionRequestId: entry.correctionRequestId,
    actor: !known
      ? null
      : hidden
        ? { id: null, name: null, role }
        : { id: actorId, name: `${firstName} ${lastName}`, role },
  } satisfies Presented<HistoryEntryAnswer>;
}

/** `staffNamed`: whether the reader may see who on the staff made each change (staff may, students may not). */
export function presentApplicationWithHistory(row: ApplicationRow, history: HistoryRow[], now: Date, staffNamed: boolean) {
  return { ...presentApplication(row, now, staffNamed), history: history.map((entry) => presentHistoryEntry(entry, staffNamed)) };
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
