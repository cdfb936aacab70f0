import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApprovalStatus } from '@/modules/staff/__generated__/graphql';

export const APPROVAL_LABELS: Record<ApprovalStatus, MessageDescriptor> = {
  PENDING: msg`Pending Approval`,
  APPROVED: msg({ message: 'Approved', context: 'account' }),
  REJECTED: msg({ message: 'Rejected', context: 'account' }),
};

export const APPROVAL_SEVERITY = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;
