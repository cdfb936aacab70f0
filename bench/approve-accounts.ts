import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../scripts/platform-programs.ts';
import { progress, type Figure } from './report.ts';

const FIGURE = 'approving 200 accounts at once (api/bench/approve-accounts.ts)';
const GOAL = '< 1 s';

/** Runs the api's own benchmark (`npm run bench:approve -w @bourses/api`), when the api has one. */
export async function approveAccounts(): Promise<Figure[]> {
  const manifest: unknown = JSON.parse(await readFile(path.join(ROOT, 'api/package.json'), 'utf8'));
  const scripts = typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'scripts') : undefined;
  if (typeof scripts !== 'object' || scripts === null || !('bench:approve' in scripts)) {
    return [{ figure: FIGURE, value: 'not measured: the api has no bench:approve script yet', goal: GOAL, met: undefined }];
  }
  progress('approve accounts: npm run bench:approve -w @bourses/api');
  const child = spawn('npm', ['run', '--silent', 'bench:approve', '-w', '@bourses/api'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lastLine = output.trim().split('\n').at(-1) ?? '';
  // Its last line names the time it took first ("median answer 40 ms (goal < 1000 ms: met)").
  const milliseconds = [...lastLine.matchAll(/(\d+(?:\.\d+)?)\s*ms\b/g)].map((match) => Number(match[1])).at(0);
  return [
    {
      figure: FIGURE,
      value: code === 0 ? lastLine || 'no output' : `failed (exit ${code})`,
      goal: GOAL,
      met: code === 0 && milliseconds !== undefined ? milliseconds < 1000 : undefined,
    },
  ];
}
