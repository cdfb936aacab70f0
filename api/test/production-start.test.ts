import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT_CONFIGURATION_ERROR } from '@bourses/common/exit-codes';

const API_ROOT = path.resolve(import.meta.dirname, '..');

/** Runs the api's real entry point with only these variables and returns how it ended. */
async function startApi(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bourses-production-'));
  const api = spawn(process.execPath, ['src/main.ts'], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, API_PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  api.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => api.once('exit', resolve));
  return { code, stderr };
}

describe('the api in production', () => {
  it('refuses to start without JWT_SECRET, naming it, with the configuration exit code', async () => {
    const { code, stderr } = await startApi({ NODE_ENV: 'production' });

    expect(code).toBe(EXIT_CONFIGURATION_ERROR);
    expect(stderr).toBe('Invalid configuration: JWT_SECRET: required in production (at least 32 random characters)\n');
  });

  it('refuses the placeholder secret and a demo ADMIN_PASSWORD, naming both', async () => {
    const { code, stderr } = await startApi({
      NODE_ENV: 'production',
      JWT_SECRET: 'change-me-to-a-long-random-secret-of-32-chars',
      ADMIN_EMAIL: 'admin@bourses.ma',
      ADMIN_PASSWORD: 'ChangeMe123!',
    });

    expect(code).toBe(EXIT_CONFIGURATION_ERROR);
    expect(stderr).toMatch(/^Invalid configuration: JWT_SECRET: .*placeholder.*; ADMIN_PASSWORD: .*documented example/);
  });
});

describe('the api on a PostgreSQL server', () => {
  it('refuses to start without JWT_SECRET, naming it, before connecting', async () => {
    const { code, stderr } = await startApi({ NODE_ENV: 'development', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });

    expect(code).toBe(EXIT_CONFIGURATION_ERROR);
    expect(stderr).toBe(
      'Invalid configuration: JWT_SECRET: required with DATABASE_URL, so that every api instance signs alike (at least 32 random characters)\n',
    );
  });
});
