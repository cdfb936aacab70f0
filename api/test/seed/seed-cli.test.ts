import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const CLI = path.resolve(import.meta.dirname, '../../src/cli/seed.ts');

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bourses-seed-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/** Runs `node api/src/cli/seed.ts …` on an embedded database of its own, as `npm run seed` does. */
function runSeed(args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, timeout: 170_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('npm run seed', { timeout: 180_000 }, () => {
  it('adds students and their applications over 200 scholarships, and says how many', async () => {
    const run = await runSeed(['--students', '30', '--applications', '40']);

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /200 scholarships, 30 students and 40 applications written in [\d.]+ s \(PGlite\)/,
    );
  });

  it('refuses applications without students, with its usage (exit 2)', async () => {
    const run = await runSeed(['--applications', '40']);

    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--applications needs --students');
    expect(run.stderr).toContain('Usage: npm run seed --');
  });
});
