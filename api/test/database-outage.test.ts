import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/database-unavailable.ts';
import { spawnApi, type ApiProcess } from './api-process.ts';
import { startDatabaseProxy, type DatabaseProxy } from './database-proxy.ts';
import { startTestApi, type TestApi } from './test-api.ts';
import { createFreshServerDatabase } from './test-database.ts';

const SERVER_URL = process.env.TEST_DATABASE_URL;
// Service must be back within 5 s of the database; pg-pool replaces lost connections on the next query.
const RECOVERY = { timeout: 5000, interval: 100 };

/** An answer given while the database is away: a retryable 503, or already a success. */
function expectAvailableOrRetryable(res: { status: number; headers: Record<string, string>; body: unknown }) {
  if (res.status === 503) {
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques secondes.',
    });
  } else {
    expect(res.status).toBe(200);
  }
}

async function terminateConnections(database: string): Promise<number> {
  return withAdminClient(async (admin) => {
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
      rows.map((row) => row.pid),
    ]);
    return rows.length;
  });
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseName = (api: TestApi) => new URL(api.context.config.databaseUrl ?? '').pathname.slice(1);

if (SERVER_URL) {
  describe('on a PostgreSQL server whose connections are terminated (as a restart does: 57P01)', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(() => api.close());

    it('keeps running, answers 200 or a retryable 503 meanwhile, and is fully back within 5 s', async () => {
      // Several pooled connections, idle when they are terminated.
      await Promise.all(Array.from({ length: 5 }, () => api.http.get('/api/scholarships').expect(200)));

      expect(await terminateConnections(databaseName(api))).toBeGreaterThan(0);

      expectAvailableOrRetryable(await api.http.get('/api/scholarships'));
      await vi.waitFor(async () => {
        expect((await api.http.get('/healthz')).body).toEqual({ status: 'ok', database: 'ok' });
        expect((await api.http.get('/api/scholarships')).status).toBe(200);
      }, RECOVERY);
    });

    it('survives the connection of a running transaction being terminated between two statements', async () => {
      const outcome = api.context.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await withAdminClient(async (admin) => {
          await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
          // Let the server's goodbye reach the lent, idle connection before its next statement.
          await vi.waitFor(async () => {
            const left = await admin.query('select 1 from pg_stat_activity where pid = $1', [rows[0]?.pid]);
            expect(left.rowCount).toBe(0);
          }, RECOVERY);
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        await sql`select 1`.execute(trx);
      });

      const error: unknown = await outcome.then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      await vi.waitFor(
        async () => expect((await api.http.get('/api/scholarships')).status).toBe(200),
        RECOVERY,
      );
    });
  });

  describe('the api program itself (src/main.ts) on a PostgreSQL server', () => {
    let api: ApiProcess;
    let database: Awaited<ReturnType<typeof createFreshServerDatabase>>;
    beforeAll(async () => {
      database = await createFreshServerDatabase();
      api = await spawnApi({ DATABASE_URL: database?.url ?? '' });
      await vi.waitFor(async () => expect((await fetch(`${api.baseUrl}/healthz`)).status).toBe(200), {
        timeout: 30000,
        interval: 200,
      });
    }, 40000);
    afterAll(async () => {
      await api.stop();
      await database?.drop();
    });

    it('does not exit when its pooled connections are terminated, and answers again within 5 s', async () => {
      await Promise.all(Array.from({ length: 5 }, () => fetch(`${api.baseUrl}/api/scholarships`)));

      expect(await terminateConnections(new URL(database?.url ?? '').pathname.slice(1))).toBeGreaterThan(0);

      await vi.waitFor(
        async () => expect((await fetch(`${api.baseUrl}/api/scholarships`)).status).toBe(200),
        RECOVERY,
      );
      expect(api.child.exitCode).toBeNull();
    });
  });

  describe('on a PostgreSQL server that cannot be reached for a while', () => {
    let api: TestApi;
    let proxy: DatabaseProxy;
    let database: Awaited<ReturnType<typeof createFreshServerDatabase>>;
    beforeAll(async () => {
      database = await createFreshServerDatabase();
      const server = new URL(SERVER_URL);
      proxy = await startDatabaseProxy({ host: server.hostname, port: Number(server.port || 5432) });
      const throughProxy = new URL(database?.url ?? '');
      throughProxy.host = `127.0.0.1:${proxy.port}`;
      api = await startTestApi({ DATABASE_URL: throughProxy.toString() });
    });
    afterAll(async () => {
      // The pool hangs up through the relay: it must be open for the api to close cleanly.
      await proxy.restore();
      await api.close();
      await proxy.close();
      await database?.drop();
    });

    it('answers 503 with Retry-After in the caller’s language, reports the database down, then resumes by itself', async () => {
      await api.http.get('/api/scholarships').expect(200);

      await proxy.cut();
      const during = await api.http.get('/api/scholarships').set('Accept-Language', 'ar');
      const writeDuring = await api.http
        .post('/api/iam/public/auth/login')
        .set('Accept-Language', 'en')
        .send({ email: 'salma@example.ma', password: 'Motdepasse2026' });
      const health = await api.http.get('/healthz');

      expect(during.status).toBe(503);
      expect(during.headers['retry-after']).toBe('5');
      expect(during.body).toEqual({
        code: 'DATABASE_UNAVAILABLE',
        message: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
      });
      expect(writeDuring.status).toBe(503);
      expect(writeDuring.body.message).toBe(
        'The service is temporarily unavailable. Please try again in a few seconds.',
      );
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: 'unavailable', database: 'unreachable' });

      await proxy.restore();
      await vi.waitFor(async () => {
        expect((await api.http.get('/healthz')).status).toBe(200);
        expect((await api.http.get('/api/scholarships')).status).toBe(200);
      }, RECOVERY);
    });
  });
} else {
  describe('on embedded PGlite (one in-process connection, nothing to terminate)', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(() => api.close());

    it('refuses to terminate its only connection and keeps answering', async () => {
      const { rows } = await sql<{ terminated: boolean }>`
        select pg_terminate_backend(pg_backend_pid()) as terminated`.execute(api.context.db);

      expect(rows).toEqual([{ terminated: false }]);
      expect((await api.http.get('/healthz')).body).toEqual({ status: 'ok', database: 'ok' });
      expect((await api.http.get('/api/scholarships')).status).toBe(200);
    });
  });
}
