import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createUser, type TestUser } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession } from './harness/browser.ts';
import { chooseDocumentWithKeyboard, RECEIPT_PDF, type StudentDocument } from './harness/documents.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { isFocused } from './harness/page-state.ts';
import { signIn } from './harness/sign-in.ts';

// Issue 28: a student choosing a document with the keyboard kept losing the focus to the page's
// body, the drop zone replaced by the chosen pages. The focus now follows the pages: on the page
// just added, on the row before a page removed, on the drop zone once none is left.

const WORDS = {
  fr: {
    applyDialog: 'Postuler à la bourse',
    receipt: /^Reçu de paiement/,
    addPage: /^Ajouter une page/,
    remove: 'Retirer',
  },
  ar: { applyDialog: 'التقديم على المنحة', receipt: /^إيصال الدفع/, addPage: /^إضافة صفحة/, remove: 'إزالة' },
} as const satisfies Partial<Record<Language, Record<string, string | RegExp>>>;

const SECOND_PAGE: StudentDocument = { ...RECEIPT_PDF, name: 'reçu-page-2.pdf' };

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

/** What has the focus, to read in a failed assertion: its label, or its tag (BODY when the focus is lost). */
const focusedName = (page: Page) =>
  page.evaluate<string>(
    `document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? ''`,
  );

describe.each(['fr', 'ar'] as const)('choosing a document with the keyboard in %s', (language) => {
  const words = WORDS[language];

  it('keeps the focus on the pages: the page added, the row before one removed, the drop zone when none is left', async () => {
    const { id } = await createScholarship(platform.api);
    const { context, page } = await openSession(browser, platform.webUrl, language);
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/bourses');
    await page.goto(`/postuler/${id}`);
    const dialog = page.getByRole('dialog', { name: words.applyDialog });
    const zone = dialog.getByRole('button', { name: words.receipt });
    const removeFirst = dialog.getByRole('button', {
      name: `${words.remove} ${RECEIPT_PDF.name}`,
      exact: true,
    });
    const removeSecond = dialog.getByRole('button', {
      name: `${words.remove} ${SECOND_PAGE.name}`,
      exact: true,
    });

    await chooseDocumentWithKeyboard(zone, RECEIPT_PDF);
    await expect.poll(() => isFocused(removeFirst)).toBe(true);

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: words.addPage }).press('Enter'),
    ]);
    await chooser.setFiles(SECOND_PAGE);
    await expect.poll(() => isFocused(removeSecond)).toBe(true);

    await page.keyboard.press('Enter');
    await removeSecond.waitFor({ state: 'detached' });
    expect(await isFocused(removeFirst), `focused: ${await focusedName(page)}`).toBe(true);

    await page.keyboard.press('Enter');
    await removeFirst.waitFor({ state: 'detached' });
    expect(await isFocused(zone), `focused: ${await focusedName(page)}`).toBe(true);
    await context.close();
  });
});
