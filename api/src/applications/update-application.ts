import type { ApplicationStatus } from '@bourses/common/statuses';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import type { CheckedFile } from '../uploads/upload.ts';
import type { Caller } from '../audit/audit-log.ts';
import { applicationPolicy } from './application-policies.ts';
import { missingReceipt, unexpectedReceipt } from './receipt-upload.ts';
import { reviewApplication } from './review-application.ts';
import { submitReceipt } from './submit-receipt.ts';
import { withdrawApplication } from './withdraw-application.ts';

export interface ApplicationUpdate {
  status?: ApplicationStatus | undefined;
  feedback?: string | undefined;
  receipt?: CheckedFile | undefined;
}

/**
 * PATCH /api/scholarships/applications/{id}, one path for two people (docs/product-rules.md): staff set a
 * status with feedback; the owner sends a new receipt (status pending or none) or withdraws.
 */
export async function updateApplication(
  context: AppContext,
  caller: Caller,
  applicationId: number,
  update: ApplicationUpdate,
) {
  const { actor } = caller;
  const { status, feedback, receipt } = update;
  if (applicationPolicy.can(actor, 'review')) {
    if (receipt) throw unexpectedReceipt();
    if (!status) throw new AppError(400, 'APPLICATION_STATUS_REQUIRED');
    return reviewApplication(context, caller, applicationId, { status, feedback });
  }
  if (status === 'withdrawn') {
    if (receipt) throw unexpectedReceipt();
    return withdrawApplication(context, actor, applicationId);
  }
  if (status !== undefined && status !== 'pending') throw new AppError(403, 'APPLICATION_STATUS_STAFF_ONLY');
  if (!receipt) throw missingReceipt();
  return submitReceipt(context, actor, applicationId, receipt);
}
