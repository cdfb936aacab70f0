import { readFile } from 'node:fs/promises';
import os from 'node:os';

/** The machine a run measured, in one line: figures only compare on the same one. */
export async function describeMachine(): Promise<string> {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  const memoryGiB = (os.totalmem() / 1024 ** 3).toFixed(1);
  const load = os.loadavg().map((value) => value.toFixed(2)).join(' ');
  const distribution = await readFile('/etc/os-release', 'utf8')
    .then((text) => /^PRETTY_NAME="?([^"\n]+)"?/m.exec(text)?.[1] ?? os.platform())
    .catch(() => os.platform());
  return `${model}, ${cpus.length} cores, ${memoryGiB} GiB memory, ${distribution}, Node ${process.version}, load average ${load} at the start`;
}
