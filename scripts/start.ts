// `npm start`: builds the web client (unless its build is of the current sources), then runs the api
// and the bff under one supervisor, so the platform is never left half up: a program that dies is
// restarted, one that keeps dying stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { platformPrograms, ROOT } from './platform-programs.ts';
import { supervise, type Supervision } from './supervisor.ts';
import { isBuildOf, stampBuild, webSourceHash } from './web-build-stamp.ts';

const WEB_DIST = path.join(ROOT, 'web', 'dist');
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

const log = (line: string) => process.stdout.write(`[start] ${line}\n`);

/** Builds the web client when its sources changed since the build in web/dist; the exit code of the build. */
async function ensureWebClient(): Promise<number> {
  if (await isBuildOf(WEB_DIST, await webSourceHash(ROOT))) {
    log('web client unchanged since its last build: reusing web/dist');
    return 0;
  }
  const built = await buildWebClient();
  // Hashed after the build, which compiles the message catalogues it reads.
  if (built === 0) await stampBuild(WEB_DIST, await webSourceHash(ROOT));
  return built;
}

async function main(): Promise<void> {
  const built = await ensureWebClient();
  if (built !== 0) {
    process.exitCode = built;
    return;
  }
  const platform: Supervision = supervise(platformPrograms());
  STOP_SIGNALS.forEach((signal) => process.on(signal, () => platform.stop(signal)));
  process.exitCode = await platform.done;
}

await main();
