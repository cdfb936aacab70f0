// What `npm test` does about the programs the tests run (scripts/ensure-test-programs.ts): the
// Chromium the web tests drive, poppler's PDF readers and ClamAV's daemon. Use them, install
// Debian's, or stop at once saying how to get them. Without them the files that need one failed one
// by one, a quarter of an hour in.
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import { chromiumPath, DEBIAN_CHROMIUM } from '@bourses/common/chromium-path';

/** A Debian package and the programs of it that the tests run from PATH. */
export interface DebianTools {
  debianPackage: string;
  programs: string[];
}

/**
 * The tools the tests run: poppler's for the web's (web/e2e/harness/pdf-facts.ts), ClamAV's daemon
 * for the api's upload scanning (api/test/clamd.ts); Chromium has its own path rule.
 */
const DEBIAN_TOOLS: readonly DebianTools[] = [
  { debianPackage: 'poppler-utils', programs: ['pdfinfo', 'pdfimages'] },
  { debianPackage: 'clamav-daemon', programs: ['clamd'] },
  // qpdf packs the api's test PDFs into compressed object streams (api/test/factories/pdfs.ts).
  { debianPackage: 'qpdf', programs: ['qpdf'] },
];

/** What the machine offers, gathered by `testProgramsFacts`, given by hand in tests. */
export interface TestProgramsFacts {
  chromium: {
    /** Where the web tests look (`chromiumPath`). */
    path: string;
    /** `CHROMIUM_PATH` names it, rather than Debian's default place. */
    configured: boolean;
    /** An executable file is there. */
    present: boolean;
  };
  /** Each package some of whose programs are not on PATH, with only those programs. */
  missingTools: DebianTools[];
  root: boolean;
  /** `apt-get` is on PATH. */
  aptGet: boolean;
}

export type TestProgramsSetup =
  | { kind: 'present' }
  | { kind: 'install'; packages: string[] }
  | { kind: 'refuse'; problem: string; command: string };

/** The commands that install Debian's packages, as root: one update, one install; quiet, and never asking. */
export const aptGetSteps = (packages: string[]): string[][] => [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', ...packages],
];

const NAME_A_CHROMIUM = 'CHROMIUM_PATH=/path/to/chromium npm test';

const installByHand = (packages: string[]) =>
  `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')} && npm test`;

/** What is missing, in words: "no Chromium at …, no pdfinfo, pdfimages on PATH". */
export function describeMissing({ chromium, missingTools }: TestProgramsFacts): string {
  return [
    ...(chromium.present ? [] : [`no Chromium at ${chromium.path}`]),
    ...missingTools.map(({ programs }) => `no ${programs.join(', ')} on PATH`),
  ].join(', ');
}

export function testProgramsSetup(facts: TestProgramsFacts): TestProgramsSetup {
  const { chromium, missingTools } = facts;
  // Debian's package would land in /usr/bin, where the tests are not looking.
  if (chromium.configured && !chromium.present) {
    return {
      kind: 'refuse',
      problem: `CHROMIUM_PATH is ${chromium.path}, where there is no executable: name a Chromium binary, or unset it to use Debian's ${DEBIAN_CHROMIUM}`,
      command: NAME_A_CHROMIUM,
    };
  }
  const packages = [
    ...(chromium.present ? [] : ['chromium']),
    ...missingTools.map(({ debianPackage }) => debianPackage),
  ];
  if (packages.length === 0) return { kind: 'present' };
  const missing = describeMissing(facts);
  const debians = `Debian's ${packages.join(', ')}`;
  if (!facts.aptGet) {
    // Without apt-get Chromium can be anywhere, so the tests are told where; tools need only PATH.
    if (!chromium.present) {
      const then =
        missingTools.length === 0
          ? 'install Chromium, then name its binary'
          : "install them, then name Chromium's binary";
      return {
        kind: 'refuse',
        problem: `${missing}, and no apt-get to install ${debians}: ${then}`,
        command: NAME_A_CHROMIUM,
      };
    }
    return {
      kind: 'refuse',
      problem: `${missing}, and no apt-get to install ${debians}`,
      command: installByHand(packages),
    };
  }
  if (!facts.root) {
    return {
      kind: 'refuse',
      problem: `${missing}, and installing ${debians} needs root`,
      command: installByHand(packages),
    };
  }
  return { kind: 'install', packages };
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

async function missingTools(searchPath?: string): Promise<DebianTools[]> {
  const missing: DebianTools[] = [];
  for (const { debianPackage, programs } of DEBIAN_TOOLS) {
    const absent: string[] = [];
    for (const program of programs) if (!(await onPath(program, searchPath))) absent.push(program);
    if (absent.length > 0) missing.push({ debianPackage, programs: absent });
  }
  return missing;
}

export async function testProgramsFacts(env: NodeJS.ProcessEnv = process.env): Promise<TestProgramsFacts> {
  const where = chromiumPath(env);
  return {
    chromium: { path: where, configured: Boolean(env.CHROMIUM_PATH), present: await isExecutableFile(where) },
    missingTools: await missingTools(env.PATH),
    root: process.getuid?.() === 0,
    aptGet: await onPath('apt-get', env.PATH),
  };
}
