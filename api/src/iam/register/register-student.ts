import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Language } from '@bourses/common/languages';
import type { AppContext } from '#api/context.ts';
import { conflict } from '#api/http/app-error.ts';
import { recordFile, withSavedFiles } from '#api/storage/stored-files.ts';
import type { CheckedFile } from '#api/uploads/upload.ts';
import { hashPassword } from '../password.ts';
import type { UserRow } from '../user-presenter.ts';
import { mailNewToken } from '../mailed-tokens/mailed-tokens.ts';
import { VERIFICATION_LINK } from '../verification/verification-link.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { openPayment, registrationFee } from '#api/payments/open-payment.ts';
import { claimReservedReference } from '#api/payments/registration-reference.ts';
import { receiptFingerprint } from '#api/payments/receipt-fingerprint.ts';

export interface NewStudent {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  language: Language;
  paymentReceipt: CheckedFile;
  serviceContract: CheckedFile;
  /** The reference the registration form showed, and the token it was reserved with (may be stale). */
  paymentReference?: string | undefined;
  paymentReferenceToken?: string | undefined;
}

async function emailTaken({ db }: AppContext, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Creates a pending, unverified CLIENT with its two documents, a verification token and the mail that
 * carries it, all or nothing: on any failure no row stays, no mail goes and the saved bytes are removed.
 */
export async function registerStudent(context: AppContext, student: NewStudent): Promise<UserRow> {
  // Cheap early answer; the unique index still decides when two registrations race.
  if (await emailTaken(context, student.email)) throw conflict('EMAIL_TAKEN');
  const passwordHash = await hashPassword(student.password);
  const fingerprint = await receiptFingerprint(student.paymentReceipt.content, student.paymentReceipt.mimeType);
  const now = context.clock.now();
  try {
    return await withSavedFiles(context.storage, [student.paymentReceipt, student.serviceContract], (keys) =>
      context.db.transaction().execute(async (trx) => {
        const [receiptKey, contractKey] = keys;
        if (!receiptKey || !contractKey) throw new Error('File storage returned fewer keys than files');
        // The id is chosen here so the file rows can name their owner before the user row exists.
        const userId = randomUUID();
        const receipt = await recordFile(trx, student.paymentReceipt, receiptKey, userId, fingerprint);
        const contract = await recordFile(trx, student.serviceContract, contractKey, userId);
        const user = await trx
          .insertInto('users')
          .values({
            id: userId,
            email: student.email,
            passwordHash,
            firstName: student.firstName,
            lastName: student.lastName,
            phoneNumber: student.phoneNumber,
            role: 'CLIENT',
            approvalStatus: 'PENDING',
            isVerified: false,
            language: student.language,
            paymentReceiptFileId: receipt.id,
            serviceContractFileId: contract.id,
            createdAt: now,
            updatedAt: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        // The receipt sent with the registration pays its fee, under the reference the form showed
        // when it is still the form's to claim (docs/payments.md).
        const reference = await claimReservedReference(
          trx,
          { reference: student.paymentReference, token: student.paymentReferenceToken },
          now,
        );
        await openPayment(
          trx,
          {
            kind: 'registration',
            userId,
            applicationId: null,
            scholarshipId: null,
            amountDueCentimes: await registrationFee(trx),
            reference,
          },
          now,
        );
        await mailNewToken(context, trx, VERIFICATION_LINK, user, now);
        return user;
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN');
    throw error;
  }
}
