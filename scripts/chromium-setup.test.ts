import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumFacts, chromiumSetup, type ChromiumFacts } from './chromium-setup.ts';

const machine = (facts: Partial<ChromiumFacts> = {}): ChromiumFacts => ({
  path: '/usr/bin/chromium',
  configured: false,
  present: false,
  root: true,
  aptGet: true,
  ...facts,
});

describe('what npm test does about Chromium', () => {
  it('uses the Chromium that is there, wherever it was looked for', () => {
    expect(chromiumSetup(machine({ present: true }))).toEqual({ kind: 'present' });
    expect(
      chromiumSetup(
        machine({ present: true, configured: true, path: '/opt/chrome', root: false, aptGet: false }),
      ),
    ).toEqual({ kind: 'present' });
  });

  it("installs Debian's Chromium when it runs as root on a machine with apt-get", () => {
    expect(chromiumSetup(machine())).toEqual({ kind: 'install' });
  });

  it('names the sudo command when it is not root', () => {
    expect(chromiumSetup(machine({ root: false }))).toEqual({
      kind: 'refuse',
      problem: "no Chromium at /usr/bin/chromium, and installing Debian's needs root",
      command: 'sudo apt-get update && sudo apt-get install -y chromium && npm test',
    });
  });

  it('asks for CHROMIUM_PATH where there is no apt-get', () => {
    expect(chromiumSetup(machine({ aptGet: false }))).toMatchObject({
      kind: 'refuse',
      command: 'CHROMIUM_PATH=/path/to/chromium npm test',
    });
  });

  it('never installs over a CHROMIUM_PATH that names nothing: the tests would still look there', () => {
    const setup = chromiumSetup(machine({ configured: true, path: '/opt/missing/chrome' }));
    expect(setup).toMatchObject({ kind: 'refuse', command: 'CHROMIUM_PATH=/path/to/chromium npm test' });
    expect(setup).toHaveProperty('problem', expect.stringContaining('CHROMIUM_PATH is /opt/missing/chrome'));
  });
});

describe("the machine's facts", () => {
  let dir = '';
  let executable = '';
  let plainFile = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bourses-chromium-'));
    executable = path.join(dir, 'apt-get');
    plainFile = path.join(dir, 'notes.txt');
    await writeFile(executable, '#!/bin/sh\n');
    await chmod(executable, 0o755);
    await writeFile(plainFile, 'not a program\n');
  });

  it('finds apt-get only in a folder on PATH', async () => {
    expect(await chromiumFacts({ PATH: ['/nowhere', dir].join(path.delimiter) })).toHaveProperty(
      'aptGet',
      true,
    );
    expect(await chromiumFacts({ PATH: '/nowhere' })).toHaveProperty('aptGet', false);
    expect(await chromiumFacts({})).toHaveProperty('aptGet', false);
  });

  it('counts only an executable file as a Chromium', async () => {
    expect(await chromiumFacts({ CHROMIUM_PATH: executable })).toMatchObject({
      path: executable,
      configured: true,
      present: true,
    });
    expect(await chromiumFacts({ CHROMIUM_PATH: plainFile })).toHaveProperty('present', false);
    expect(await chromiumFacts({ CHROMIUM_PATH: dir })).toHaveProperty('present', false);
  });

  it("looks at Debian's place when CHROMIUM_PATH is unset or empty", async () => {
    expect(await chromiumFacts({})).toMatchObject({ path: '/usr/bin/chromium', configured: false });
    expect(await chromiumFacts({ CHROMIUM_PATH: '' })).toMatchObject({
      path: '/usr/bin/chromium',
      configured: false,
    });
  });
});
