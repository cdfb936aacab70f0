import type { PGlite } from '@electric-sql/pglite';
import type { Db } from 'pg-boss';
import type { Database } from '#api/db/database.ts';

type Rows = Awaited<ReturnType<Db['executeSql']>>;

async function run(embedded: PGlite, text: string, values: unknown[] | undefined): Promise<Rows> {
  try {
    if (values && values.length > 0) return { rows: (await embedded.query(text, values)).rows };
    // pg-boss sends its migrations and locked sections as several statements without values, which a
    // prepared query refuses: they go through exec, and every statement's rows are answered, in order.
    const results = await embedded.exec(text);
    return { rows: results.flatMap((result) => result.rows) };
  } catch (error) {
    // A statement failing inside pg-boss's own BEGIN … COMMIT leaves the one session in an aborted
    // transaction; ending it here keeps the next caller (a request) from failing on it.
    await embedded.exec('rollback').catch(() => {});
    throw error;
  }
}

/**
 * pg-boss's SQL on embedded PGlite. PGlite has one connection, which our Kysely dialect lends to one
 * caller at a time (db/pglite-dialect.ts): each pg-boss statement borrows it the same way, so it never
 * lands in the middle of a request's transaction.
 */
export function pgliteExecutor(db: Database, embedded: PGlite): Db {
  return {
    executeSql: (text, values) => db.connection().execute(() => run(embedded, text, values)),
  };
}
