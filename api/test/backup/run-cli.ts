import { execFile } from 'node:child_process';
import path from 'node:path';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `node api/src/cli/<command>.ts …` as its own process, as `npm run <command>` does. */
export function runCli(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<CliRun> {
  const cli = path.resolve(import.meta.dirname, `../../src/cli/${command}.ts`);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args],
      { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env }, timeout: 180_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
