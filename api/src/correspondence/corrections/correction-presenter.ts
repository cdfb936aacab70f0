import type { CorrectionRequestAnswer } from '#api/contract/correspondence-answer.ts';
import type { Presented } from '#api/contract/presented.ts';
import type { CorrectionItemRow, CorrectionRequestRow } from './correction-queries.ts';
import { isOverdue } from './overdue.ts';

/** Where the student and staff download what was sent for an item. */
export const correctionItemFilePath = (requestId: string, itemId: string) =>
  `/api/correction-requests/${requestId}/items/${itemId}/file`;

function presentItem(item: CorrectionItemRow) {
  return {
    id: item.id,
    kind: item.kind,
    label: item.label,
    file:
      item.fileId === null || item.originalName === null || item.mimeType === null || item.sizeBytes === null
        ? null
        : {
            fileName: item.originalName,
            mimeType: item.mimeType,
            sizeBytes: item.sizeBytes,
            url: correctionItemFilePath(item.requestId, item.id),
          },
  };
}

/**
 * A correction request as the api answers it (docs/product-rules.md, "Correction requests"):
 * `staffReader` names who asked, which the student never reads (staff sign as the platform team).
 */
export function presentCorrectionRequest(row: CorrectionRequestRow, now: Date, staffReader: boolean) {
  const requester =
    staffReader && row.requestedBy !== null && row.requesterFirstName !== null && row.requesterLastName !== null
      ? { id: row.requestedBy, name: `${row.requesterFirstName} ${row.requesterLastName}` }
      : null;
  return {
    id: row.id,
    applicationId: row.applicationId,
    userId: row.userId,
    status: row.status,
    items: row.items.map(presentItem),
    message: row.message,
    dueDate: row.dueDate,
    overdue: isOverdue(row, now),
    requestedAt: row.requestedAt,
    requestedBy: requester,
    submittedAt: row.submittedAt,
    withdrawnAt: row.withdrawnAt,
  } satisfies Presented<CorrectionRequestAnswer>;
}
