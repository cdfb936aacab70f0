import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, spawnApi, type ApiProcess } from './api-process.ts';
import { PDF_FILE, PNG_FILE } from './factories/files.ts';

// The embedded default keeps the database, uploads, mails (with their links) and secrets under DATA_DIR:
// the real api program must leave all of it to its owner (docs/security.md, Data at rest).
let workDir = '';
let dataDir = '';
let port = 0;
let api: ApiProcess | undefined;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'bourses-modes-'));
  dataDir = path.join(workDir, 'data');
  port = await freePort();
});
afterAll(async () => {
  await api?.stop();
  await rm(workDir, { recursive: true, force: true });
});

async function startApi() {
  api = await spawnApi({ JWT_SECRET: undefined }, { dataDir, port });
  const { baseUrl } = api;
  // The first start creates the embedded database: slow on a busy machine.
  await vi.waitFor(async () => expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200), {
    timeout: 150_000,
    interval: 250,
  });
  return supertest(baseUrl);
}

async function stopApi() {
  await api?.stop();
  api = undefined;
}

/** Every folder and file under `folder` (itself included) with its rights, as `0755`. */
async function modesUnder(folder: string): Promise<Map<string, string>> {
  const modes = new Map<string, string>();
  const visit = async (entry: string) => {
    const stats = await lstat(entry);
    modes.set(path.relative(workDir, entry) || '.', (stats.mode & 0o777).toString(8).padStart(4, '0'));
    if (stats.isDirectory()) for (const name of await readdir(entry)) await visit(path.join(entry, name));
  };
  await visit(folder);
  return modes;
}

/** The entries that some other local user may read, write or enter. */
async function openToOthers(): Promise<string[]> {
  const modes = await modesUnder(dataDir);
  return [...modes]
    .filter(([, mode]) => (Number.parseInt(mode, 8) & 0o077) !== 0)
    .map(([entry, mode]) => `${entry} ${mode}`);
}

/**
 * The same while the api runs, but for a file PGlite may have added since it started: 0666 until the
 * next start or stop narrows it, unreachable meanwhile inside the database's 0700 folders.
 */
async function openWhileRunning(): Promise<string[]> {
  return (await openToOthers()).filter((entry) => !/^data\/db\/.+ 0666$/.test(entry));
}

/** Gives group and others what an older version (umask 0) left them: 0755 folders, 0666 files. */
async function openUp(folder: string): Promise<void> {
  const stats = await lstat(folder);
  await chmod(folder, stats.isDirectory() ? 0o755 : 0o666);
  if (stats.isDirectory()) for (const name of await readdir(folder)) await openUp(path.join(folder, name));
}

describe('DATA_DIR of the embedded platform', { timeout: 600_000 }, () => {
  it('holds the database, uploads, mails and secrets for the api’s user only', async () => {
    const http = await startApi();

    await http
      .post('/api/iam/public/auth/register')
      .field({
        firstName: 'Salma',
        lastName: 'Bennani',
        email: 'salma.modes@example.ma',
        phoneNumber: '+212 6 12 34 56 78',
        password: 'Motdepasse2026',
      })
      .attach('paymentReceipt', PDF_FILE, 'recu.pdf')
      .attach('serviceContract', PNG_FILE, 'contrat.png')
      .expect(201);
    // The verification mail is written by the api's worker, a moment after the answer.
    await vi.waitFor(async () => expect(await readdir(path.join(dataDir, 'outbox'))).toHaveLength(1), {
      timeout: 30_000,
      interval: 250,
    });
    const whileRunning = await openWhileRunning();
    await stopApi();

    const modes = await modesUnder(dataDir);
    expect(whileRunning).toEqual([]);
    expect(await openToOthers()).toEqual([]);
    for (const part of ['db', 'files', 'outbox', 'secrets']) expect(modes.get(`data/${part}`)).toBe('0700');
    expect(modes.get('data/secrets/jwt-secret')).toBe('0600');
    expect(
      [...modes.keys()].filter((entry) => entry.startsWith('data/files/')).length,
    ).toBeGreaterThanOrEqual(3);
    expect([...modes.keys()].filter((entry) => entry.startsWith('data/db/')).length).toBeGreaterThan(100);
  });

  it('takes back, at start, what an older version left open to every local user', async () => {
    await mkdir(path.join(dataDir, 'outbox'), { recursive: true });
    await writeFile(path.join(dataDir, 'outbox', 'older-mail.json'), '{}');
    await openUp(dataDir);
    expect((await openToOthers()).length).toBeGreaterThan(100);

    await startApi();
    const afterStart = await openWhileRunning();
    await stopApi();

    expect(afterStart).toEqual([]);
    expect(await openToOthers()).toEqual([]);
    expect((await modesUnder(dataDir)).get('data/outbox/older-mail.json')).toBe('0600');
  });
});
