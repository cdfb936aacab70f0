import { msg } from '@lingui/core/macro';
import type { ApplicationStatus } from '@/__generated__/graphql';

/** Every application status, in the order the filters and the review's choice offer them. */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = ['PENDING', 'CORRECTION_REQUESTED', 'APPROVED', 'REJECTED', 'WITHDRAWN'];

/** Each status's words and colour: the same on the student's pages and in the staff console. */
export const APPLICATION_STATUS_DISPLAY = {
  PENDING: { severity: 'warning', label: msg({ message: 'Pending', context: 'application status' }) },
  APPROVED: { severity: 'success', label: msg({ message: 'Approved', context: 'application status' }) },
  REJECTED: { severity: 'error', label: msg({ message: 'Rejected', context: 'application status' }) },
  WITHDRAWN: { severity: 'neutral', label: msg({ message: 'Withdrawn', context: 'application status' }) },
  // The file stays alive: the student sends what staff asked for (issue 31), then it is PENDING again.
  CORRECTION_REQUESTED: { severity: 'info', label: msg({ message: 'Corrections requested', context: 'application status' }) },
} as const satisfies Record<ApplicationStatus, unknown>;
