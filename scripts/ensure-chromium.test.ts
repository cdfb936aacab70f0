import { spawn } from 'node:child_process';
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { ROOT } from './platform-programs.ts';

// The first step of `npm test`, run as `npm test` runs it, with the project's Node.
function ensureChromium(env: NodeJS.ProcessEnv) {
  const started = Date.now();
  const child = spawn(process.execPath, ['scripts/ensure-chromium.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string; seconds: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 })),
  );
}

let dir = '';
let chromium = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bourses-ensure-chromium-'));
  chromium = path.join(dir, 'chromium');
  await writeFile(chromium, '#!/bin/sh\n');
  await chmod(chromium, 0o755);
});

it('stops within seconds, naming the command to run, when no Chromium can be found or installed', async () => {
  // An empty PATH: no apt-get, so nothing gets installed whoever runs the test.
  const { code, output, seconds } = await ensureChromium({
    PATH: dir,
    CHROMIUM_PATH: path.join(dir, 'missing'),
  });

  expect(code).not.toBe(0);
  expect(output).toContain(`CHROMIUM_PATH is ${path.join(dir, 'missing')}, where there is no executable`);
  expect(output).toContain('run: CHROMIUM_PATH=/path/to/chromium npm test');
  expect(seconds).toBeLessThan(10);
});

it('says nothing and lets the run go on when the Chromium is there', async () => {
  const result = await ensureChromium({ PATH: dir, CHROMIUM_PATH: chromium });

  expect(result).toMatchObject({ code: 0, output: '' });
});
