// `npm start`: builds the web client (unless its build is of the current sources), then runs the api
// and the bff under one supervisor, so the platform is never left half up: a program that dies is
// restarted, one that keeps dying stops both.
import { platformPrograms } from './platform-programs.ts';
import { supervise, type Supervision } from './supervisor.ts';
import { ensureWebBuild } from './web-build.ts';

const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];

const log = (line: string) => process.stdout.write(`[start] ${line}\n`);

async function main(): Promise<void> {
  const built = await ensureWebBuild(log);
  if (built !== 0) {
    process.exitCode = built;
    return;
  }
  const platform: Supervision = supervise(platformPrograms());
  STOP_SIGNALS.forEach((signal) => process.on(signal, () => platform.stop(signal)));
  process.exitCode = await platform.done;
}

await main();
