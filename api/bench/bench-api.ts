// What the api's benchmarks share: a database of their own on the PostgreSQL server, the api in
// production mode listening on it, a staff session, a connection that records the SQL a call sends
// (to explain it) and the percentiles they print.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CamelCasePlugin, CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createApp } from '../src/app.ts';
import { createContext } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config/config.ts';
import type { AppContext } from '../src/context.ts';
import type { DB } from '../src/db/schema.ts';
import { hashPassword } from '../src/iam/password.ts';
import { startSession } from '../src/iam/session/session-tokens.ts';
import { createLogger } from '../src/logging/logger.ts';

/** The table and the figures go to stdout. */
export const out = (line = '') => process.stdout.write(`${line}\n`);

/** The PostgreSQL server of DATABASE_URL (or TEST_DATABASE_URL), if one is set. */
export const serverUrlFromEnv = (): string | undefined => process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** The server's address, or the process ends saying how to give one. */
export function requireServerUrl(): string {
  const serverUrl = serverUrlFromEnv();
  if (serverUrl) return serverUrl;
  process.stderr.write(
    'Set DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres\n',
  );
  process.exit(1);
}

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server, or the kept one named `reuse`. */
export async function benchDatabase(serverUrl: string, reuse?: string): Promise<BenchDatabase> {
  const name = reuse ?? `bourses_bench_${randomBytes(4).toString('hex')}`;
  if (!reuse) await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

export interface BenchApi {
  context: AppContext;
  baseUrl: string;
  close(): Promise<void>;
}

/** The api in production mode on `databaseUrl` (embedded PGlite when undefined), on a free port. */
export async function startBenchApi(databaseUrl: string | undefined, env: Record<string, string> = {}): Promise<BenchApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bourses-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const context = await createContext(config, createLogger('silent'));
  const listener = createApp(context).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => listener.once('listening', resolve));
  const address = listener.address();
  if (!address || typeof address === 'string') throw new Error('The api did not listen on a TCP port');
  return {
    context,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      await context.jobs.stop();
      await context.db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An approved administrator (a new address each time: a kept database may have one) and their access token. */
export async function benchAdminToken(context: AppContext): Promise<string> {
  const admin = await context.db
    .insertInto('users')
    .values({
      email: `admin.${randomBytes(4).toString('hex')}@bench.ma`,
      passwordHash: await hashPassword(randomBytes(12).toString('hex')),
      firstName: 'Amina',
      lastName: 'Bench',
      role: 'ADMIN',
      approvalStatus: 'APPROVED',
      isVerified: true,
      language: 'fr',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return (await startSession(context, admin, { address: '127.0.0.1', userAgent: undefined })).accessToken;
}

/** A second connection that records every statement it sends, to explain exactly what a call runs. */
export function recordingDb(url: string): { db: Kysely<DB>; recorded: CompiledQuery[] } {
  const recorded: CompiledQuery[] = [];
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    plugins: [new CamelCasePlugin()],
    log: (event) => {
      if (event.level === 'query') recorded.push(event.query);
    },
  });
  return { db, recorded };
}

/** Prints each statement with its `EXPLAIN (ANALYZE, BUFFERS)`; answers the slowest execution time (ms). */
export async function explainEach(db: Kysely<DB>, statements: readonly CompiledQuery[]): Promise<number> {
  let slowest = 0;
  for (const statement of statements) {
    out(`--- ${statement.sql}`);
    out(`    parameters: ${JSON.stringify(statement.parameters)}`);
    const plan = await db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`explain (analyze, buffers) ${statement.sql}`, [...statement.parameters]),
    );
    for (const row of plan.rows) {
      const line = Object.values(row).join('');
      out(`    ${line}`);
      const time = /^Execution Time: ([\d.]+) ms/.exec(line);
      if (time) slowest = Math.max(slowest, Number(time[1]));
    }
  }
  return slowest;
}

/** The value below which `fraction` of the sorted times fall. */
export function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
