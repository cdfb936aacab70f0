import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import supertest from 'supertest';
import { createApp } from '../src/app.ts';
import { createContext } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config/config.ts';
import type { AppContext } from '../src/context.ts';
import { createLogger } from '../src/logging/logger.ts';
import { createTestClock, type TestClock } from './test-clock.ts';
import { createFreshServerDatabase } from './test-database.ts';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export interface TestApi {
  baseUrl: string;
  /** supertest bound to the running server: every call is real HTTP. */
  http: ReturnType<typeof supertest>;
  context: AppContext;
  clock: TestClock;
  /** Mails written so far, oldest first. */
  outbox(): Promise<OutboxMail[]>;
  close(): Promise<void>;
}

/**
 * Starts the real api on a free port, on a fresh database (PGlite, or TEST_DATABASE_URL's server),
 * or on another test api's server database with `sharedDatabaseOf` (the first one drops it); its
 * logs go to `logTo` when given (with LOG_LEVEL in `env`: silent by default).
 */
export async function startTestApi(
  env: Record<string, string> = {},
  { sharedDatabaseOf, logTo }: { sharedDatabaseOf?: TestApi; logTo?: DestinationStream } = {},
): Promise<TestApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bourses-api-'));
  const sharedUrl = sharedDatabaseOf?.context.config.databaseUrl;
  if (sharedDatabaseOf && !sharedUrl) throw new Error('Only a server database (TEST_DATABASE_URL) can be shared');
  const serverDatabase = sharedUrl ? undefined : await createFreshServerDatabase();
  const databaseUrl = sharedUrl ?? serverDatabase?.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const clock = createTestClock();
  const context = await createContext(config, createLogger(config.logLevel, logTo), {
    clock,
    inMemoryDatabase: !databaseUrl,
  });
  const server = createApp(context).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const outboxDir = path.join(dataDir, 'outbox');

  return {
    baseUrl,
    http: supertest(baseUrl),
    context,
    clock,
    async outbox() {
      const names = (await readdir(outboxDir).catch(() => [])).sort();
      return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8'))));
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await context.limits.close();
      await context.db.destroy();
      await serverDatabase?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
