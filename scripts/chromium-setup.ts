// What `npm test` does about the Chromium the web tests drive (scripts/ensure-chromium.ts): use it,
// install Debian's, or stop at once saying how to get one. Without it the Chromium files failed one
// by one, a quarter of an hour into the run.
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import { chromiumPath, DEBIAN_CHROMIUM } from '@bourses/common/chromium-path';

/** What the machine offers, gathered by `chromiumFacts`, given by hand in tests. */
export interface ChromiumFacts {
  /** Where the web tests look (`chromiumPath`). */
  path: string;
  /** `CHROMIUM_PATH` names it, rather than Debian's default place. */
  configured: boolean;
  /** An executable file is there. */
  present: boolean;
  root: boolean;
  /** `apt-get` is on PATH. */
  aptGet: boolean;
}

export type ChromiumSetup =
  { kind: 'present' } | { kind: 'install' } | { kind: 'refuse'; problem: string; command: string };

/** The commands that install Debian's Chromium, as root; quiet, and never asking. */
export const APT_GET_STEPS = [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', 'chromium'],
];

const NAME_A_CHROMIUM = 'CHROMIUM_PATH=/path/to/chromium npm test';

export function chromiumSetup(facts: ChromiumFacts): ChromiumSetup {
  if (facts.present) return { kind: 'present' };
  // Debian's package would land in /usr/bin, where the tests are not looking.
  if (facts.configured) {
    return {
      kind: 'refuse',
      problem: `CHROMIUM_PATH is ${facts.path}, where there is no executable: name a Chromium binary, or unset it to use Debian's ${DEBIAN_CHROMIUM}`,
      command: NAME_A_CHROMIUM,
    };
  }
  if (!facts.aptGet) {
    return {
      kind: 'refuse',
      problem: `no Chromium at ${facts.path}, and no apt-get to install Debian's: install Chromium, then name its binary`,
      command: NAME_A_CHROMIUM,
    };
  }
  if (!facts.root) {
    return {
      kind: 'refuse',
      problem: `no Chromium at ${facts.path}, and installing Debian's needs root`,
      command: 'sudo apt-get update && sudo apt-get install -y chromium && npm test',
    };
  }
  return { kind: 'install' };
}

async function isExecutableFile(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

const onPath = async (command: string, searchPath = '') => {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    if (await isExecutableFile(path.join(dir, command))) return true;
  }
  return false;
};

export async function chromiumFacts(env: NodeJS.ProcessEnv = process.env): Promise<ChromiumFacts> {
  const where = chromiumPath(env);
  return {
    path: where,
    configured: Boolean(env.CHROMIUM_PATH),
    present: await isExecutableFile(where),
    root: process.getuid?.() === 0,
    aptGet: await onPath('apt-get', env.PATH),
  };
}
