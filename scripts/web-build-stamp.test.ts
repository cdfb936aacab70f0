import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { webSourceHash } from './web-build-stamp.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const REUSED = 'web client unchanged since its last build: reusing web/dist';
// What vite prints at the end of a build, whatever npm's log level.
const BUILT = 'built in';

/**
 * Runs `npm start` until the supervisor has started the api (the build, or its reuse, is behind it),
 * then stops it; answers what it printed.
 */
async function startUntilPrograms(extraEnv: Record<string, string>): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bourses-stamp-'));
  // As a user runs it: vitest's NODE_ENV=test would also change how the build runs.
  const { SUPPORT_PHONE: _phone, SUPPORT_EMAIL: _email, DATABASE_URL: _databaseUrl, NODE_ENV: _nodeEnv, ...env } = process.env;
  const platform = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...env, ...extraEnv, PORT: String(await freePort()), API_PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let stopping = false;
  const exited = new Promise((resolve) => platform.once('exit', resolve));
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (stopping || !(output.includes('api started') || output.includes('npm error'))) return;
    stopping = true;
    // To npm's whole group, as a terminal's Ctrl-C: npm itself does not pass a SIGTERM on.
    if (platform.pid !== undefined) process.kill(-platform.pid, 'SIGTERM');
  };
  platform.stdout.on('data', collect);
  platform.stderr.on('data', collect);
  await exited;
  // npm may be gone before its programs have stopped: never leave one behind.
  for (const match of output.matchAll(/(?:api|bff) started \(pid (\d+)\)/g)) {
    try {
      process.kill(Number(match[1]), 'SIGKILL');
    } catch {
      // Already stopped.
    }
  }
  return output;
}

describe('npm start and the web build', () => {
  it('rebuilds for other build settings, then reuses the build while nothing changed', { timeout: 300_000 }, async () => {
    // A number no earlier run built with.
    const otherPhone = await startUntilPrograms({ SUPPORT_PHONE: `+212 5 37 ${String(Date.now()).slice(-6)}` });
    const back = await startUntilPrograms({});
    const again = await startUntilPrograms({});

    expect(otherPhone).toContain(BUILT);
    expect(back).toContain(BUILT);
    expect(again).toContain(REUSED);
    expect(again).not.toContain(BUILT);
    expect(await readFile(path.join(ROOT, 'web/dist/.source-hash'), 'utf8')).toBe(`${await webSourceHash(ROOT)}\n`);
  });
});

describe('webSourceHash', () => {
  /** A repository of three files, one per kind of input. */
  async function sources(): Promise<string> {
    const root = await mkdtemp(path.join(tmpdir(), 'bourses-sources-'));
    await mkdir(path.join(root, 'web/src'), { recursive: true });
    await mkdir(path.join(root, 'common/src'), { recursive: true });
    await writeFile(path.join(root, 'web/src/main.tsx'), 'render(<App />);');
    await writeFile(path.join(root, 'common/src/limits.ts'), 'export const MAX = 5;');
    await writeFile(path.join(root, 'package-lock.json'), '{}');
    return root;
  }

  it.each([
    ['a web source', 'web/src/main.tsx'],
    ['a shared rule in common/', 'common/src/limits.ts'],
    ['the lockfile', 'package-lock.json'],
    ['a new web file', 'web/src/new-page.tsx'],
  ])('changes with %s', async (_what, file) => {
    const root = await sources();
    const before = await webSourceHash(root, {});

    await writeFile(path.join(root, file), '// changed');

    expect(await webSourceHash(root, {})).not.toBe(before);
  });

  it('changes with the support contacts the build reads, not with other variables', async () => {
    const root = await sources();
    const before = await webSourceHash(root, { PATH: '/usr/bin' });

    expect(await webSourceHash(root, { PATH: '/bin' })).toBe(before);
    expect(await webSourceHash(root, { PATH: '/usr/bin', SUPPORT_EMAIL: 'aide@bourses.ma' })).not.toBe(before);
  });

  it('ignores the build itself, installed packages and test artifacts', async () => {
    const root = await sources();
    const before = await webSourceHash(root, {});

    for (const folder of ['web/dist', 'web/node_modules/react', 'web/test-artifacts']) {
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, 'file.js'), 'x');
    }

    expect(await webSourceHash(root, {})).toBe(before);
  });
});
