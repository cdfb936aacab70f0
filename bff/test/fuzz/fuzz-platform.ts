import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createAdmin,
  createAgent,
  createPendingStudent,
  createUser,
} from '@bourses/api/test/factories/users';
import { createApplication } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { startTestPlatform, type TestPlatform } from '../test-platform.ts';
import type { FuzzMaterial } from './api-requests.ts';

/**
 * Environment for the platform under fuzz. Thousands of requests come from one address in a minute:
 * the rate limits are set generously here. A 429 is an acceptable answer anyway; generous limits keep
 * the deeper code (validation, resolvers, the database) reachable.
 */
const GENEROUS = '1000000';
export const FUZZ_PLATFORM_ENV: { api: Record<string, string>; bff: Record<string, string> } = {
  api: {
    MAILS_PER_ADDRESS_PER_HOUR: GENEROUS,
    MAILS_PER_EMAIL_PER_HOUR: GENEROUS,
    STAFF_MAILS_PER_ACTOR_PER_HOUR: GENEROUS,
    LOGIN_ATTEMPTS_PER_ADDRESS_PER_HOUR: GENEROUS,
  },
  bff: { GRAPHQL_REQUESTS_PER_MINUTE: GENEROUS },
};

export interface FuzzPlatform {
  platform: TestPlatform;
  material: FuzzMaterial;
  close(): Promise<void>;
}

/** A stand-in web build, so that the bff serves pages and /assets as in production. */
async function fakeWebBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bourses-fuzz-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Bourses</title><div id="root"></div>');
  await writeFile(path.join(dir, 'assets', 'app.js'), 'export {};');
  return dir;
}

/** The real api and bff, with accounts of every kind, a scholarship and an application to aim at. */
export async function startFuzzPlatform(): Promise<FuzzPlatform> {
  const webDistDir = await fakeWebBuild();
  const platform = await startTestPlatform(
    { SERVE_WEB_APP: 'true', WEB_DIST_DIR: webDistDir, ...FUZZ_PLATFORM_ENV.bff },
    undefined,
    FUZZ_PLATFORM_ENV.api,
  );
  const { api } = platform;
  const [student, agent, admin, pending, leaving] = [
    await createUser(api),
    await createAgent(api),
    await createAdmin(api),
    await createPendingStudent(api),
    await createUser(api),
  ];
  // Accounts whose ids the fuzz aims at (approve, reject, delete, change): not the ones it signs in with.
  const [targetStudent, targetPending] = [await createUser(api), await createPendingStudent(api)];
  const scholarship = await createScholarship(api);
  const application = await createApplication(api, { student, scholarshipId: scholarship.id });
  const secret = api.context.config.jwtSecret;
  if (!secret) throw new Error('the test api runs with a JWT secret');
  return {
    platform,
    async close() {
      await platform.close();
      await rm(webDistDir, { recursive: true, force: true });
    },
    material: {
      secret,
      issued: [student.token, agent.token, admin.token, pending.token],
      disposable: [leaving.token],
      userIds: [targetStudent.user.id, targetPending.user.id, student.user.id],
      knownIds: [
        String(scholarship.id),
        String(application.id),
        targetStudent.user.id,
        targetPending.user.id,
        'payment-receipt',
        'service-contract',
      ],
    },
  };
}
