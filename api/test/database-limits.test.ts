import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '#api/db/database.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { isStatementCancelled } from '#api/db/statement-timeout.ts';
import { startTestApi, type TestApi } from './test-api.ts';
import { createFreshServerDatabase } from './test-database.ts';

type ServerDatabase = NonNullable<Awaited<ReturnType<typeof createFreshServerDatabase>>>;

const SETTLE = { timeout: 10_000, interval: 50 };

/** A connection of its own to `url`, holding an exclusive lock on `table` until released. */
async function holdLock(url: string, table: string): Promise<{ pid: number; release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query(`lock table ${table} in access exclusive mode`);
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  return {
    pid: rows[0]?.pid ?? 0,
    async release() {
      await client.query('rollback');
      await client.end();
    },
  };
}

/** The server's other connections to this database: how many there are, how many wait for a lock. */
async function backends(url: string, except: number): Promise<{ total: number; waitingForLock: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ total: number; waiting: number }>(
      `select count(*)::int as total, count(*) filter (where wait_event_type = 'Lock')::int as waiting
         from pg_stat_activity where datname = current_database() and pid not in ($1, pg_backend_pid())`,
      [except],
    );
    return { total: rows[0]?.total ?? 0, waitingForLock: rows[0]?.waiting ?? 0 };
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL pool’s limits', () => {
  let server: ServerDatabase;
  let db: Database | undefined;
  beforeAll(async () => {
    const created = await createFreshServerDatabase();
    if (!created) throw new Error('TEST_DATABASE_URL is set: a server database was expected');
    server = created;
  });
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });
  afterAll(() => server.drop());

  it('opens no more connections than the pool’s max: the other statements wait their turn', async () => {
    const pooled = await openDatabase({ url: server.url, pool: { max: 2 } });
    db = pooled;
    await sql`create table if not exists queue_probe (id int)`.execute(pooled);
    const lock = await holdLock(server.url, 'queue_probe');

    const reads = Array.from({ length: 5 }, () => sql`select count(*) from queue_probe`.execute(pooled));
    await vi.waitFor(
      async () => expect((await backends(server.url, lock.pid)).waitingForLock).toBe(2),
      SETTLE,
    );
    const whileBlocked = await backends(server.url, lock.pid);
    await lock.release();

    expect(whileBlocked.total).toBe(2);
    expect(await Promise.all(reads)).toHaveLength(5);
  });

  it('has the server cancel a statement that outruns the timeout (57014)', async () => {
    db = await openDatabase({ url: server.url, pool: { max: 2, statementTimeoutMs: 50 } });

    const error: unknown = await sql`select pg_sleep(5)`.execute(db).then(
      () => undefined,
      (failure: unknown) => failure,
    );

    expect(isStatementCancelled(error)).toBe(true);
  });

  it('runs migrations without the timeout and gives the connection its timeout back afterwards', async () => {
    db = await openDatabase({ url: server.url, pool: { max: 1, statementTimeoutMs: 1500 } });

    await migrateToLatest(db);
    const { rows } = await sql<{ statementTimeout: string }>`show statement_timeout`.execute(db);

    expect(rows).toEqual([{ statementTimeout: '1500ms' }]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'the api when a statement outruns DATABASE_STATEMENT_TIMEOUT_MS',
  () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ DATABASE_STATEMENT_TIMEOUT_MS: '200' });
    });
    afterAll(() => api.close());

    it('answers a coded, retryable 503 in the caller’s language, then serves again', async () => {
      const lock = await holdLock(api.context.config.databaseUrl ?? '', 'scholarships');
      let blocked;
      try {
        // A filter: the unfiltered count comes from another table, and an empty list reads no more.
        blocked = await api.http.get('/api/scholarships?country=MA').set('Accept-Language', 'en');
      } finally {
        await lock.release();
      }

      expect(blocked.status).toBe(503);
      expect(blocked.headers['retry-after']).toBe('5');
      expect(blocked.body).toEqual({
        code: 'DATABASE_TIMEOUT',
        message: 'The service took too long to answer. Please try again in a moment.',
      });
      expect((await api.http.get('/api/scholarships?country=MA')).status).toBe(200);
    });
  },
);
