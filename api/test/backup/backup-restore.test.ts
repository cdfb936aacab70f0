import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { create } from 'tar';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freePort, spawnApi, type ApiProcess } from '../api-process.ts';
import {
  applyWithReceipt,
  documentsIssued,
  approve,
  bearer,
  createScholarshipWithImage,
  download,
  registerVerifiedStudent,
  signIn,
  signInEnrolling,
  signInWithCode,
  uniquePdf,
} from './platform-steps.ts';
import { runCli } from './run-cli.ts';

const ADMIN = { email: 'direction@bourses.ma', password: 'Cedre-Atlas-2026!' };

let workDir: string;
let dataDir: string;
let port: number;
let cliEnv: Record<string, string>;
let api: ApiProcess | undefined;

beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'bourses-backup-'));
  dataDir = path.join(workDir, 'data');
  port = await freePort();
  cliEnv = { DATA_DIR: dataDir, API_PORT: String(port) };
});
afterEach(async () => {
  await api?.stop();
  api = undefined;
  await rm(workDir, { recursive: true, force: true });
});

/** The real api on the test's data folder and port, with a generated token secret kept under it. */
async function startApi(): Promise<ReturnType<typeof supertest>> {
  api = await spawnApi(
    {
      JWT_SECRET: undefined,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      MAILS_PER_ADDRESS_PER_HOUR: '1000',
    },
    { dataDir, port },
  );
  const { baseUrl } = api;
  // The first start creates the embedded database: slow on a busy machine.
  await vi.waitFor(async () => expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200), {
    timeout: 150_000,
    interval: 250,
  });
  return supertest(baseUrl);
}

async function stopApi(): Promise<void> {
  await api?.stop();
  api = undefined;
}

