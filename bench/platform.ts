import type { StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, closeSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/free-port.ts';
import { platformPrograms } from '../scripts/platform-programs.ts';
import { supervise } from '../scripts/supervisor.ts';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { pause, stopOnExit } from './processes.ts';
import { progress } from './report.ts';

/** A production start of the api and the bff on free ports, as `npm start` runs them. */
export interface BenchPlatform {
  /** The bff: web pages and /graphql. */
  webUrl: string;
  apiUrl: string;
  pid(name: 'api' | 'bff'): number | undefined;
  stop(): Promise<void>;
}

export interface PlatformOptions {
  /** A PostgreSQL database (fresh); the embedded PGlite when absent. */
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
}

const READY_WITHIN_MS = 180_000;

async function healthy(url: string): Promise<boolean> {
  return fetch(`${url}/healthz`).then(
    (response) => response.ok,
    () => false,
  );
}

/**
 * Starts the platform in production mode on the web build in web/dist (built first, as `npm start`
 * does, when missing or out of date), with the demo data.
 */
export async function startPlatform({ databaseUrl, env = {} }: PlatformOptions = {}): Promise<BenchPlatform> {
  // The build's output goes to stderr with the progress: stdout is the table's.
  if ((await ensureWebBuild(progress, ['ignore', 2, 2])) !== 0) throw new Error('the web client did not build (npm run build -w @bourses/web)');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bourses-bench-'));
  const [port, apiPort] = [await freePort(), await freePort()];
  const logFile = path.join(dataDir, 'platform.log');
  const log = openSync(logFile, 'a');
  const stdio: StdioOptions = ['ignore', log, log];
  // What the caller's shell configures for its own platform stays out of the measured one.
  const { DATABASE_URL: _database, SMTP_URL: _smtp, API_URL: _apiUrl, PUBLIC_WEB_URL: _publicUrl, ...inherited } = process.env;
  const programs = platformPrograms({
    ...inherited,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO_DATA: 'true',
    DATA_DIR: dataDir,
    PORT: String(port),
    API_PORT: String(apiPort),
    // The benchmark is one client address: the per-address GraphQL limit would measure itself.
    GRAPHQL_REQUESTS_PER_MINUTE: '100000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  }).map((program) => ({ ...program, stdio }));
  const supervision = supervise(programs, { maxRestarts: 0, log: () => {} });
  const forget = stopOnExit(() => ['api', 'bff'].map((name) => supervision.pid(name)));
  const webUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    supervision.stop('SIGTERM');
    await Promise.race([supervision.done, pause(15_000)]);
    forget();
    closeSync(log);
    await rm(dataDir, { recursive: true, force: true });
  };
  const startedAt = Date.now();
  let exited = false;
  void supervision.done.then(() => (exited = true));
  while (!(await healthy(webUrl))) {
    if (exited || Date.now() - startedAt > READY_WITHIN_MS) {
      const said = await readFile(logFile, 'utf8').catch(() => '');
      await stop();
      throw new Error(`the platform did not become healthy; its last words:\n${said.slice(-3000)}`);
    }
    await pause(250);
  }
  return { webUrl, apiUrl: `http://127.0.0.1:${apiPort}`, pid: (name) => supervision.pid(name), stop };
}
