import { msg } from '@lingui/core/macro';
import type { ApprovalStatus } from '@bourses/common/statuses';

/** Each account approval status's words and colour: the same on the student's pages and in the staff console. */
export const APPROVAL_STATUS_DISPLAY = {
  PENDING: { severity: 'warning', label: msg`Pending Approval` },
  APPROVED: { severity: 'success', label: msg({ message: 'Approved', context: 'account' }) },
  REJECTED: { severity: 'error', label: msg({ message: 'Rejected', context: 'account' }) },
  CHANGES_REQUESTED: { severity: 'info', label: msg({ message: 'Changes requested', context: 'account' }) },
} as const satisfies Record<ApprovalStatus, unknown>;
