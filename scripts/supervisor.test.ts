import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supervise, type Program } from './supervisor.ts';

// Real child processes, as small as programs get.
const program = (name: string, source: string): Program => ({ name, command: process.execPath, args: ['-e', source] });
const RUNS_FOREVER = 'setInterval(() => {}, 1000);';
const CRASHES = 'process.exit(3);';
/** Writes 'ready' to `file`, then the stop signal it receives, and exits as the api and bff do. */
const recordsStopSignal = (file: string) => {
  const write = (text: string) => `require('node:fs').writeFileSync(${JSON.stringify(file)}, ${text})`;
  return `for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => { ${write('s')}; process.exit(0); }); ${write("'ready'")}; ${RUNS_FOREVER}`;
};

const isRunning = (pid: number | undefined) => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitFor<T>(read: () => T | undefined): Promise<T> {
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('supervise', () => {
  it('restarts a program killed from outside, and stops everything on request with exit code 0', async () => {
    const lines: string[] = [];
    const platform = supervise([program('api', RUNS_FOREVER), program('bff', RUNS_FOREVER)], { backoffMs: 50, log: (line) => lines.push(line) });
    const firstApi = await waitFor(() => platform.pid('api'));
    const bff = platform.pid('bff');

    process.kill(firstApi, 'SIGKILL');
    const secondApi = await waitFor(() => {
      const pid = platform.pid('api');
      return pid !== undefined && pid !== firstApi ? pid : undefined;
    });

    expect(isRunning(secondApi)).toBe(true);
    expect(platform.pid('bff')).toBe(bff);
    expect(lines).toContain('api exited unexpectedly (signal SIGKILL): restarting in 50 ms');

    platform.stop();

    expect(await platform.done).toBe(0);
    expect([isRunning(secondApi), isRunning(bff)]).toEqual([false, false]);
  });

  it('gives up on a program that keeps exiting: stops the other and exits non-zero', async () => {
    const lines: string[] = [];
    const platform = supervise([program('api', CRASHES), program('bff', RUNS_FOREVER)], {
      backoffMs: 10,
      maxRestarts: 3,
      log: (line) => lines.push(line),
    });
    const bff = platform.pid('bff');

    expect(await platform.done).toBe(1);
    expect(isRunning(bff)).toBe(false);
    expect(lines.filter((line) => line.startsWith('api started'))).toHaveLength(4);
    expect(lines).toContain('api exited (code 3) 4 times within 60 s: giving up, stopping everything');
  });

  it('does not retry a program that refused its configuration: stops the other and exits with its code', async () => {
    const lines: string[] = [];
    const platform = supervise([program('api', 'process.exit(78);'), program('bff', RUNS_FOREVER)], { backoffMs: 10, log: (line) => lines.push(line) });
    const bff = platform.pid('bff');

    expect(await platform.done).toBe(78);
    expect(isRunning(bff)).toBe(false);
    expect(lines.filter((line) => line.startsWith('api started'))).toHaveLength(1);
    expect(lines).toContain('api refused its configuration (its message is above): stopping everything');
  });

  it('backs off: each restart inside the window waits twice as long as the one before', async () => {
    const lines: string[] = [];
    const platform = supervise([program('api', CRASHES)], { backoffMs: 10, maxRestarts: 3, log: (line) => lines.push(line) });

    await platform.done;

    expect(lines.filter((line) => line.includes('restarting in'))).toEqual([
      'api exited unexpectedly (code 3): restarting in 10 ms',
      'api exited unexpectedly (code 3): restarting in 20 ms',
      'api exited unexpectedly (code 3): restarting in 40 ms',
    ]);
  });

  it.each(['SIGINT', 'SIGTERM'] as const)('forwards %s to every program and finishes once both have exited', async (signal) => {
    const folder = await mkdtemp(path.join(tmpdir(), 'bourses-supervisor-'));
    const files = ['api', 'bff'].map((name) => path.join(folder, name));
    const platform = supervise(
      files.map((file) => program(path.basename(file), recordsStopSignal(file))),
      { log: () => undefined },
    );
    for (const file of files) await waitUntil(async () => (await readFile(file, 'utf8').catch(() => '')) === 'ready');

    platform.stop(signal);

    expect(await platform.done).toBe(0);
    expect(await Promise.all(files.map((file) => readFile(file, 'utf8')))).toEqual([signal, signal]);
  });
});
