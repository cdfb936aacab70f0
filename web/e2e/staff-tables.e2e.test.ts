import { createApplication } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import {
  createAdmin,
  createAgent,
  createPendingStudent,
  createUser,
  type TestUser,
  withTotp,
} from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { signInStaff } from './harness/sign-in.ts';

// Issue 28, staff part: at 1280 px the staff tables fit without scrolling sideways, the bulk panel
// waits for a selection, user-written values sit against their labels, and no bar of the dashboard's
// chart rises past its top gridline.

const WORDS = {
  fr: {
    approve: 'Approuver',
    reject: 'Refuser',
    bulk: 'Actions groupées',
    hint: 'Sélectionnez des candidatures pour les approuver, les refuser ou les assigner en une fois.',
    select: (name: string) => `Sélectionner la candidature de ${name}`,
    firstName: 'Prénom',
    email: 'E-mail',
    university: 'Université',
    otherScript: 'إيسكام',
  },
  ar: {
    approve: 'موافقة',
    reject: 'رفض',
    bulk: 'إجراءات جماعية',
    hint: 'حدّد طلبات للموافقة عليها أو رفضها أو إسنادها دفعة واحدة.',
    select: (name: string) => `تحديد طلب ${name}`,
    firstName: 'الاسم الشخصي',
    email: 'البريد الإلكتروني',
    university: 'الجامعة',
    otherScript: 'UIR',
  },
} as const;

/** How far a label and its value may sit apart: the gap of the label column, and some. */
const NEXT_TO_LABEL_PX = 48;

let platform: E2ePlatform;
let browser: Browser;
let agent: TestUser & { totpSecret: string };
let admin: TestUser & { totpSecret: string };
let arabicStudent: TestUser;
let latinStudent: TestUser;
const applicants: TestUser[] = [];

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  const { api } = platform;
  agent = await withTotp(
    api,
    await createAgent(api, {
      email: 'agent.tables@example.ma',
      firstName: 'Karim',
      lastName: 'Bennani',
    }),
  );
  // Long names and addresses, as real ones are: the columns must wrap rather than widen the table.
  arabicStudent = await createPendingStudent(api, {
    email: 'fatima.zahra.benabdellah.elidrissi@etudiants-universite-mohammed-v.example.ma',
    firstName: 'فاطمة الزهراء',
    lastName: 'بنعبد الله الإدريسي',
    phoneNumber: '+212661234567',
    isVerified: true,
    verifiedAt: new Date(),
  });
  latinStudent = await createPendingStudent(api, {
    email: 'mohamed.amine.elkhalfaoui.benjelloun@etudiants-universite-cadi-ayyad.example.ma',
    firstName: 'Mohamed Amine',
    lastName: 'El Khalfaoui Benjelloun',
    phoneNumber: '+212700112233',
    isVerified: true,
    verifiedAt: new Date(),
  });
  admin = await withTotp(api, await createAdmin(api, { email: 'admin.tables@example.ma', firstName: 'Nadia', lastName: 'Berrada' }));
  const scholarship = await createScholarship(api);
  // Universities in either script, short and long: a short one must sit at its column's start, not at
  // the far side of a column widened by a long one.
  for (const university of [
    'إيسكام',
    'UIR',
    'جامعة سيدي محمد بن عبد الله بفاس، كلية العلوم والتقنيات',
    'Université Paris-Saclay, Faculté des sciences d’Orsay',
  ]) {
    await createScholarship(api, { university });
  }
  // Five received today: a scale rounded to the nearest tick used to stop its gridlines at 4.
  for (const firstName of ['Salma', 'Youssef', 'Meryem', 'Hamza', 'Zineb']) {
    const student = await createUser(api, {
      firstName,
      lastName: 'Alaoui Mrani',
      email: `${firstName.toLowerCase()}.alaoui.mrani@etudiants-universite-ibn-tofail.example.ma`,
    });
    const { id } = await createApplication(api, { student, scholarshipId: scholarship.id });
    applicants.push(student);
    // An entry for the audit log's table, naming an agent and a student.
    await api.http.put(`/api/scholarships/applications/${id}/assignee`).set(admin.auth).send({ assigneeId: agent.user.id }).expect(200);
  }
  // A mail given up for good (it has no body and may not be retried), for the failed mails' table.
  await api.context.jobs.boss.send(
    'mail',
    { kind: 'account-rejected', message: { to: arabicStudent.user.email, subject: 'لم تتم الموافقة على حسابك في منصة المنح' } },
    { retryLimit: 0 },
  );
  await api.deliverMails();
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

/** The table's width beside its box's, and the page's beside the screen's. */
function widthsOf(table: Locator) {
  return table.evaluate((element) => {
    const root = element.ownerDocument.documentElement;
    return {
      table: element.scrollWidth,
      box: element.parentElement?.clientWidth ?? 0,
      page: root.scrollWidth,
      screen: root.clientWidth,
    };
  });
}

/** Where an element's text starts, from the left in a left-to-right page and from the right in Arabic. */
function textStart(element: Locator) {
  return element.evaluate((node) => {
    const range = node.ownerDocument.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    const root = node.ownerDocument.documentElement;
    return root.dir === 'rtl' ? root.clientWidth - (text.x + text.width) : text.x;
  });
}

/**
 * The distance between a label and its value's text (not its box: a cell or a grid column is as wide
 * whatever the text inside), on the side where they face each other.
 */
