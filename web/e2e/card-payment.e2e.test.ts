import { createApplication } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createUser } from '@bourses/api/test/factories/users';
import { cmiEnv, STORE_KEY } from '@bourses/api/test/payments/card/card-steps';
import { startCmiGateway, type CmiGateway } from '@bourses/api/test/payments/card/cmi-gateway';
import type { Language } from '@bourses/common/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { signIn } from './harness/sign-in.ts';

// Issue 33 in Chromium, in French and Arabic: a student whose application fee is not paid yet clicks
// "Pay by card", the browser posts the signed form to the local server that speaks CMI's side
// (api/test/payments/card/cmi-gateway.ts), which calls the bff's callback and posts the browser back to
// the ok or fail page; that page says what the server has, and the application shows the fee paid.

const WORDS = {
  fr: {
    applicationFee: 'Frais de candidature',
    payByCard: 'Payer par carte',
    confirmed: 'Votre paiement est confirmé',
    declined: 'Le paiement a été refusé',
    reason: 'Motif indiqué par la banque : Fonds insuffisants',
    tryAgain: 'Réessayer',
    back: 'Retour à la candidature',
    verified: 'Paiement reçu',
  },
  ar: {
    applicationFee: 'رسوم الترشيح',
    payByCard: 'الأداء بالبطاقة',
    confirmed: 'تم تأكيد أدائك',
    declined: 'تم رفض الأداء',
    reason: 'السبب الذي قدّمه البنك: Fonds insuffisants',
    tryAgain: 'إعادة المحاولة',
    back: 'العودة إلى الترشيح',
    verified: 'تم التوصل بالأداء',
  },
} as const satisfies Partial<Record<Language, Record<string, string>>>;

const APPLICATION_FEE_CENTIMES = 25_000;

let gateway: CmiGateway;
let platform: E2ePlatform;
let browser: Browser;

beforeAll(async () => {
  gateway = await startCmiGateway(STORE_KEY);
  [platform, browser] = await Promise.all([startE2ePlatform(cmiEnv(gateway)), launchChromium()]);
  // The form's callbackUrl is the api's PUBLIC_WEB_URL: CMI calls this platform's bff there instead.
  gateway.redirectCallbacks(`${platform.webUrl}/payments/cmi/callback`);
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await gateway?.close();
});

beforeEach(() => {
  gateway.scenario = { result: 'approve' };
});

/**
 * CMI's page posts the browser back to the form's okUrl or failUrl, on the api's PUBLIC_WEB_URL: moved to
 * this platform's address, as onPlatform does for a mail's links (the form itself stays as signed).
 */
async function returnToPlatform(page: Page) {
  const { publicWebUrl } = platform.api.context.config;
  await page.route(`${gateway.url}**`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll(publicWebUrl, platform.webUrl);
    await route.fulfill({ response, body });
  });
}

/** A student in `language` with an application whose 250 MAD fee is not paid yet (its receipt sent), on its page. */
async function studentOnApplication(language: Language) {
  const student = await createUser(platform.api, { language });
  const scholarship = await createScholarship(platform.api, { applicationFeeCentimes: APPLICATION_FEE_CENTIMES });
  const application = await createApplication(platform.api, { student, scholarshipId: scholarship.id });
  const { context, page } = await openSession(browser, platform.webUrl, language);
  await returnToPlatform(page);
  await signIn(page, student.user.email, student.password);
  await page.waitForURL((url) => url.pathname === '/bourses');
  await page.goto(`/applications/${application.id}`);
  return { context, page, application };
}

const paymentOf = (applicationId: number) =>
  platform.api.context.db.selectFrom('payments').selectAll().where('applicationId', '=', applicationId).executeTakeFirstOrThrow();

describe.each(['fr', 'ar'] as const)('paying a fee by card in %s', (language) => {
  const words = WORDS[language];
  const folder = `card-payment-${language}`;

  it('goes from “Pay by card” to CMI’s page and back to a confirmed payment, the application showing it paid', async () => {
    const { context, page, application } = await studentOnApplication(language);
    const fee = page.getByRole('region', { name: words.applicationFee });

    await fee.getByRole('button', { name: words.payByCard }).click();

    await page.waitForURL((url) => url.pathname === '/payments/cmi/ok');
    const visit = gateway.visits.at(-1);
    expect(visit?.callback.body).toBe('ACTION=POSTAUTH');
    expect(new URL(page.url()).searchParams.get('order')).toBe(visit?.returnFields.oid);
    await page.getByRole('heading', { level: 2, name: words.confirmed }).waitFor();
    expect(await page.getByRole('status').textContent()).toContain('250');
    await inspectPage(page, language, 'card-payment-ok', folder);
    expect(await paymentOf(application.id)).toMatchObject({ status: 'VERIFIED', method: 'card' });

    await page.getByRole('link', { name: words.back }).click();

    await page.waitForURL((url) => url.pathname === `/applications/${application.id}`);
    await fee.getByText(words.verified, { exact: true }).waitFor();
    expect(await fee.getByRole('button', { name: words.payByCard }).count()).toBe(0);
    await context.close();
  });

  it('says a declined card was declined and why, and offers to try again', async () => {
    gateway.scenario = { result: 'decline', errorMessage: 'Fonds insuffisants' };
    const { context, page, application } = await studentOnApplication(language);
    const before = await paymentOf(application.id);

    await page.getByRole('region', { name: words.applicationFee }).getByRole('button', { name: words.payByCard }).click();

    await page.waitForURL((url) => url.pathname === '/payments/cmi/fail');
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: words.declined }).waitFor();
    expect(await alert.textContent()).toContain(words.reason);
    await page.getByRole('button', { name: words.tryAgain }).waitFor();
    await inspectPage(page, language, 'card-payment-fail', folder);
    expect(await paymentOf(application.id)).toMatchObject({ status: before.status, method: null });
    expect(await page.getByRole('link', { name: words.back }).getAttribute('href')).toBe(`/applications/${application.id}`);
    await context.close();
  });
});
