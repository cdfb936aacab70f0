import type { ApplicationStatus } from '@/__generated__/graphql';

export type ApplyLabel = 'APPLY_NOW' | 'RESUBMIT_PAYMENT' | 'APPROVED' | 'PENDING';
export type ApplyTooltip = 'DEADLINE_PASSED' | 'APPLICATION_APPROVED' | 'APPLICATION_PENDING';
/** What the dialog offers: a first application, a new receipt for an existing one, or nothing to send. */
export type ApplyDialogMode = 'create' | 'resubmit' | 'approved';

export interface ApplyButtonState {
  label: ApplyLabel;
  disabled: boolean;
  tooltip: ApplyTooltip | null;
  dialogMode: ApplyDialogMode;
}

/**
 * docs/product-rules.md (web client behaviour): 'Apply Now' without an application (or after withdrawing), 'Resubmit Payment'
 * when rejected, 'Approved' or 'Pending' otherwise; disabled past the deadline. A receipt being sent
 * keeps its dialog open, and closing the dialog stops it: the button is never busy.
 */
export function applyButtonState(status: ApplicationStatus | null, deadlinePassed: boolean): ApplyButtonState {
  const disabled = deadlinePassed;
  const deadlineTooltip: ApplyTooltip | null = deadlinePassed ? 'DEADLINE_PASSED' : null;
  switch (status) {
    case 'REJECTED':
      return { label: 'RESUBMIT_PAYMENT', disabled, tooltip: deadlineTooltip, dialogMode: 'resubmit' };
    case 'APPROVED':
      return {
        label: 'APPROVED',
        disabled,
        tooltip: deadlineTooltip ?? 'APPLICATION_APPROVED',
        dialogMode: 'approved',
      };
    case 'PENDING':
      return {
        label: 'PENDING',
        disabled,
        tooltip: deadlineTooltip ?? 'APPLICATION_PENDING',
        dialogMode: 'resubmit',
      };
    default:
      return { label: 'APPLY_NOW', disabled, tooltip: deadlineTooltip, dialogMode: 'create' };
  }
}
