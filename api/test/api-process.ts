import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The real api program (`src/main.ts`) in its own process, as `npm start` runs it. */
export interface ApiProcess {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * Starts `src/main.ts` (a variable set to undefined is left out of its environment). On a `dataDir`
 * and `port` of the caller's, which `stop` leaves in place; else on fresh ones, removed by `stop`.
 */
export async function spawnApi(
  env: Record<string, string | undefined>,
  options: { dataDir?: string; port?: number } = {},
): Promise<ApiProcess> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'bourses-api-process-')));
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO_DATA: 'false',
      ...env,
    },
    stdio: 'ignore',
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
