import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { SEED_BATCH_SIZE } from './bulk-students.ts';

/**
 * Inserts `count` applications of the approved students whose address carries `runTag`, spread
 * over the scholarships `scholarshipIds`, in batches of INSERT … SELECT FROM generate_series.
 * Application k goes to student k mod S and scholarship (k mod S + k div S) mod C (S students,
 * C scholarships), so that no student applies twice to one scholarship. About 40% stay pending,
 * 30% approved, 20% rejected, 10% withdrawn; each made after its student's account and before
 * `now`, decided after it was made, with the history a real one has (pending, then the decision).
 * Answers how many were written; refuses a count the students and scholarships cannot hold.
 */
export async function insertBulkApplications(
  db: Database,
  count: number,
  options: { runTag: string; scholarshipIds: number[]; now: Date; onBatch?: (written: number) => void },
): Promise<number> {
  return db.connection().execute(async (connection) => {
    // One connection: the students' numbering lives in a temporary table.
    await sql`drop table if exists seeded_students`.execute(connection);
    await sql`
      create temporary table seeded_students as
      select row_number() over (order by created_at, id) - 1 as n, id, created_at
      from users
      where email like ${`etudiant.${options.runTag}.%`} and approval_status = 'APPROVED'`.execute(
      connection,
    );
    await sql`create unique index on seeded_students (n)`.execute(connection);
    const students = Number(
      (await sql<{ n: string }>`select count(*) as n from seeded_students`.execute(connection)).rows[0]?.n ??
        0,
    );
    const scholarships = options.scholarshipIds.length;
    if (count > students * scholarships)
      throw new Error(
        `${count} applications need more students or scholarships (${students} approved students × ${scholarships} scholarships)`,
      );
    let written = 0;
    while (written < count) {
      const size = Math.min(SEED_BATCH_SIZE, count - written);
      await sql`
        with generated as (
          select g, s.id as user_id,
            (${sql.val(options.scholarshipIds)}::int[])[1 + (g % ${students} + g / ${students}) % ${scholarships}] as scholarship_id,
            s.created_at + random() * (${options.now}::timestamptz - s.created_at) as created,
            case when g % 10 < 4 then 'pending' when g % 10 < 7 then 'approved'
              when g % 10 < 9 then 'rejected' else 'withdrawn' end as status
          from generate_series(${written}::bigint, ${written + size - 1}::bigint) as g
          join seeded_students s on s.n = g % ${students}
        ),
        decided as (
          select *, created + random() * (${options.now}::timestamptz - created) as changed from generated
        ),
        inserted as (
          insert into applications (scholarship_id, user_id, status, rejection_reason, feedback, created_at, updated_at)
          select scholarship_id, user_id, status,
            case when status = 'rejected' then 'Le montant du reçu ne correspond pas aux frais de dossier.' end,
            case when status = 'rejected' then 'Le montant du reçu ne correspond pas aux frais de dossier.'
              when status = 'approved' then 'Dossier complet, bonne chance !' end,
            created, case when status = 'pending' then created else changed end
          from decided
          returning id, user_id, status, rejection_reason, created_at, updated_at
        )
        insert into application_history (application_id, status, feedback, actor_id, at)
        select id, 'pending', null, user_id, created_at from inserted
        union all
        select id, status, rejection_reason, case when status = 'withdrawn' then user_id end, updated_at
        from inserted where status <> 'pending'`.execute(connection);
      written += size;
      options.onBatch?.(written);
    }
    await sql`drop table seeded_students`.execute(connection);
    return written;
  });
}
