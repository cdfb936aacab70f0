import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CorrectionRequestStatus } from '@/modules/staff/__generated__/graphql';
import type { ToastSeverity } from '@/modules/toast/hooks/ToastContext';

/** Each request status's words and colour on the review pages. */
export const CORRECTION_STATUS_DISPLAY: Record<
  CorrectionRequestStatus,
  { severity: ToastSeverity | 'neutral'; label: MessageDescriptor }
> = {
  OPEN: {
    severity: 'warning',
    label: msg({ message: 'Waiting for the student', context: 'correction request' }),
  },
  SUBMITTED: {
    severity: 'success',
    label: msg({ message: 'Corrections sent', context: 'correction request' }),
  },
  WITHDRAWN: { severity: 'neutral', label: msg({ message: 'Withdrawn', context: 'correction request' }) },
};
