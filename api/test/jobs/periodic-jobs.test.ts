import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '#api/iam/tokens/secret-token.ts';
import { createMailedToken } from '#api/iam/mailed-tokens/mailed-tokens.ts';
import { VERIFICATION_LINK } from '#api/iam/verification/verification-link.ts';
import { schedulePeriodicJobs } from '#api/jobs/periodic-jobs.ts';
import { createPendingStudent, createUser } from '../factories/users.ts';
import { storedBlobs } from '../scholarships/stored-blobs.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ ORPHAN_SWEEP_INTERVAL_MINUTES: '90' });
});
afterAll(() => api.close());

/** What pg-boss's scheduler does at an occurrence: one job on the queue, which a worker then runs. */
async function runOccurrence(queue: string) {
  await api.context.jobs.boss.send(queue, null);
  return api.context.jobs.runDue(queue);
}

const schedules = async () =>
  (await api.context.jobs.boss.getSchedules())
    .map(({ name, cron }) => ({ name, cron }))
    .sort((a, b) => a.name.localeCompare(b.name));

describe('periodic jobs on the queue', () => {
  it('schedules the orphan sweep every ORPHAN_SWEEP_INTERVAL_MINUTES, the purge and the reminders hourly, once in the database', async () => {
    await schedulePeriodicJobs(api.context.jobs.boss, api.context.config);
    // A second instance starting sets the same schedules: still one of each.
    await schedulePeriodicJobs(api.context.jobs.boss, api.context.config);

    expect(await schedules()).toEqual([
      { name: 'correction-reminders', cron: 'FREQ=HOURLY' },
      { name: 'deadline-reminders', cron: 'FREQ=HOURLY' },
      { name: 'expired-rows-purge', cron: 'FREQ=HOURLY' },
      { name: 'orphan-file-sweep', cron: 'FREQ=MINUTELY;INTERVAL=90' },
    ]);
  });

  it('removes the sweep’s schedule when ORPHAN_SWEEP_INTERVAL_MINUTES is 0', async () => {
    await schedulePeriodicJobs(api.context.jobs.boss, {
      ...api.context.config,
      orphanSweepIntervalMinutes: 0,
    });

    expect(await schedules()).toEqual([
      { name: 'correction-reminders', cron: 'FREQ=HOURLY' },
      { name: 'deadline-reminders', cron: 'FREQ=HOURLY' },
      { name: 'expired-rows-purge', cron: 'FREQ=HOURLY' },
    ]);
  });

  it('sweeps orphan files when its occurrence comes', async () => {
    api.clock.set(new Date());
    const orphan = await api.context.storage.save(Buffer.from('left by a killed upload'));
    api.clock.advance(2 * HOUR);

    const outcomes = await runOccurrence('orphan-file-sweep');

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['completed']);
    expect(await storedBlobs(api)).not.toContain(orphan);
  });

  it('purges expired tokens and stale abuse counters, and keeps what is still of use', async () => {
    const now = new Date();
    api.clock.set(now);
    const student = await createPendingStudent(api);
    const signedIn = await createUser(api);
    await createMailedToken(api.context.db, VERIFICATION_LINK, student.user.id, new Date(now.getTime() - 9 * DAY));
    const recentlyExpiredLink = await createMailedToken(
      api.context.db,
      VERIFICATION_LINK,
      student.user.id,
      new Date(now.getTime() - 2 * DAY),
    );
    await api.context.db
      .insertInto('refreshTokens')
      .values({
        userId: signedIn.user.id,
        familyId: crypto.randomUUID(),
        tokenHash: `expired-${crypto.randomUUID()}`,
        expiresAt: new Date(now.getTime() - HOUR),
      })
      .execute();
    await api.context.db
      .insertInto('rateLimits')
      .values([
        { key: 'stale-counter', points: 3, expiresAt: new Date(now.getTime() - 2 * HOUR) },
        { key: 'live-counter', points: 1, expiresAt: new Date(now.getTime() + HOUR) },
      ])
      .execute();

    const outcomes = await runOccurrence('expired-rows-purge');

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['completed']);
    const links = await api.context.db
      .selectFrom('emailVerificationTokens')
      .select('tokenHash')
      .where('userId', '=', student.user.id)
      .execute();
    // A link expired a day ago still answers "expired"; one expired a week ago is gone.
    expect(links).toEqual([{ tokenHash: hashToken(recentlyExpiredLink) }]);
    const refresh = await api.context.db
      .selectFrom('refreshTokens')
      .select('expiresAt')
      .where('userId', '=', signedIn.user.id)
      .execute();
    expect(refresh).toHaveLength(1);
    expect(refresh[0]?.expiresAt.getTime()).toBeGreaterThan(now.getTime());
    const counters = await api.context.db.selectFrom('rateLimits').select('key').orderBy('key').execute();
    expect(counters.map((row) => row.key)).not.toContain('stale-counter');
    expect(counters.map((row) => row.key)).toContain('live-counter');
  });
});
