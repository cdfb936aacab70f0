import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  aptGetSteps,
  testProgramsFacts,
  testProgramsSetup,
  type TestProgramsFacts,
} from './test-programs-setup.ts';

type Machine = Omit<Partial<TestProgramsFacts>, 'chromium'> & {
  chromium?: Partial<TestProgramsFacts['chromium']>;
};

/** A root Debian machine with apt-get, no Chromium at Debian's place, and every tool on PATH. */
const machine = ({ chromium, ...facts }: Machine = {}): TestProgramsFacts => ({
  chromium: { path: '/usr/bin/chromium', configured: false, present: false, ...chromium },
  missingTools: [],
  root: true,
  aptGet: true,
  ...facts,
});

const withChromium = { present: true };
const noPoppler = [{ debianPackage: 'poppler-utils', programs: ['pdfinfo', 'pdfimages'] }];

describe('what npm test does about the programs the web tests run', () => {
  it('uses the Chromium and tools that are there, wherever Chromium was looked for', () => {
    expect(testProgramsSetup(machine({ chromium: withChromium }))).toEqual({ kind: 'present' });
    expect(
      testProgramsSetup(
        machine({
          chromium: { present: true, configured: true, path: '/opt/chrome' },
          root: false,
          aptGet: false,
        }),
      ),
    ).toEqual({ kind: 'present' });
  });

  it("installs Debian's Chromium when it runs as root on a machine with apt-get", () => {
    expect(testProgramsSetup(machine())).toEqual({ kind: 'install', packages: ['chromium'] });
  });

  it('installs the package of each missing tool, with Chromium in the same install', () => {
    expect(testProgramsSetup(machine({ chromium: withChromium, missingTools: noPoppler }))).toEqual({
      kind: 'install',
      packages: ['poppler-utils'],
    });
    expect(testProgramsSetup(machine({ missingTools: noPoppler }))).toEqual({
      kind: 'install',
      packages: ['chromium', 'poppler-utils'],
    });
  });

  it('names the sudo command, with every missing package, when it is not root', () => {
    expect(testProgramsSetup(machine({ root: false }))).toEqual({
      kind: 'refuse',
      problem: "no Chromium at /usr/bin/chromium, and installing Debian's chromium needs root",
      command: 'sudo apt-get update && sudo apt-get install -y chromium && npm test',
    });
    expect(testProgramsSetup(machine({ root: false, missingTools: noPoppler }))).toEqual({
      kind: 'refuse',
      problem:
        "no Chromium at /usr/bin/chromium, no pdfinfo, pdfimages on PATH, and installing Debian's chromium, poppler-utils needs root",
      command: 'sudo apt-get update && sudo apt-get install -y chromium poppler-utils && npm test',
    });
    expect(
      testProgramsSetup(machine({ chromium: withChromium, root: false, missingTools: noPoppler })),
    ).toEqual({
      kind: 'refuse',
      problem: "no pdfinfo, pdfimages on PATH, and installing Debian's poppler-utils needs root",
      command: 'sudo apt-get update && sudo apt-get install -y poppler-utils && npm test',
    });
  });

  it('asks for CHROMIUM_PATH where there is no apt-get and Chromium is missing', () => {
    expect(testProgramsSetup(machine({ aptGet: false }))).toEqual({
      kind: 'refuse',
      problem:
        "no Chromium at /usr/bin/chromium, and no apt-get to install Debian's chromium: install Chromium, then name its binary",
      command: 'CHROMIUM_PATH=/path/to/chromium npm test',
    });
    expect(testProgramsSetup(machine({ aptGet: false, missingTools: noPoppler }))).toEqual({
      kind: 'refuse',
      problem:
        "no Chromium at /usr/bin/chromium, no pdfinfo, pdfimages on PATH, and no apt-get to install Debian's chromium, poppler-utils: install them, then name Chromium's binary",
      command: 'CHROMIUM_PATH=/path/to/chromium npm test',
    });
  });

  it('names the install command where there is no apt-get and only tools are missing', () => {
    const onlyPdfimages = [{ debianPackage: 'poppler-utils', programs: ['pdfimages'] }];
    expect(
      testProgramsSetup(machine({ chromium: withChromium, aptGet: false, missingTools: onlyPdfimages })),
    ).toEqual({
      kind: 'refuse',
      problem: "no pdfimages on PATH, and no apt-get to install Debian's poppler-utils",
      command: 'sudo apt-get update && sudo apt-get install -y poppler-utils && npm test',
    });
  });

  it('never installs over a CHROMIUM_PATH that names nothing: the tests would still look there', () => {
    for (const facts of [{}, { missingTools: noPoppler }, { root: false }, { aptGet: false }]) {
      const setup = testProgramsSetup(
        machine({ chromium: { configured: true, path: '/opt/missing/chrome' }, ...facts }),
      );
      expect(setup).toEqual({
        kind: 'refuse',
        problem:
          "CHROMIUM_PATH is /opt/missing/chrome, where there is no executable: name a Chromium binary, or unset it to use Debian's /usr/bin/chromium",
        command: 'CHROMIUM_PATH=/path/to/chromium npm test',
      });
    }
  });

  it('updates once, then installs every package in one apt-get', () => {
    expect(aptGetSteps(['chromium', 'poppler-utils'])).toEqual([
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', '-y', '-qq', 'chromium', 'poppler-utils'],
    ]);
  });
});

