import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '#api/app.ts';
import { createContext } from '#api/bootstrap.ts';
import { loadConfig } from '#api/config/config.ts';
import { createLogger } from '#api/logging/logger.ts';
import { signInEnrolling } from '../factories/auth.ts';
import { PDF_FILE } from '../factories/files.ts';
import { createFreshServerDatabase } from '../test-database.ts';

const CLI = path.resolve(import.meta.dirname, '../../src/cli/create-admin.ts');

function portOf(server: Pick<Server, 'address'>): number {
  const address = server.address();
  if (typeof address !== 'object' || address === null)
    throw new Error('The server is not listening on a port');
  return address.port;
}

/** A port nothing listens on, so the CLI's "is the api running?" check finds nobody. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = portOf(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `node api/src/cli/create-admin.ts …` as its own process, as `npm run create-admin` does. */
function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

let env: Record<string, string>;
let dataDir: string;
let dropServerDatabase: (() => Promise<void>) | undefined;

// The same database the CLI wrote to: the embedded one under DATA_DIR, or TEST_DATABASE_URL's.
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bourses-cli-'));
  const serverDatabase = await createFreshServerDatabase();
  dropServerDatabase = serverDatabase?.drop;
  env = {
    DATA_DIR: dataDir,
    API_PORT: String(await freePort()),
    SEED_DEMO_DATA: 'false',
    // On a server the configuration requires a shared secret (an embedded one is generated).
    ...(serverDatabase
      ? { DATABASE_URL: serverDatabase.url, JWT_SECRET: randomBytes(32).toString('hex') }
      : {}),
  };
});
afterEach(async () => {
  await dropServerDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts the real api on that database (the embedded one allows one process: the CLI has exited). */
async function startApiOnSameDatabase() {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const context = await createContext(config, createLogger('silent'));
  const server = createApp(context).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = portOf(server);
  return {
    http: supertest(`http://127.0.0.1:${port}`),
    context,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await context.jobs.stop();
      await context.db.destroy();
    },
  };
}

// Each test boots a separate process and the api on an embedded database: slow on a busy machine.
describe('npm run create-admin', { timeout: 180_000 }, () => {
  it('creates a verified, approved ADMIN who can sign in and manage users', async () => {
    const run = await runCli(
      ['--email', 'Direction@Bourses.ma', '--password', 'Sup3rSecret!', '--first-name', 'Leila'],
      env,
    );

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Created administrator direction@bourses\.ma \([0-9a-f-]{36}\)\.\n$/);
    const api = await startApiOnSameDatabase();
    try {
      // Staff enrol a second factor at their first sign-in (docs/security.md, "Second factors").
      const session = await signInEnrolling(api, 'direction@bourses.ma', 'Sup3rSecret!');
      expect(session.user).toMatchObject({
        role: 'ADMIN',
        firstName: 'Leila',
        lastName: 'Bourses',
        isVerified: true,
        approvalStatus: 'APPROVED',
      });
      const users = await api.http
        .get('/api/iam/users')
        .set('Authorization', `Bearer ${session.accessToken}`);
      expect(users.status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('promotes an existing student, who then signs in as ADMIN with the new password only', async () => {
    const before = await startApiOnSameDatabase();
    const student = await before.http
      .post('/api/iam/public/auth/register')
      .field('firstName', 'Yassine')
      .field('lastName', 'Amrani')
      .field('email', 'yassine@example.ma')
      .field('phoneNumber', '+212 6 12 34 56 78')
      .field('password', 'AncienMotDePasse')
      .attach('paymentReceipt', PDF_FILE, 'recu.pdf')
      .attach('serviceContract', PDF_FILE, 'contrat.pdf');
    expect(student.status).toBe(201);
    const { id } = await before.context.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'yassine@example.ma')
      .executeTakeFirstOrThrow();
    await before.close();

    const run = await runCli(['--email', 'YASSINE@example.ma', '--password', 'NouveauMotDePasse'], env);

    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Promoted administrator yassine@example.ma (${id})`);
    const api = await startApiOnSameDatabase();
    try {
      const session = await signInEnrolling(api, 'yassine@example.ma', 'NouveauMotDePasse');
      expect(session.user).toMatchObject({
        id,
        firstName: 'Yassine',
        role: 'ADMIN',
        isVerified: true,
        approvalStatus: 'APPROVED',
      });
      const oldPassword = await api.http
        .post('/api/iam/public/auth/login')
        .send({ email: 'yassine@example.ma', password: 'AncienMotDePasse' });
      expect(oldPassword.status).toBe(401);
    } finally {
      await api.close();
    }
  });

  it.each([
    [[], 'Missing --email'],
    [['--email', 'a@bourses.ma'], 'Missing --password'],
    [['--email', 'a@bourses.ma', '--password'], "Option '--password <value>' argument missing"],
    [['--email', 'a@bourses.ma', '--password', 'x', '--role', 'ADMIN'], "Unknown option '--role'"],
    [
      ['--email', 'not-an-email', '--password', 'court'],
      'email: Invalid email address\npassword: Password must be at least 8 characters',
    ],
    [
      ['--email', 'a@bourses.ma', '--password', 'Sup3rSecret!', '--first-name', ' '],
      'firstName: First name is required',
    ],
    [['--email', 'a@bourses.ma', '--password', 'motdepasse'], 'password: This password is too common'],
    [
      ['--email', 'leila.direction@bourses.ma', '--password', 'Direction2026', '--first-name', 'Leila'],
      'password: The password must not be made of the account’s name or email address.',
    ],
  ])('refuses %j with exit code 2, the problem and the usage', async (args, problem) => {
    const run = await runCli(args, env);

    expect(run.code).toBe(2);
    expect(run.stderr).toContain(problem);
    expect(run.stderr).toContain('Usage: npm run create-admin -- --email <address> --password');
    expect(run.stdout).toBe('');
  });

  it('prints its usage with --help', async () => {
    const run = await runCli(['--help'], env);

    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: npm run create-admin');
  });

  it('refuses to open the embedded database while the api answers on its port', async () => {
    const { DATABASE_URL: _serverDatabase, ...embedded } = env;
    const fakeApi = createHttpServer((_req, res) => res.end('ok')).listen(Number(env.API_PORT), '127.0.0.1');
    await new Promise((resolve) => fakeApi.once('listening', resolve));
    try {
      const run = await runCli(['--email', 'a@bourses.ma', '--password', 'Sup3rSecret!'], embedded);

      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        `The api answers on port ${env.API_PORT} and holds the embedded database: stop it first`,
      );
    } finally {
      fakeApi.closeAllConnections();
      await new Promise((resolve) => fakeApi.close(resolve));
    }
  });

  it('names a bad environment variable', async () => {
    const run = await runCli(['--email', 'a@bourses.ma', '--password', 'Sup3rSecret!'], {
      ...env,
      DATABASE_URL: 'mysql://x',
    });

    expect(run.code).toBe(1);
    expect(run.stderr).toContain('DATABASE_URL');
  });
});
