import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createUser, type TestUser } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession, PHONE_TOUCH, PHONE_VIEWPORT } from './harness/browser.ts';
import { chooseDocument, scannedPdfOf } from './harness/documents.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { uploadThrottle } from './harness/network.ts';
import { signIn } from './harness/sign-in.ts';

// Issue 28: the apply dialog owns its upload. A student who closes it with its Cancel button while
// the receipt is on its way stops the upload: nothing is created, Apply can be pressed again, and the
// next application is a first one (phone-uploads.e2e.test.ts covers the upload's own cancel).

const WORDS = {
  fr: {
    applyDialog: 'Postuler à la bourse',
    applyNow: 'Postuler maintenant',
    receipt: /^Reçu de paiement/,
    send: 'Envoyer',
    cancel: 'Annuler',
    sending: 'Envoi',
    pending: 'En attente',
  },
  ar: {
    applyDialog: 'التقديم على المنحة',
    applyNow: 'قدّم الآن',
    receipt: /^إيصال الدفع/,
    send: 'إرسال',
    cancel: 'إلغاء',
    sending: 'الإرسال',
    pending: 'قيد الانتظار',
  },
} as const satisfies Partial<Record<Language, Record<string, string | RegExp>>>;


let platform: E2ePlatform;
let browser: Browser;
let student: TestUser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  student = await createUser(platform.api);
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

/** How many applications the student has to that scholarship. */
async function applicationsTo(scholarshipId: number): Promise<number> {
  const rows = await platform.api.context.db
    .selectFrom('applications')
    .select('id')
    .where('scholarshipId', '=', scholarshipId)
    .where('userId', '=', student.user.id)
    .execute();
  return rows.length;
}

describe.each(['fr', 'ar'] as const)('closing the apply dialog mid-upload on a phone in %s', (language) => {
  const words = WORDS[language];

  it('stops the upload, creates nothing and gives Apply back; applying again then works', async () => {
    const statement = await scannedPdfOf(400);
    const { id } = await createScholarship(platform.api);
    const { context, page } = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT, PHONE_TOUCH);
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/bourses');
    await page.goto(`/postuler/${id}`);
    const dialog = page.getByRole('dialog', { name: words.applyDialog });
    const throttle = await uploadThrottle(page);
    const stoppedUploads: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.headers()['content-type']?.startsWith('multipart/form-data'))
        stoppedUploads.push(request.failure()?.errorText ?? '');
    });
    await chooseDocument(dialog.getByRole('button', { name: words.receipt }), statement);
    await dialog.getByText(statement.name).waitFor();
    // About ten seconds for the statement's 480 KB: long enough to close the dialog on the way.
    await throttle(48_000);
    await dialog.getByRole('button', { name: words.send, exact: true }).click();
    const bar = dialog.getByRole('progressbar', { name: words.sending, exact: true });
    await expect
      .poll(async () => Number(await bar.getAttribute('value')), { timeout: 10_000 })
      .toBeGreaterThan(0);

    await dialog.getByRole('button', { name: words.cancel, exact: true }).click();

    await dialog.waitFor({ state: 'detached' });
    const apply = page.getByRole('button', { name: words.applyNow, exact: true });
    expect(await apply.isEnabled()).toBe(true);
    await expect.poll(() => stoppedUploads).toEqual(['net::ERR_ABORTED']);
    expect(await applicationsTo(id)).toBe(0);

    // At full speed, a first application: the one closed mid-way never was one.
    await throttle(null);
    await apply.click();
    await chooseDocument(dialog.getByRole('button', { name: words.receipt }), statement);
    await dialog.getByRole('button', { name: words.send, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: words.pending, exact: true }).waitFor();
    expect(await applicationsTo(id)).toBe(1);
    await context.close();
  });
});
