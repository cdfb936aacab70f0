import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/free-port.ts';
import { ROOT } from '../scripts/platform-programs.ts';
import { graphqlBody } from './graphql-operations.ts';
import { pause, stopOnExit } from './processes.ts';
import { progress, type Figure } from './report.ts';

const GOAL_SECONDS = 5;
const GIVE_UP_MS = 240_000;
const FIRST_SCHOLARSHIP = graphqlBody('FirstScholarship', 'query FirstScholarship { scholarships(limit: 1) { items { id title } } }');

async function firstScholarshipAnswered(webUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${webUrl}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: FIRST_SCHOLARSHIP });
    const text = await response.text();
    return response.ok && text.includes('"title"');
  } catch {
    return false;
  }
}

/** `npm start` as a user runs it, on the data folder given; answers once the first scholarship came back, and how long that took. */
async function startUntilFirstScholarship(dataDir: string): Promise<{ seconds: number; output: string; stop(): Promise<void> }> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const { DATABASE_URL: _database, NODE_ENV: _nodeEnv, API_URL: _apiUrl, PUBLIC_WEB_URL: _publicUrl, SMTP_URL: _smtp, ...env } = process.env;
  const startedAt = performance.now();
  const platform = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  platform.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  platform.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => platform.once('exit', resolve));
  // The supervisor's programs have process groups of their own: they are killed by their announced pids.
  const programPids = () => [platform.pid, ...[...output.matchAll(/(?:api|bff) started \(pid (\d+)\)/g)].map((match) => Number(match[1]))];
  const forget = stopOnExit(programPids);
  const stop = async () => {
    // To npm's whole group, as a terminal's Ctrl-C: npm itself does not pass a SIGTERM on.
    if (platform.pid !== undefined) process.kill(-platform.pid, 'SIGTERM');
    await Promise.race([exited, pause(15_000)]);
    for (const pid of programPids()) {
      try {
        if (pid !== undefined) process.kill(-pid, 'SIGKILL');
      } catch {
        // Stopped as asked.
      }
    }
    forget();
  };
  const webUrl = `http://127.0.0.1:${port}`;
  while (!(await firstScholarshipAnswered(webUrl))) {
    if (platform.exitCode !== null || performance.now() - startedAt > GIVE_UP_MS) {
      await stop();
      throw new Error(`npm start did not answer a scholarship:\n${output.slice(-3000)}`);
    }
    await pause(50);
  }
  return { seconds: (performance.now() - startedAt) / 1000, output, stop };
}

/** Seconds from a second `npm start` (web build reused, database already there) to the first scholarship through /graphql. */
export async function warmRestart(): Promise<Figure[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bourses-restart-'));
  try {
    progress('warm restart: a first npm start builds (if needed) and seeds');
    const first = await startUntilFirstScholarship(dataDir);
    await first.stop();
    progress('warm restart: the second npm start, timed');
    const second = await startUntilFirstScholarship(dataDir);
    await second.stop();
    const reused = second.output.includes('reusing web/dist');
    return [
      {
        figure: `warm restart to the first scholarship through /graphql (npm start, PGlite${reused ? ', web build reused' : ', web REBUILT'})`,
        value: `${second.seconds.toFixed(1)} s (cold first start: ${first.seconds.toFixed(1)} s)`,
        goal: `≤ ${GOAL_SECONDS} s`,
        met: reused && second.seconds <= GOAL_SECONDS,
      },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