describe("the machine's facts", () => {
  let dir = '';
  let onlyPdfinfo = '';
  let executable = '';
  let plainFile = '';

  async function program(folder: string, name: string) {
    const file = path.join(folder, name);
    await writeFile(file, '#!/bin/sh\n');
    await chmod(file, 0o755);
    return file;
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bourses-test-programs-'));
    onlyPdfinfo = await mkdtemp(path.join(tmpdir(), 'bourses-test-programs-'));
    executable = await program(dir, 'apt-get');
    await program(dir, 'pdfinfo');
    await program(dir, 'pdfimages');
    await program(dir, 'clamd');
    await program(dir, 'qpdf');
    await program(onlyPdfinfo, 'pdfinfo');
    // Named like a tool, but not executable: not a program on PATH.
    await writeFile(path.join(onlyPdfinfo, 'pdfimages'), 'not a program\n');
    plainFile = path.join(dir, 'notes.txt');
    await writeFile(plainFile, 'not a program\n');
  });

  it('finds apt-get only in a folder on PATH', async () => {
    expect(await testProgramsFacts({ PATH: ['/nowhere', dir].join(path.delimiter) })).toHaveProperty(
      'aptGet',
      true,
    );
    expect(await testProgramsFacts({ PATH: '/nowhere' })).toHaveProperty('aptGet', false);
    expect(await testProgramsFacts({})).toHaveProperty('aptGet', false);
  });

  it("lists, by Debian package, only the tools' programs that no folder on PATH holds as an executable", async () => {
    expect(await testProgramsFacts({ PATH: ['/nowhere', dir].join(path.delimiter) })).toHaveProperty(
      'missingTools',
      [],
    );
    const noClamd = { debianPackage: 'clamav-daemon', programs: ['clamd'] };
    const noQpdf = { debianPackage: 'qpdf', programs: ['qpdf'] };
    expect(await testProgramsFacts({ PATH: onlyPdfinfo })).toHaveProperty('missingTools', [
      { debianPackage: 'poppler-utils', programs: ['pdfimages'] },
      noClamd,
      noQpdf,
    ]);
    expect(await testProgramsFacts({ PATH: '/nowhere' })).toHaveProperty('missingTools', [...noPoppler, noClamd, noQpdf]);
    expect(await testProgramsFacts({})).toHaveProperty('missingTools', [...noPoppler, noClamd, noQpdf]);
  });

  it('counts only an executable file as a Chromium', async () => {
    expect(await testProgramsFacts({ CHROMIUM_PATH: executable })).toHaveProperty('chromium', {
      path: executable,
      configured: true,
      present: true,
    });
    expect(await testProgramsFacts({ CHROMIUM_PATH: plainFile })).toHaveProperty('chromium.present', false);
    expect(await testProgramsFacts({ CHROMIUM_PATH: dir })).toHaveProperty('chromium.present', false);
  });

  it("looks at Debian's place when CHROMIUM_PATH is unset or empty", async () => {
    expect(await testProgramsFacts({})).toMatchObject({
      chromium: { path: '/usr/bin/chromium', configured: false },
    });
    expect(await testProgramsFacts({ CHROMIUM_PATH: '' })).toMatchObject({
      chromium: { path: '/usr/bin/chromium', configured: false },
    });
  });
});
