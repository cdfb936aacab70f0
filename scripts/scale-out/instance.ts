import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** One api or bff process of the platform, started from its sources as `npm start` does. */
export interface Instance {
  name: string;
  url: string;
  /** What the process wrote so far (stdout and stderr). */
  output(): string;
  /** Ends it at once, as a crashed machine would. */
  kill(): Promise<void>;
  /** Asks it to stop (SIGTERM) and waits. */
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(url: string): Promise<boolean> {
  return fetch(`${url}/healthz`).then(
    (response) => response.ok,
    () => false,
  );
}

/**
 * Starts `api/src/main.ts` or `bff/src/main.ts` with exactly `env` (and PATH), and waits until its
 * /healthz answers 200; fails with what the process said when it exits or never gets there.
 */
export async function startInstance(
  name: string,
  program: 'api' | 'bff',
  port: number,
  env: Record<string, string>,
): Promise<Instance> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, program, 'src', 'main.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; !(await healthy(url)); attempt += 1) {
    if (child.exitCode !== null || attempt > 480) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not become healthy:\n${output.slice(-4000)}`);
    }
    await pause(250);
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { name, url, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
