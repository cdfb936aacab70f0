import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, createApplication, sendNewReceipt } from '../factories/applications.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createUser } from '../factories/users.ts';
import { casablancaWallClock } from '../casablanca-time.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

// The brief says Casablanca is UTC+1 in November (23:59:59 local = 22:59:59Z), but the time-zone
// database of Node 24 (tzdata 2026c) has Morocco on UTC+0 by then: ask it rather than hard-code.
const LAST_SECOND = casablancaWallClock('2026-11-30T23:59:59');
const ONE_SECOND_LATER = new Date(LAST_SECOND.getTime() + 1000);
const TEN_MINUTES_BEFORE = new Date(LAST_SECOND.getTime() - 10 * 60_000);

async function scholarshipClosingOn30November() {
  api.clock.set(new Date('2026-11-20T10:00:00Z'));
  return createScholarship(api, { startDate: '2026-11-01', deadline: '2026-11-30' });
}

describe('the deadline of applying (23:59:59 Africa/Casablanca on the deadline day)', () => {
  it('still accepts an application at 23:59:59 local time', async () => {
    const scholarship = await scholarshipClosingOn30November();
    api.clock.set(LAST_SECOND);
    const student = await createUser(api);

    const res = await apply(api, student, scholarship.id);

    expect(res.status).toBe(201);
    expect(res.body.data.scholarship.deadlinePassed).toBe(false);
  });

  it('refuses it one second later', async () => {
    const scholarship = await scholarshipClosingOn30November();
    api.clock.set(ONE_SECOND_LATER);
    const student = await createUser(api);

    const res = await apply(api, student, scholarship.id).set('Accept-Language', 'en');

    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'The application deadline has passed.',
      code: 'APPLICATION_DEADLINE_PASSED',
    });
  });

  it('closes resubmitting a rejected application at the same second', async () => {
    const scholarship = await scholarshipClosingOn30November();
    api.clock.set(TEN_MINUTES_BEFORE);
    const onTime = await createApplication(api, { scholarshipId: scholarship.id, status: 'rejected' });
    const late = await createApplication(api, { scholarshipId: scholarship.id, status: 'rejected' });

    api.clock.set(LAST_SECOND);
    const accepted = await sendNewReceipt(api, onTime.student, onTime.id);
    api.clock.set(ONE_SECOND_LATER);
    const refused = await sendNewReceipt(api, late.student, late.id);

    expect(accepted.status).toBe(200);
    expect(accepted.body.data.status).toBe('pending');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('APPLICATION_DEADLINE_PASSED');
  });

  it('still lets the owner withdraw after the deadline', async () => {
    const scholarship = await scholarshipClosingOn30November();
    api.clock.set(TEN_MINUTES_BEFORE);
    const application = await createApplication(api, { scholarshipId: scholarship.id });
    api.clock.set(ONE_SECOND_LATER);

    const res = await api.http
      .post(`/api/scholarships/applications/${application.id}/withdraw`)
      .set(application.student.auth);

    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('withdrawn');
    expect(res.body.data.scholarship.deadlinePassed).toBe(true);
  });
});
