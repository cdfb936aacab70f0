import { apply } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, createUser, type TestUser, withTotp } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import { formatMoney } from '@bourses/common/money';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { signInStaff } from './harness/sign-in.ts';

// Issue 29, the finance view: with two scholarships' fees, one of them verified, an agent reads what
// is due, received and outstanding, in all and per scholarship, on a 1280 px screen, and downloads
// the payments list as CSV (docs/payments.md, "Finance view").

const LABELS = {
  fr: {
    nav: 'Paiements',
    tab: 'Finances',
    title: 'Finances',
    totalDue: 'Total dû',
    totalReceived: 'Total reçu',
    totalOutstanding: 'Total restant dû',
    perScholarship: 'Par bourse',
    perMonth: 'Par mois d’ouverture des paiements, le plus récent d’abord',
    registration: 'Frais d’inscription',
    exportCsv: 'Exporter en CSV',
    csvHeader: 'Référence;Type;Étudiant;E-mail;Bourse',
    verified: 'Paiement reçu',
    submitted: 'Reçu en cours de vérification',
  },
  ar: {
    nav: 'الدفعات',
    tab: 'المالية',
    title: 'المالية',
    totalDue: 'مجموع المستحق',
    totalReceived: 'مجموع المتوصل به',
    totalOutstanding: 'مجموع المتبقي',
    perScholarship: 'حسب المنحة',
    perMonth: 'حسب شهر فتح الدفعات، الأحدث أولاً',
    registration: 'رسوم التسجيل',
    exportCsv: 'تصدير CSV',
    csvHeader: 'المرجع;النوع;الطالب;البريد الإلكتروني;المنحة',
    verified: 'تم التوصل بالأداء',
    submitted: 'الوصل قيد التحقق',
  },
} as const;

let platform: E2ePlatform;
let browser: Browser;
let agent: TestUser & { totpSecret: string };
let eiffelId: number;
let verifiedReference: string;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  const { api } = platform;
  agent = await withTotp(api, await createAgent(api, { email: 'agent.finance@example.ma', firstName: 'Karim', lastName: 'Bennani' }));
  eiffelId = (
    await createScholarship(api, { applicationFeeCentimes: 25_000 }, { fr: { title: 'Bourse Eiffel des finances' }, ar: { title: 'منحة إيفل للمالية' } })
  ).id;
  const ibnSinaId = (await createScholarship(api, { applicationFeeCentimes: 10_000 }, { fr: { title: 'Bourse Ibn Sina' } })).id;
  const students = [
    await createUser(api, { firstName: 'سلمى', lastName: 'العلوي', email: 'salma.finance@example.ma' }),
    await createUser(api, { firstName: 'Youssef', lastName: 'Alami', email: 'youssef.finance@example.ma' }),
  ];
  const [salma, youssef] = students;
  if (!salma || !youssef) throw new Error('no students');
  const verifiedApplication: number = (await apply(api, salma, eiffelId).expect(201)).body.data.id;
  await apply(api, youssef, eiffelId).expect(201);
  await apply(api, youssef, ibnSinaId).expect(201);
  const payment = await api.context.db
    .selectFrom('payments')
    .select(['id', 'reference'])
    .where('applicationId', '=', verifiedApplication)
    .executeTakeFirstOrThrow();
  verifiedReference = payment.reference;
  await api.http
    .post(`/api/payments/${payment.id}/verify`)
    .set(agent.auth)
    .send({ amountReceived: { amount: 250 }, paidOn: '2026-01-05' })
    .expect(200);
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The table's width beside its box's, and the page's beside the screen's. */
function widthsOf(table: Locator) {
  return table.evaluate((element) => {
    const root = element.ownerDocument.documentElement;
    return { table: element.scrollWidth, box: element.parentElement?.clientWidth ?? 0, page: root.scrollWidth, screen: root.clientWidth };
  });
}

const rowTexts = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim())));

describe.each(['fr', 'ar'] as const)('the finance view (%s)', (language: Language & keyof typeof LABELS) => {
  const labels = LABELS[language];
  const money = (centimes: number) => formatMoney({ centimes, currency: 'MAD' }, language);
  let page: Page;

  beforeAll(async () => {
    ({ page } = await openSession(browser, platform.webUrl, language, DESKTOP_VIEWPORT));
    await signInStaff(page, platform.api, agent);
    await page.waitForURL(/\/admin$/);
  });

  it('shows the totals and the money per scholarship and month, fitting a 1280 px screen', async () => {
    await page.getByRole('navigation').getByRole('link', { name: labels.nav, exact: true }).click();
    await page.getByRole('link', { name: labels.tab, exact: true }).click();
    await page.waitForURL(/\/admin\/payments\/finance$/);
    const perScholarship = page.getByRole('table', { name: labels.perScholarship });
    await perScholarship.locator('tbody tr').first().waitFor();

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(labels.title);
    const figure = (term: string) => page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').textContent();
    expect([await figure(labels.totalDue), await figure(labels.totalReceived), await figure(labels.totalOutstanding)]).toEqual([
      money(60_000),
      money(25_000),
      money(35_000),
    ]);
    const eiffel = language === 'ar' ? 'منحة إيفل للمالية' : 'Bourse Eiffel des finances';
    expect(await rowTexts(perScholarship)).toEqual([
      [labels.registration, '0', money(0), money(0), money(0)],
      [eiffel, '2', money(50_000), money(25_000), money(25_000)],
      ['Bourse Ibn Sina', '1', money(10_000), money(0), money(10_000)],
    ]);
    expect(await perScholarship.getByRole('link', { name: eiffel }).getAttribute('href')).toBe(`/admin/payments?scholarship=${eiffelId}`);
    const perMonth = page.getByRole('table', { name: labels.perMonth });
    expect((await rowTexts(perMonth)).map((cells) => cells.slice(1))).toEqual([['3', money(60_000), money(25_000), money(35_000)]]);

    for (const table of [perScholarship, perMonth]) {
      const widths = await widthsOf(table);
      expect(widths.table).toBeLessThanOrEqual(widths.box);
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
    }
    await saveScreenshot(page, `finance-${language}`, 'finance-1280');
  });

  it('downloads the payments list as CSV in the console’s language', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: labels.exportCsv }).click()]);

    const lines = (await downloaded(download)).toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toMatch(new RegExp(`^${labels.csvHeader}`));
    expect(lines).toHaveLength(4);
    const verified = lines.find((line) => line.startsWith(`${verifiedReference};`));
    expect(verified).toContain(';سلمى العلوي;salma.finance@example.ma;');
    expect(verified).toContain(`;250;250;${labels.verified};`);
    expect(lines.filter((line) => line.includes(labels.submitted))).toHaveLength(2);
  });
});
