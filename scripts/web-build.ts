// The web client's build in web/dist, made only when its sources changed since (web-build-stamp.ts):
// `npm start` and the benchmark's production start both need it.
import { spawn, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './platform-programs.ts';
import { isBuildOf, stampBuild, webSourceHash } from './web-build-stamp.ts';

export const WEB_DIST = path.join(ROOT, 'web', 'dist');
const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];

function buildWebClient(stdio: StdioOptions): Promise<number> {
  const build = spawn('npm', ['run', 'build', '-w', '@bourses/web'], { cwd: ROOT, stdio });
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

/**
 * Builds the web client when its sources changed since the build in web/dist; the build's exit
 * code (0 when the build was reused). `stdio` is where the build writes (the benchmark keeps its
 * stdout for the table).
 */
export async function ensureWebBuild(log: (line: string) => void, stdio: StdioOptions = 'inherit'): Promise<number> {
  if (await isBuildOf(WEB_DIST, await webSourceHash(ROOT))) {
    log('web client unchanged since its last build: reusing web/dist');
    return 0;
  }
  const built = await buildWebClient(stdio);
  // Hashed after the build, which compiles the message catalogues it reads.
  if (built === 0) await stampBuild(WEB_DIST, await webSourceHash(ROOT));
  return built;
}
