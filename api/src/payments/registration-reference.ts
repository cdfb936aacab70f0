import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { hashToken, newSecretToken } from '../iam/tokens/secret-token.ts';
import { paymentReference } from '@bourses/common/payment-reference';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a registration form's reference waits for its registration: a season's late payer included. */
export const RESERVATION_KEPT_MS = 60 * DAY_MS;

/** A reference shown on a registration form, and the token that lets that form's registration claim it. */
export interface ReferenceReservation {
  reference: string;
  token: string;
}

/** The next payment reference from the platform's one sequence: never given twice. */
export async function nextPaymentReference(trx: Transaction<DB> | Database): Promise<string> {
  const { rows } = await sql<{ number: string }>`select nextval('payment_reference_numbers') as "number"`.execute(trx);
  return paymentReference(Number(rows[0]?.number));
}

/**
 * Takes a reference for a registration form, before the account exists, so that the student can write
 * it in the transfer's label; the form keeps the token and sends both with the registration.
 */
export async function reserveRegistrationReference(db: Database, now: Date): Promise<ReferenceReservation> {
  const reference = await nextPaymentReference(db);
  const { token, tokenHash } = newSecretToken();
  await db.insertInto('paymentReferenceReservations').values({ reference, tokenHash, createdAt: now }).execute();
  return { reference, token };
}

/**
 * In the registration's transaction: the reserved reference, removed from the reservations, when the
 * token is the one it was given with and it has not expired; undefined otherwise (the registration
 * then gets a new one). A rolled-back registration leaves the reservation to claim again.
 */
export async function claimReservedReference(
  trx: Transaction<DB>,
  reservation: Partial<ReferenceReservation>,
  now: Date,
): Promise<string | undefined> {
  const { reference, token } = reservation;
  if (!reference || !token) return undefined;
  const claimed = await trx
    .deleteFrom('paymentReferenceReservations')
    .where('reference', '=', reference)
    .where('tokenHash', '=', hashToken(token))
    .where('createdAt', '>', new Date(now.getTime() - RESERVATION_KEPT_MS))
    .returning('reference')
    .executeTakeFirst();
  return claimed?.reference;
}

/** Deletes the reservations no registration claimed in time; answers how many went. */
export async function purgeExpiredReservations(db: Database, now: Date): Promise<number> {
  const purged = await db
    .deleteFrom('paymentReferenceReservations')
    .where('createdAt', '<=', new Date(now.getTime() - RESERVATION_KEPT_MS))
    .executeTakeFirst();
  return Number(purged.numDeletedRows);
}
