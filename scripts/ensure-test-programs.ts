// `npm test`'s first step: the programs the tests run (Chromium, poppler's pdfinfo and pdfimages,
// ClamAV's clamd) are there, or Debian's packages are installed (as root), or the run stops now naming the command to
// run (scripts/test-programs-setup.ts).
import { spawn } from 'node:child_process';
import { aptGetSteps, describeMissing, testProgramsFacts, testProgramsSetup } from './test-programs-setup.ts';

const say = (line: string) => process.stderr.write(`[test programs] ${line}\n`);

/** Runs one apt-get step; dpkg's page of progress is shown only when the step fails. */
function run([command = '', ...args]: string[]): Promise<number> {
  // DEBIAN_FRONTEND: a package's configuration questions must not wait for an answer in a test run.
  const step = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  let progress = '';
  step.stdout.on('data', (chunk: Buffer) => (progress += chunk.toString()));
  return new Promise((resolve) => {
    step.once('error', () => resolve(1));
    step.once('close', (code) => {
      if (code !== 0) process.stderr.write(progress);
      resolve(code ?? 1);
    });
  });
}

async function main(): Promise<number> {
  const facts = await testProgramsFacts();
  const setup = testProgramsSetup(facts);
  if (setup.kind === 'present') return 0;
  if (setup.kind === 'refuse') {
    say(setup.problem);
    say(`run: ${setup.command}`);
    return 1;
  }
  const steps = aptGetSteps(setup.packages);
  say(`${describeMissing(facts)}: installing Debian's (${steps.map((step) => step.join(' ')).join(' && ')})`);
  for (const step of steps) {
    const code = await run(step);
    if (code !== 0) {
      say(`${step.join(' ')} failed (exit code ${code})`);
      return code;
    }
  }
  const after = await testProgramsFacts();
  if (testProgramsSetup(after).kind === 'present') return 0;
  say(`Debian's ${setup.packages.join(', ')} installed, yet ${describeMissing(after)}`);
  return 1;
}

process.exitCode = await main();
