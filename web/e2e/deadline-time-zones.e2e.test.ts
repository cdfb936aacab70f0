import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { DEADLINE_TIME_ZONE } from '@bourses/common/limits';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { openPage } from './harness/page-state.ts';

// The server judges deadlines in Morocco; a browser elsewhere shows what the server says. Kiritimati
// (UTC+14) is already on Morocco's tomorrow from 11:00 Morocco time, Pago Pago (UTC-11) still on its
// yesterday before 12:00: at any hour one of them reads a different date than Morocco.

const TIME_ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Africa/Casablanca'];
const DAY = 24 * 60 * 60 * 1000;
const moroccoDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DEADLINE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

let platform: E2ePlatform;
let browser: Browser;
const scholarships: { id: string; deadline: string }[] = [];

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  const now = platform.api.clock.now();
  // Closing today in Morocco (still open), and yesterday in Morocco (closed).
  for (const deadline of [moroccoDate(now), moroccoDate(new Date(now.getTime() - DAY))]) {
    const { id } = await createScholarship(platform.api, { deadline });
    scholarships.push({ id: String(id), deadline });
  }
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

async function serverSaysPassed(id: string): Promise<boolean> {
  const answer = await platform.bff.graphql<{ scholarship: { deadlinePassed: boolean } }>(
    'query ($id: ID!) { scholarship(id: $id) { deadlinePassed } }',
    { id },
  );
  const passed = answer.data?.scholarship.deadlinePassed;
  if (passed === undefined) throw new Error(`no answer for scholarship ${id}`);
  return passed;
}

describe.each(TIME_ZONES)('a browser in %s', (timezoneId) => {
  it('shows Apply open or closed as the server judges it, with the deadline in Morocco time', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, 'fr', undefined, { timezoneId });
    try {
      for (const { id } of scholarships) {
        const passed = await serverSaysPassed(id);
        await openPage(page, `/bourses/${id}`);
        const apply = page.getByRole('button', { name: 'Postuler maintenant' });
        await apply.waitFor();

        expect(await apply.isDisabled()).toBe(passed);
        const chip = page.getByText(passed ? /^Date limite dépassée : / : /^Date limite : /);
        expect(await chip.textContent()).toMatch(/, jusqu'à 23:59 heure du Maroc$/);
      }
    } finally {
      await context.close();
    }
  });
});

it('opens one scholarship and closes the other, as the server does', async () => {
  const answers = await Promise.all(scholarships.map(({ id }) => serverSaysPassed(id)));

  expect(answers).toEqual([false, true]);
});
