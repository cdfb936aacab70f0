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

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

export async function spawnApi(env: Record<string, string>): Promise<ApiProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bourses-api-process-'));
  const port = await freePort();
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
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
