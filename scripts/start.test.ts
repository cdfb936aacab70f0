import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PDF_FILE } from '@bourses/api/test/factories/files';
import { REGISTER, VERIFY_EMAIL } from '@bourses/bff/test/operations';
import { freePort } from './free-port.ts';

// `npm start` itself, as a new user runs it, on ports other than the defaults and given nothing else.
const ROOT = path.resolve(import.meta.dirname, '..');
const EMAIL = 'nadia.ports@example.ma';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function statusOf(url: string): Promise<number> {
  return fetch(url).then(
    (response) => response.status,
    () => 0,
  );
}

/** The pid of the latest start of `name` the supervisor announced. */
const latestPid = (output: string, name: string) => {
  const pids = [...output.matchAll(new RegExp(`${name} started \\(pid (\\d+)\\)`, 'g'))].map((match) => Number(match[1]));
  return pids.at(-1);
};

const isRunning = (pid: number | undefined) => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function graphql(url: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

let port = 0;
let apiPort = 0;
let dataDir = '';
let webUrl = '';
let platform: ChildProcess;
let output = '';
let exited: Promise<number | null>;

beforeAll(async () => {
  port = await freePort();
  apiPort = await freePort();
  dataDir = await mkdtemp(path.join(tmpdir(), 'bourses-start-'));
  webUrl = `http://127.0.0.1:${port}`;
  // Nothing but the two ports: every address the programs use must follow from them.
  const { API_URL: _apiUrl, PUBLIC_WEB_URL: _publicWebUrl, NODE_ENV: _nodeEnv, DATABASE_URL: _databaseUrl, SMTP_URL: _smtpUrl, ...env } = process.env;
  platform = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  platform.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  platform.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  exited = new Promise((resolve) => platform.once('exit', (code) => resolve(code)));
  // A bff calling the wrong api port never gets healthy: fail with what the programs said.
  for (let attempt = 0; (await statusOf(`${webUrl}/healthz`)) !== 200; attempt += 1) {
    if (platform.exitCode !== null || attempt > 600) throw new Error(`npm start did not become healthy:\n${output.slice(-4000)}`);
    await pause(250);
  }
});

afterAll(async () => {
  // A failed test must not leave the platform running: stop it, then make sure.
  const programs = [latestPid(output, 'api'), latestPid(output, 'bff')];
  if (platform.exitCode === null && platform.signalCode === null) {
    platform.kill('SIGTERM');
    await Promise.race([exited, pause(15_000)]);
  }
  for (const pid of programs) if (isRunning(pid) && pid !== undefined) process.kill(pid, 'SIGKILL');
});

describe('npm start with PORT and API_PORT only', () => {
  let verificationLink = new URL('http://localhost/');

  it('registers a student through the bff, which found the api on API_PORT', async () => {
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query: REGISTER,
        variables: {
          input: { firstName: 'Nadia', lastName: 'Chraibi', email: EMAIL, phoneNumber: '+212 6 12 34 56 78', password: 'Motdepasse2026' },
          paymentReceipt: null,
          serviceContract: null,
        },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.paymentReceipt'], 1: ['variables.serviceContract'] }));
    form.set('0', new Blob([PDF_FILE], { type: 'application/pdf' }), 'recu.pdf');
    form.set('1', new Blob([PDF_FILE], { type: 'application/pdf' }), 'contrat.pdf');

    const response = await fetch(`${webUrl}/graphql`, { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form });

    expect(await response.json()).toEqual({ data: { register: { success: true, message: 'Inscription réussie ! Veuillez vérifier votre e-mail.' } } });
  });

  it('mails a verification link to the web pages on PORT', async () => {
    const outbox = path.join(dataDir, 'outbox');
    const linksTo = async (): Promise<string[]> => {
      const files = await readdir(outbox).catch(() => []);
      const mails = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(outbox, file), 'utf8'))));
      return mails.filter((mail) => mail.to === EMAIL).flatMap((mail) => mail.links);
    };
    // The api's mail worker sends it from the queue, a poll (2 s at most) after the registration.
    const links = await vi.waitFor(async () => {
      const found = await linksTo();
      if (found.length === 0) throw new Error('No mail yet');
      return found;
    }, { timeout: 15_000, interval: 250 });
    verificationLink = new URL(links.find((link) => link.includes('/verify-email?')) ?? 'http://localhost/');

    expect(verificationLink.origin).toBe(`http://localhost:${port}`);
    expect(verificationLink.searchParams.get('token')).toMatch(/.{20,}/);
  });

  it('brings the api back after it is killed (SIGKILL), with its data', async () => {
    const killed = latestPid(output, 'api');
    expect(isRunning(killed)).toBe(true);

    process.kill(killed ?? 0, 'SIGKILL');
    while (latestPid(output, 'api') === killed) await pause(100);
    while ((await statusOf(`${webUrl}/healthz`)) !== 200) await pause(250);

    expect(output).toContain('api exited unexpectedly (signal SIGKILL)');
    expect(isRunning(latestPid(output, 'bff'))).toBe(true);
  });

  it('opens the link: the bff serves the web page that verifies the address', async () => {
    const page = await fetch(new URL(`${verificationLink.pathname}${verificationLink.search}`, webUrl));

    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<div id="root">');

    const answer = await graphql(webUrl, VERIFY_EMAIL, { token: verificationLink.searchParams.get('token') });
    expect(answer.body).toEqual({ data: { verifyEmail: { success: true, message: 'Votre adresse e-mail a été vérifiée.' } } });
  });

  it('stops both programs on SIGTERM and exits 0, leaving nothing listening', async () => {
    const programs = [latestPid(output, 'api'), latestPid(output, 'bff')];

    platform.kill('SIGTERM');

    expect(await exited).toBe(0);
    expect(programs.map(isRunning)).toEqual([false, false]);
    expect([await statusOf(`${webUrl}/healthz`), await statusOf(`http://127.0.0.1:${apiPort}/healthz`)]).toEqual([0, 0]);
  });
});
