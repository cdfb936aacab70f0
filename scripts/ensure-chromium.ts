// `npm test`'s first step: the web tests' Chromium is there, or Debian's is installed (as root), or
// the run stops now naming the command to run (scripts/chromium-setup.ts).
import { spawn } from 'node:child_process';
import { APT_GET_STEPS, chromiumFacts, chromiumSetup } from './chromium-setup.ts';

const say = (line: string) => process.stderr.write(`[chromium] ${line}\n`);

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
  const facts = await chromiumFacts();
  const setup = chromiumSetup(facts);
  if (setup.kind === 'present') return 0;
  if (setup.kind === 'refuse') {
    say(setup.problem);
    say(`run: ${setup.command}`);
    return 1;
  }
  say(
    `no Chromium at ${facts.path}: installing Debian's (${APT_GET_STEPS.map((step) => step.join(' ')).join(' && ')})`,
  );
  for (const step of APT_GET_STEPS) {
    const code = await run(step);
    if (code !== 0) {
      say(`${step.join(' ')} failed (exit code ${code})`);
      return code;
    }
  }
  if ((await chromiumFacts()).present) return 0;
  say(`Debian's chromium package is installed, yet there is no executable at ${facts.path}`);
  return 1;
}

process.exitCode = await main();
