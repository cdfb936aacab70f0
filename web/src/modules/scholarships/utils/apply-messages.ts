import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplyLabel, ApplyTooltip } from '@/modules/scholarships/utils/apply-button-state';

export const APPLY_LABELS: Record<ApplyLabel, MessageDescriptor> = {
  APPLY_NOW: msg`Apply Now`,
  RESUBMIT_PAYMENT: msg`Resubmit Payment`,
  APPROVED: msg({ message: 'Approved', context: 'application' }),
  PENDING: msg`Pending`,
};

export const APPLY_TOOLTIPS: Record<ApplyTooltip, MessageDescriptor> = {
  DEADLINE_PASSED: msg`The application deadline has passed.`,
  APPLICATION_APPROVED: msg`Your application is approved.`,
  APPLICATION_PENDING: msg`Your application is pending review.`,
};
