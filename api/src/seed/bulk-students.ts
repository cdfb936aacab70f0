import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { FIRST_NAMES, LAST_NAMES } from './moroccan-names.ts';

/** Generated students sign in with this password (test accounts only: never seed a real database). */
export const SEEDED_STUDENT_PASSWORD = 'Seed1234!';

/** Rows per INSERT … SELECT: big enough to be fast, small enough to show progress and stay in memory. */
export const SEED_BATCH_SIZE = 50_000;

export const SEED_SPREAD_DAYS = 60;

/**
 * Inserts `count` students in batches of INSERT … SELECT FROM generate_series (no row crosses the
 * wire): Moroccan names, about 60% approved, 30% waiting for approval (a third of them not
 * verified yet) and 10% rejected, created over the last 60 days. Every one shares `passwordHash`
 * (one hash of SEEDED_STUDENT_PASSWORD: hashing 500,000 passwords would take hours). Their
 * addresses carry `runTag`, so that several runs add up instead of colliding.
 */
export async function insertBulkStudents(
  db: Database,
  count: number,
  options: { passwordHash: string; runTag: string; now: Date; onBatch?: (written: number) => void },
): Promise<number> {
  let written = 0;
  while (written < count) {
    const size = Math.min(SEED_BATCH_SIZE, count - written);
    await sql`
      insert into users (email, password_hash, first_name, last_name, phone_number, role, approval_status,
        approval_date, rejection_reason, is_verified, verified_at, language, created_at, updated_at)
      select
        'etudiant.' || ${options.runTag} || '.' || g || '@seed.bourses.ma',
        ${options.passwordHash},
        (${sql.val(FIRST_NAMES)}::text[])[1 + (g * 7) % ${FIRST_NAMES.length}],
        (${sql.val(LAST_NAMES)}::text[])[1 + (g * 13 + g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
        '+2126' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
        'CLIENT',
        case when g % 10 < 6 then 'APPROVED' when g % 10 < 9 then 'PENDING' else 'REJECTED' end,
        case when g % 10 < 6 then least(created + interval '1 day', ${options.now}::timestamptz) end,
        case when g % 10 = 9 then 'Le reçu de paiement est illisible.' end,
        g % 10 <> 8,
        case when g % 10 <> 8 then created + interval '10 minutes' end,
        (array['fr', 'fr', 'ar', 'en'])[1 + g % 4],
        created,
        created
      from (
        select g, ${options.now}::timestamptz - random() * interval '${sql.raw(String(SEED_SPREAD_DAYS))} days' as created
        from generate_series(${written + 1}::int, ${written + size}::int) as g
      ) as generated`.execute(db);
    written += size;
    options.onBatch?.(written);
  }
  return written;
}
