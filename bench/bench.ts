// npm run bench [-- web | throughput | restart | memory | approve | upload | statements | documents ...]: measures every figure of
// docs/performance.md (all of them without arguments) and prints one markdown table with the goal
// beside each figure and the machine it ran on. Progress goes to stderr, the table to stdout.
import { approveAccounts } from './approve-accounts.ts';
import { catalogueThroughput } from './catalogue-throughput.ts';
import { documentRender } from './document-render.ts';
import { describeMachine } from './machine.ts';
import { memoryAfterLoad } from './memory.ts';
import { phoneUpload } from './phone-upload.ts';
import { statementImport } from './statement-import.ts';
import { markdownTable, notMeasured, out, progress, type Figure } from './report.ts';
import { warmRestart } from './warm-restart.ts';
import { webPages } from './web-pages.ts';

interface Measure {
  run(): Promise<Figure[]>;
  /** What the table says when the measure failed. */
  figure: string;
  goal: string;
}

const MEASURES: Record<string, Measure> = {
  web: { run: webPages, figure: 'Lighthouse mobile and JavaScript bytes', goal: 'see docs/performance.md' },
  throughput: { run: catalogueThroughput, figure: 'catalogue throughput ratios', goal: '≥ 0.35× and ≥ 0.6×' },
  restart: { run: warmRestart, figure: 'warm restart to the first scholarship', goal: '≤ 5 s' },
  memory: { run: memoryAfterLoad, figure: 'resident memory after 10,000 requests', goal: 'api ≤ 250 MB, bff ≤ 200 MB' },
  approve: { run: approveAccounts, figure: 'approving 200 accounts at once', goal: '< 1 s' },
  upload: { run: phoneUpload, figure: 'a phone photo sent on a phone network', goal: '≤ 800 KB, ≤ 12 s' },
  statements: { run: statementImport, figure: 'importing a 50,000-line bank statement', goal: '≤ 10 s' },
  documents: { run: documentRender, figure: 'rendering an official document', goal: '< 300 ms, ≥ 1,000/minute' },
};

async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in MEASURES));
  if (unknown.length > 0) {
    process.stderr.write(`unknown measure ${unknown.join(', ')}; choose among ${Object.keys(MEASURES).join(', ')}\n`);
    process.exit(2);
  }
  const machine = await describeMachine();
  const figures: Figure[] = [];
  for (const name of asked.length > 0 ? asked : Object.keys(MEASURES)) {
    const measure = MEASURES[name];
    if (!measure) continue;
    // One measure failing (no Chromium, no server) still leaves the others' figures.
    try {
      figures.push(...(await measure.run()));
    } catch (error) {
      progress(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      figures.push(notMeasured(measure.figure, measure.goal, (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''));
    }
  }
  out(`Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`);
  out();
  out(markdownTable(figures));
}

// Ctrl-C: end through 'exit', where every started api, bff, server and Chromium is killed.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

await main();
