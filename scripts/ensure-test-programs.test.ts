import { spawn } from 'node:child_process';
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { ROOT } from './platform-programs.ts';

// The first step of `npm test`, run as `npm test` runs it, with the project's Node.
function ensureTestPrograms(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['scripts/ensure-test-programs.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

// Stub programs: the script only checks that they are executable files. Neither folder holds an
// apt-get, so nothing gets installed whoever runs the test.
let programs = '';
let empty = '';
let chromium = '';

beforeAll(async () => {
  programs = await mkdtemp(path.join(tmpdir(), 'bourses-ensure-test-programs-'));
  empty = await mkdtemp(path.join(tmpdir(), 'bourses-ensure-test-programs-'));
  for (const name of ['chromium', 'pdfinfo', 'pdfimages', 'clamd', 'qpdf']) {
    await writeFile(path.join(programs, name), '#!/bin/sh\n');
    await chmod(path.join(programs, name), 0o755);
  }
  chromium = path.join(programs, 'chromium');
});

it('stops, naming the command to run, when no Chromium can be found or installed', async () => {
  const { code, output } = await ensureTestPrograms({
    PATH: programs,
    CHROMIUM_PATH: path.join(programs, 'missing'),
  });

  expect(code).not.toBe(0);
  expect(output).toContain(
    `[test programs] CHROMIUM_PATH is ${path.join(programs, 'missing')}, where there is no executable`,
  );
  expect(output).toContain('[test programs] run: CHROMIUM_PATH=/path/to/chromium npm test');
});

it("stops, naming the install command, when poppler's, ClamAV's and qpdf's tools are not on PATH and cannot be installed", async () => {
  const { code, output } = await ensureTestPrograms({ PATH: empty, CHROMIUM_PATH: chromium });

  expect(code).not.toBe(0);
  expect(output).toContain(
    "no pdfinfo, pdfimages on PATH, no clamd on PATH, no qpdf on PATH, and no apt-get to install Debian's poppler-utils, clamav-daemon, qpdf",
  );
  expect(output).toContain(
    '[test programs] run: sudo apt-get update && sudo apt-get install -y poppler-utils clamav-daemon qpdf && npm test',
  );
});

it('says nothing and lets the run go on when Chromium and the tools are there', async () => {
  const result = await ensureTestPrograms({ PATH: programs, CHROMIUM_PATH: chromium });

  expect(result).toMatchObject({ code: 0, output: '' });
});