async function gapBetween(label: Locator, value: Locator) {
  const labelBox = (await label.boundingBox()) ?? { x: 0, width: 0 };
  return value.evaluate((element, { x, width }) => {
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const rtl = element.ownerDocument.documentElement.dir === 'rtl';
    return rtl ? x - (text.x + text.width) : text.x - (x + width);
  }, labelBox);
}

describe.each(['fr', 'ar'] as const)(
  'staff tables on a 1280 px screen (%s)',
  (language: Language & keyof typeof WORDS) => {
    const words = WORDS[language];
    const folder = `staff-tables-${language}`;
    let page: Page;

    beforeAll(async () => {
      ({ page } = await openSession(browser, platform.webUrl, language, DESKTOP_VIEWPORT));
      await signInStaff(page, platform.api, agent);
      await page.waitForURL(/\/admin$/);
    });

    it('fits the accounts table on the screen, its Approve and Reject buttons in view', async () => {
      await page.goto('/admin/accounts?search=etudiants-universite');
      const row = page.getByRole('row').filter({ hasText: latinStudent.user.firstName });
      await row.waitFor();

      const widths = await widthsOf(page.getByRole('table'));
      expect(widths.table).toBeLessThanOrEqual(widths.box);
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
      for (const name of [words.approve, words.reject]) {
        const box = await row.getByRole('button', { name, exact: true }).boundingBox();
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(DESKTOP_VIEWPORT.width);
      }
      await saveScreenshot(page, folder, 'accounts-1280');
    });

    it('fits the applications table and opens the bulk panel only once a row is selected', async () => {
      await page.goto('/admin/applications');
      await page.getByRole('table').waitFor();

      const bulkPanel = page.getByRole('form', { name: words.bulk });
      expect(await bulkPanel.count()).toBe(0);
      expect(await page.getByText(words.hint, { exact: true }).isVisible()).toBe(true);
      const widths = await widthsOf(page.getByRole('table'));
      expect(widths.table).toBeLessThanOrEqual(widths.box);
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
      // The table starts within the first screen.
      const table = await page.getByRole('table').boundingBox();
      expect(table?.y).toBeLessThan(DESKTOP_VIEWPORT.height);

      const [first] = applicants;
      if (!first) throw new Error('no applicant');
      const checkbox = page.getByLabel(words.select(`${first.user.firstName} ${first.user.lastName}`));
      await checkbox.focus();
      await page.keyboard.press('Space');
      await bulkPanel.waitFor();
      expect(await page.getByText(words.hint, { exact: true }).count()).toBe(0);
      await saveScreenshot(page, folder, 'applications-selected-1280');
    });

    it('sets an Arabic name and an e-mail beside their labels, whatever the console’s language', async () => {
      await page.goto(`/admin/accounts/${arabicStudent.user.id}`);
      const fields = page.locator('dl');
      await fields.waitFor();

      for (const [label, value] of [
        [words.firstName, arabicStudent.user.firstName],
        [words.email, arabicStudent.user.email],
      ] as const) {
        const gap = await gapBetween(
          fields.locator('dt', { hasText: label }).first(),
          fields.locator('dd', { hasText: value }).first(),
        );
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(gap).toBeLessThanOrEqual(NEXT_TO_LABEL_PX);
      }
      await saveScreenshot(page, folder, 'account-detail-1280');
    });

    it('starts a university written in the other script at its column’s start, like its header', async () => {
      await page.goto('/admin/scholarships');
      const table = page.getByRole('table');
      const value = table.getByRole('cell').filter({ hasText: words.otherScript }).locator('bdi');
      await value.waitFor();
      const header = table.getByRole('columnheader', { name: words.university, exact: true });

      expect(Math.abs((await textStart(value)) - (await textStart(header)))).toBeLessThanOrEqual(2);
    });

    it('fits the audit log, the failed mails and the scholarships on the screen', async () => {
      const session = await openSession(browser, platform.webUrl, language, DESKTOP_VIEWPORT);
      await signInStaff(session.page, platform.api, admin);
      await session.page.waitForURL(/\/admin$/);
      for (const path of ['/admin/audit', '/admin/mails', '/admin/scholarships']) {
        await session.page.goto(path);
        const table = session.page.getByRole('table');
        await table.locator('tbody tr').first().waitFor();
        const widths = await widthsOf(table);
        expect(widths.table, path).toBeLessThanOrEqual(widths.box);
        expect(widths.page, path).toBeLessThanOrEqual(widths.screen);
        await saveScreenshot(session.page, folder, `${path.split('/').at(-1)}-1280`);
      }
      await session.context.close();
    });

    it('draws the dashboard chart’s top gridline at or above its tallest bar', async () => {
      await page.goto('/admin');
      const chart = page.getByTestId('activity-chart');
      await chart.waitFor();

      const topOf = async (shapes: Locator) => {
        const boxes = await Promise.all((await shapes.all()).map((shape) => shape.boundingBox()));
        return Math.min(...boxes.map((box) => box?.y ?? Infinity));
      };
      const tops = { bar: await topOf(chart.locator('rect')), gridline: await topOf(chart.locator('line')) };
      expect(tops.bar).toBeGreaterThanOrEqual(tops.gridline - 0.5);
      await saveScreenshot(page, folder, 'dashboard-1280');
    });
  },
);