// Each step starts the api or opens the embedded database in a process of its own: minutes, not seconds.
describe('npm run backup and npm run restore', { timeout: 600_000 }, () => {
  it('backs up the running platform and brings every account, application and file back after a wipe', async () => {
    // Arrange: a student with both documents, approved, who applied with a receipt to a scholarship with a picture.
    let http = await startApi();
    const { token: adminToken, totpSecret } = await signInEnrolling(http, ADMIN.email, ADMIN.password);
    const student = await registerVerifiedStudent(http, dataDir);
    await approve(http, adminToken, student.id);
    const scholarship = await createScholarshipWithImage(http, adminToken);
    const studentToken = await signIn(http, student.email, student.password);
    const receipt = uniquePdf();
    const applicationId = await applyWithReceipt(http, studentToken, scholarship.id, receipt);
    await documentsIssued(http, studentToken, 1);
    const wrongToken = await http
      .post('/internal/backup')
      .set(bearer('not-the-token'))
      .set('Accept-Language', 'en');
    expect(wrongToken.status).toBe(401);
    expect(wrongToken.body).toEqual({
      code: 'BACKUP_TOKEN_INVALID',
      message: 'Missing or invalid backup token.',
    });

    // Act: back up while the api runs, then change the platform, stop it, wipe its data and restore.
    const backup = await runCli('backup', [path.join(workDir, 'sauvegarde.tar.gz')], cliEnv);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    // 8 files: the student's two documents, the receipt, its proof of submission, and the picture's
    // 400 and 640 px copies in WebP and AVIF.
    expect(backup.stdout).toMatch(
      /^Backup written to .*sauvegarde\.tar\.gz \(\d+\.\d MB\), taken by the running api: 2 accounts, 1 applications, 1 scholarships, 8 files\.\n$/,
    );
    const lateStudent = await registerVerifiedStudent(http, dataDir);
    const restoreWhileRunning = await runCli('restore', [path.join(workDir, 'sauvegarde.tar.gz')], cliEnv);
    expect(restoreWhileRunning.code).toBe(2);
    expect(restoreWhileRunning.stderr).toContain(
      `The api answers on port ${port} and holds the embedded database`,
    );
    await stopApi();
    const restoreOverData = await runCli('restore', [path.join(workDir, 'sauvegarde.tar.gz')], cliEnv);
    expect(restoreOverData.code).toBe(2);
    expect(restoreOverData.stderr).toContain(
      'already holds a database, uploaded files, secrets: add --force',
    );
    await rm(dataDir, { recursive: true, force: true });
    const restore = await runCli('restore', [path.join(workDir, 'sauvegarde.tar.gz')], cliEnv);

    // Assert: the restored platform is the one backed up, sessions and files included.
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(
      /^Restored the backup of .* 2 accounts, 1 applications, 1 scholarships, 8 files\.\n$/,
    );
    expect(await readdir(path.join(dataDir, 'secrets'))).toEqual(['jwt-secret']);
    http = await startApi();
    // Signed with the restored secret: a token issued before the backup is still good.
    expect((await http.get('/api/iam/auth/me').set(bearer(studentToken))).status).toBe(200);
    const token = await signIn(http, student.email, student.password);
    const applications = await http.get('/api/scholarships/applications').set(bearer(token));
    expect(applications.status).toBe(200);
    expect(applications.body.data.data).toEqual([
      expect.objectContaining({ id: applicationId, status: 'pending' }),
    ]);
    expect(await download(http, `/api/scholarships/applications/${applicationId}/receipt`, token)).toEqual(
      receipt,
    );
    expect(await download(http, `/api/iam/users/${student.id}/documents/payment-receipt`, token)).toEqual(
      student.paymentReceipt,
    );
    expect(await download(http, `/api/iam/users/${student.id}/documents/service-contract`, token)).toEqual(
      student.serviceContract,
    );
    expect(await download(http, scholarship.imageUrl)).toEqual(scholarship.image);
    expect((await signInWithCode(http, ADMIN.email, ADMIN.password, totpSecret)).length).toBeGreaterThan(0);
    const late = await http
      .post('/api/iam/public/auth/login')
      .send({ email: lateStudent.email, password: lateStudent.password });
    expect(late.status).toBe(401);

    // And with the api stopped, the command reads the data folder itself: the same platform again.
    await stopApi();
    const offline = await runCli('backup', [path.join(workDir, 'a-froid.tar.gz')], cliEnv);
    expect(offline.stderr).toBe('');
    expect(offline.code).toBe(0);
    expect(offline.stdout).toMatch(
      /read while the api was stopped: 2 accounts, 1 applications, 1 scholarships, 8 files\.\n$/,
    );
  });

  it('restores nothing while something answers on the api port', async () => {
    const archive = path.join(workDir, 'sauvegarde.tar.gz');
    await writeFile(archive, 'not read');
    const fakeApi = createServer((_req, res) => res.end('ok')).listen(port, '127.0.0.1');
    await new Promise((resolve) => fakeApi.once('listening', resolve));
    try {
      const run = await runCli('restore', [archive], cliEnv);

      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        `The api answers on port ${port} and holds the embedded database: stop it`,
      );
    } finally {
      fakeApi.closeAllConnections();
      await new Promise((resolve) => fakeApi.close(resolve));
    }
  });

  it('refuses an archive that is not a backup, and leaves the data folder empty', async () => {
    await writeFile(path.join(workDir, 'notes.txt'), 'bonjour');
    const archive = path.join(workDir, 'autre.tar.gz');
    await create({ gzip: true, cwd: workDir, file: archive }, ['notes.txt']);

    const run = await runCli('restore', [archive], cliEnv);

    expect(run.code).toBe(1);
    expect(run.stderr).toBe('restore failed: Not a backup of this platform: it holds notes.txt\n');
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('leaves a PostgreSQL platform to pg_dump and pg_restore', async () => {
    // With DATABASE_URL the configuration also requires JWT_SECRET, whatever the command.
    const env = {
      ...cliEnv,
      DATABASE_URL: 'postgres://bourses@127.0.0.1:5432/bourses',
      JWT_SECRET: randomBytes(32).toString('hex'),
    };

    const backup = await runCli('backup', [], env);
    const restore = await runCli('restore', [path.join(workDir, 'x.tar.gz')], env);

    expect(backup.code).toBe(2);
    expect(backup.stderr).toContain(
      'DATABASE_URL is set: this backs up the embedded database only; use pg_dump',
    );
    expect(restore.code).toBe(2);
    expect(restore.stderr).toContain('use pg_restore');
  });
});
