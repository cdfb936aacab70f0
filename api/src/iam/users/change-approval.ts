import { sql, type Transaction, type UpdateObject } from 'kysely';
import { recordAudits, type Caller } from '#api/audit/audit-log.ts';
import type { AuditAction } from '@bourses/common/audit-actions';
import { changedValues } from '#api/audit/changed-values.ts';
import type { AppContext } from '#api/context.ts';
import type { DB } from '#api/db/schema.ts';
import { transactionId } from '#api/db/transaction-id.ts';
import { AppError } from '#api/http/app-error.ts';
import { enqueueMails, type QueuedMail } from '#api/jobs/mail-jobs.ts';
import type { UserRow } from '../user-presenter.ts';
import type { ApprovalChange } from './approval-schema.ts';
import { approvalMail, rejectionMail } from './approval-mails.ts';
import { requireRegistrationsPaid } from '#api/payments/review/approval-rule.ts';
import { toVerification } from '#api/payments/review/review-schemas.ts';
import { withdrawOpenRequests } from '#api/correspondence/corrections/withdraw-open-requests.ts';

/** A decision's columns; any decision clears the queue's "corrected" mark (docs/product-rules.md). */
function approvalValues(change: ApprovalChange, now: Date): UpdateObject<DB, 'users'> {
  return { ...decisionValues(change, now), correctedAt: null };
}

function decisionValues({ approvalStatus, reason }: ApprovalChange, now: Date): UpdateObject<DB, 'users'> {
  switch (approvalStatus) {
    case 'APPROVED':
      // Approving an approved account again keeps the day it was approved.
      return {
        approvalStatus,
        approvalDate: sql<Date>`case when approval_status = 'APPROVED' then approval_date else ${now} end`,
        rejectionReason: null,
        updatedAt: now,
      };
    case 'REJECTED':
      return { approvalStatus, approvalDate: null, rejectionReason: reason, updatedAt: now };
    case 'PENDING':
      return { approvalStatus, approvalDate: null, rejectionReason: null, updatedAt: now };
  }
}

/** A decision the student has not heard of yet: a new status, or a rejection with a new reason. */
const isNews = (before: UserRow, after: UserRow) =>
  before.approvalStatus !== after.approvalStatus ||
  (after.approvalStatus === 'REJECTED' && before.rejectionReason !== after.rejectionReason);

/** The mail telling a student of a decision on their account, when there is one to tell. */
function accountDecisionMail({ config }: AppContext, user: UserRow, event: string): QueuedMail[] {
  const link = `${config.publicWebUrl}/login`;
  const eventKey = `account-decision:${user.id}:${event}`;
  if (user.approvalStatus === 'APPROVED')
    return [{ eventKey, kind: 'account-approved', message: approvalMail(user, link) }];
  if (user.approvalStatus === 'REJECTED')
    return [{ eventKey, kind: 'account-rejected', message: rejectionMail(user, link) }];
  return [];
}

/** Enqueues, with the decisions, the mail of each student who has news (one statement for the batch). */
async function mailDecisions(
  context: AppContext,
  trx: Transaction<DB>,
  before: Map<string, UserRow>,
  after: UserRow[],
): Promise<void> {
  const event = await transactionId(trx);
  const told = after.filter((user) => {
    const previous = before.get(user.id);
    return previous !== undefined && isNews(previous, user);
  });
  await enqueueMails(
    context.jobs,
    trx,
    told.flatMap((user) => accountDecisionMail(context, user, event)),
  );
}

const DECISION_ACTIONS: Record<ApprovalChange['approvalStatus'], AuditAction> = {
  APPROVED: 'account.approve',
  REJECTED: 'account.reject',
  PENDING: 'account.reset',
};

/**
 * Approves, rejects or resets student accounts, all or none: any unknown, staff or unverified
 * account refuses the whole batch, naming the accounts. Each student told of a decision is mailed
 * through the queue, enqueued in the same transaction: SMTP being away never slows the answer. Each
 * account's decision is audited in that transaction too.
 */
export async function changeApproval(
  context: AppContext,
  by: Caller,
  change: ApprovalChange,
): Promise<UserRow[]> {
  const { db, clock } = context;
  const now = clock.now();
  const after = await db.transaction().execute(async (trx) => {
    const users = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', 'in', change.userIds)
      .forUpdate()
      .execute();
    const found = new Set(users.map((user) => user.id));
    const missing = change.userIds.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw new AppError(404, 'ACCOUNTS_NOT_FOUND', { params: { ids: missing.join(', ') } });
    const staff = users.filter((user) => user.role !== 'CLIENT');
    if (staff.length > 0) {
      throw new AppError(400, 'ACCOUNTS_NOT_STUDENTS', {
        params: { emails: staff.map((user) => user.email).join(', ') },
      });
    }
    // Decisions are mailed: an address nobody has proven theirs must not receive them.
    const unverified = users.filter((user) => !user.isVerified);
    if (unverified.length > 0) {
      throw new AppError(409, 'ACCOUNTS_NOT_VERIFIED', {
        params: { emails: unverified.map((user) => user.email).join(', ') },
      });
    }
    if (change.approvalStatus === 'APPROVED') {
      const verification = change.payment && toVerification(change.payment);
      await requireRegistrationsPaid(context, trx, by, users, verification);
    }
    // A decision on an account asked for changes withdraws the request: nothing is asked any more.
    await withdrawOpenRequests(trx, { accountsOf: change.userIds }, now);
    const updated = await trx
      .updateTable('users')
      .set(approvalValues(change, now))
      .where('id', 'in', change.userIds)
      .returningAll()
      .execute();
    const before = new Map(users.map((user) => [user.id, user]));
    await mailDecisions(context, trx, before, updated);
    await recordAudits(
      trx,
      by,
      updated.map((user) => ({
        action: DECISION_ACTIONS[change.approvalStatus],
        targetType: 'user',
        targetId: user.id,
        changes: changedValues(before.get(user.id) ?? user, user, ['approvalStatus', 'rejectionReason']),
      })),
    );
    return updated;
  });
  const order = new Map(change.userIds.map((id, index) => [id, index]));
  return after.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
