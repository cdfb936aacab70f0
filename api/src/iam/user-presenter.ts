import type { Selectable } from 'kysely';
import type { Presented } from '../contract/presented.ts';
import type { UserAnswer } from '../contract/user-answer.ts';
import type { UsersTable } from '../db/schema.ts';

export type UserRow = Selectable<UsersTable>;

/** A user as every endpoint answers it (docs/product-rules.md), never with the password hash. */
export function presentUser(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    role: user.role,
    approvalStatus: user.approvalStatus,
    isApproved: user.approvalStatus === 'APPROVED',
    isVerified: user.isVerified,
    approvalDate: user.approvalDate,
    rejectionReason: user.rejectionReason,
    language: user.language,
    deadlineReminders: user.deadlineReminders,
    messageMails: user.messageMails,
    hasPaymentReceipt: user.paymentReceiptFileId !== null,
    hasServiceContract: user.serviceContractFileId !== null,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    correctedAt: user.correctedAt,
  } satisfies Presented<UserAnswer>;
}

export type PresentedUser = ReturnType<typeof presentUser>;
