// `npm start`: builds the web client, then runs the api and the bff under one supervisor, so the
// platform is never left half up: a program that dies is restarted, one that keeps dying stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { supervise, type Supervision } from './supervisor.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];

function buildWebClient(): Promise<number> {
  const build = spawn('npm', ['run', 'build', '-w', '@bourses/web'], { cwd: ROOT, stdio: 'inherit' });
  const forward = (signal: NodeJS.Signals) => build.kill(signal);
  STOP_SIGNALS.forEach((signal) => process.on(signal, forward));
  return new Promise((resolve) => {
    build.once('error', () => resolve(1));
    build.once('exit', (code, signal) => {
      STOP_SIGNALS.forEach((signal) => process.off(signal, forward));
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}

// Each program runs with this Node (the project's Node 24), like its workspace's `start` script.
const nodeProgram = (name: string, workspace: string, env: NodeJS.ProcessEnv) => ({
  name,
  command: process.execPath,
  args: ['src/main.ts'],
  cwd: path.join(ROOT, workspace),
  env: { ...process.env, ...env },
});

async function main(): Promise<void> {
  const built = await buildWebClient();
  if (built !== 0) {
    process.exitCode = built;
    return;
  }
  const platform: Supervision = supervise([
    // Only the bff reaches the api: trust its X-Forwarded-For.
    nodeProgram('api', 'api', { TRUST_PROXY: 'true' }),
    nodeProgram('bff', 'bff', { SERVE_WEB_APP: 'true' }),
  ]);
  STOP_SIGNALS.forEach((signal) => process.on(signal, () => platform.stop(signal)));
  process.exitCode = await platform.done;
}

await main();
