import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Language } from '@bourses/common/languages';
import type { AppContext } from '#api/context.ts';
import { recordFile, withSavedFiles } from '#api/storage/stored-files.ts';
import type { CheckedFile } from '#api/uploads/upload.ts';
import { hashPassword } from '../password.ts';
import { enqueueAccountMail } from '../account-mails/account-mail-jobs.ts';
import { openPayment, registrationFee } from '#api/payments/open-payment.ts';
import { claimReservedReference } from '#api/payments/registration-reference.ts';
import { receiptFingerprint } from '#api/payments/receipt-fingerprint.ts';
import { conversationOf } from '#api/correspondence/conversation-store.ts';

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

/** A registration's end: a new account, or an address that already had one (nothing kept). */
export type RegistrationOutcome = 'registered' | 'address-taken';

/**
 * Creates a pending, unverified CLIENT with its two documents, its registration fee's payment and the
 * job that mails its verification link (iam/account-mails), all or nothing: on any failure no row
 * stays, no job is left and the saved bytes are removed. An address that already has an account does
 * the same work (the hash, the files, the rows, on a stand-in account), then rolls its rows back to a
 * savepoint, removes its bytes and, when `tellOwner`, enqueues its owner's notice instead: neither the
 * answer nor its time tells it apart (docs/security.md, Accounts cannot be enumerated).
 */
export async function registerStudent(
  context: AppContext,
  student: NewStudent,
  { tellOwner }: { tellOwner: boolean },
): Promise<RegistrationOutcome> {
  const passwordHash = await hashPassword(student.password);
  const fingerprint = await receiptFingerprint(
    student.paymentReceipt.content,
    student.paymentReceipt.mimeType,
  );
  const now = context.clock.now();
  let unkeptKeys: string[] = [];
  const outcome = await withSavedFiles(
    context.storage,
    [student.paymentReceipt, student.serviceContract],
    (keys) =>
      context.db.transaction().execute(async (trx): Promise<RegistrationOutcome> => {
        const [receiptKey, contractKey] = keys;
        if (!receiptKey || !contractKey) throw new Error('File storage returned fewer keys than files');
        // Everything from here is taken back for an address that has an account, once done alike.
        await sql`savepoint registration`.execute(trx);
        // The id is chosen here so the file rows can name their owner before the user row exists.
        const userId = randomUUID();
        const receipt = await recordFile(trx, student.paymentReceipt, receiptKey, userId, fingerprint);
        const contract = await recordFile(trx, student.serviceContract, contractKey, userId);
        const account = {
          id: userId,
          email: student.email,
          passwordHash,
          firstName: student.firstName,
          lastName: student.lastName,
          phoneNumber: student.phoneNumber,
          role: 'CLIENT' as const,
          approvalStatus: 'PENDING' as const,
          isVerified: false,
          language: student.language,
          paymentReceiptFileId: receipt.id,
          serviceContractFileId: contract.id,
          createdAt: now,
          updatedAt: now,
        };
        const created = await trx
          .insertInto('users')
          .values(account)
          // The unique index on lower(email) decides, also between two registrations at once.
          .onConflict((conflict) => conflict.doNothing())
          .returning('id')
          .executeTakeFirst();
        // A taken address goes on with a stand-in account (never committed), so that it opens the
        // same payment, in the same statements, as a new one.
        if (!created) {
          await trx
            .insertInto('users')
            .values({ ...account, email: `${userId}@address-taken.invalid` })
            .execute();
        }
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
        // The account's conversation with the staff exists from the start (docs/product-rules.md); a
        // stand-in's too, taken back with it.
        await conversationOf(trx, { userId });
        if (!created) {
          // Taken: its rows go back to the savepoint and its bytes are removed below; its owner is told.
          await sql`rollback to savepoint registration`.execute(trx);
          if (tellOwner) {
            const notice = { request: 'registration-attempt', email: student.email } as const;
            await enqueueAccountMail(context.jobs, trx, notice, now);
          }
          unkeptKeys = keys;
          return 'address-taken';
        }
        // Its link is made and mailed by the same job as a resend: one enqueued job, as a taken address's.
        await enqueueAccountMail(context.jobs, trx, { request: 'verification', email: student.email }, now);
        return 'registered';
      }),
  );
  // One that cannot be removed now is left to the orphan sweep: no row references it any more.
  await Promise.allSettled(unkeptKeys.map((key) => context.storage.remove(key)));
  return outcome;
}
