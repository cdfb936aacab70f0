import { spawn } from 'node:child_process';
import { ROOT } from '../scripts/platform-programs.ts';
import { progress, type Figure } from './report.ts';

const FIGURE = 'rendering an official document, fr and ar (api/bench/document-render.ts)';
const GOAL = '< 300 ms, ≥ 1,000/minute';

/** Runs the api's own benchmark (`npm run bench:documents -w @bourses/api`) and takes its last line. */
export async function documentRender(): Promise<Figure[]> {
  progress('document rendering: npm run bench:documents -w @bourses/api');
  const child = spawn('npm', ['run', '--silent', 'bench:documents', '-w', '@bourses/api'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lastLine = output.trim().split('\n').at(-1) ?? '';
  // "Rendering a document: median 23 ms (ar), 2,405 documents/minute (goal …: met)."
  return [
    {
      figure: FIGURE,
      value: code === 0 ? lastLine || 'no output' : `failed (exit ${code})`,
      goal: GOAL,
      met: code === 0 && /: (met|NOT met)\)\.$/.test(lastLine) ? lastLine.endsWith(': met).') : undefined,
    },
  ];
}
