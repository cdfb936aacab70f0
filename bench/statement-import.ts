import { spawn } from 'node:child_process';
import { ROOT } from '../scripts/platform-programs.ts';
import { progress, type Figure } from './report.ts';

const FIGURE = 'importing a 50,000-line bank statement, PGlite (api/bench/statement-import.ts)';
const GOAL = '≤ 10 s';
const GOAL_MS = 10_000;

/** Runs the api's own benchmark (`npm run bench:statements -w @bourses/api`) and takes its last line. */
export async function statementImport(): Promise<Figure[]> {
  progress('bank statement import: npm run bench:statements -w @bourses/api');
  // The goal is the embedded default's, whatever server the other measures use.
  const { DATABASE_URL: _server, TEST_DATABASE_URL: _testServer, ...env } = process.env;
  const child = spawn('npm', ['run', '--silent', 'bench:statements', '-w', '@bourses/api'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lastLine = output.trim().split('\n').at(-1) ?? '';
  // "Importing a 50,000-line statement: median 3773 ms, 13,251 lines/s (goal < 10000 ms: met)."
  const milliseconds = Number(/median (\d+) ms/.exec(lastLine)?.[1] ?? Number.NaN);
  return [
    {
      figure: FIGURE,
      value: code === 0 ? lastLine || 'no output' : `failed (exit ${code})`,
      goal: GOAL,
      met: code === 0 && Number.isFinite(milliseconds) ? milliseconds <= GOAL_MS : undefined,
    },
  ];
}
