import { createAdmin, createAgent, createUser, type TestUser, withTotp } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { waitUntilSettled } from './harness/page-state.ts';
import { signIn, signInStaff } from './harness/sign-in.ts';
import { waitForQuietNetwork } from './harness/quiet-network.ts';

// A scholarship's life in the console (issue 14): a draft nobody else sees, its preview as a
// student in each language, then published, duplicated and archived, each step in the audit log;
// and the editor that writes it.

const WORDS = {
  fr: {
    title: 'Titre *',
    description: 'Description courte *',
    longDescription: 'Description détaillée *',
    arabicTab: 'Arabe (facultatif)',
    arabicTitle: 'Titre',
    arabicDescription: 'Description courte',
    arabicLongDescription: 'Description détaillée',
    country: 'Pays *',
    university: 'Université *',
    start: 'Date de début *',
    deadline: 'Date limite *',
    fee: 'Frais de candidature (MAD)',
    saveDraft: 'Enregistrer comme brouillon',
    publish: 'Publier',
    archive: 'Archiver',
    unpublish: 'Dépublier',
    restore: 'Restaurer',
    duplicate: 'Dupliquer',
    preview: 'Aperçu côté étudiant',
    draftChip: 'Brouillon',
    copyTitle: (title: string) => `Copie de ${title}`,
    // The log's sentences: who did what to which scholarship, titled in the console's language.
    audit: (who: string, title: string) => ({
      created: `${who} a créé la bourse «\u00a0${title}\u00a0».`,
      published: `${who} a publié la bourse «\u00a0${title}\u00a0».`,
      archived: `${who} a archivé la bourse «\u00a0${title}\u00a0».`,
      duplicated: new RegExp(`^${who} a dupliqué la bourse «\u00a0${title}\u00a0» en «\u00a0.+\u00a0»\\.$`),
    }),
  },
  ar: {
    title: 'العنوان *',
    description: 'وصف قصير *',
    longDescription: 'الوصف المفصل *',
    arabicTab: 'العربية (اختياري)',
    arabicTitle: 'العنوان',
    arabicDescription: 'وصف قصير',
    arabicLongDescription: 'الوصف المفصل',
    country: 'البلد *',
    university: 'الجامعة *',
    start: 'تاريخ البدء *',
    deadline: 'الموعد النهائي *',
    fee: 'رسوم الترشيح (MAD)',
    saveDraft: 'حفظ كمسودة',
    publish: 'نشر',
    archive: 'أرشفة',
    unpublish: 'إلغاء النشر',
    restore: 'استعادة',
    duplicate: 'نسخ',
    preview: 'معاينة كطالب',
    draftChip: 'مسودة',
    copyTitle: (title: string) => `Copie de ${title}`,
    audit: (who: string, title: string) => ({
      created: `تم إنشاء منحة «${title}» من طرف ${who}.`,
      published: `تم نشر منحة «${title}» من طرف ${who}.`,
      archived: `تمت أرشفة منحة «${title}» من طرف ${who}.`,
      duplicated: new RegExp(`^تم نسخ منحة «${title}» إلى «.+» من طرف ${who}\\.$`),
    }),
  },
} as const;

let platform: E2ePlatform;
let browser: Browser;
let agent: TestUser & { totpSecret: string };
let admin: TestUser & { totpSecret: string };
let student: TestUser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  agent = await withTotp(platform.api, await createAgent(platform.api));
  admin = await withTotp(platform.api, await createAdmin(platform.api));
  student = await createUser(platform.api);
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

/** Signed in as `user` (staff with their second factor), or a visitor without. */
async function sessionOf(language: Language, user?: TestUser | (TestUser & { totpSecret: string })) {
  const session = await openSession(browser, platform.webUrl, language);
  if (user) {
    if ('totpSecret' in user) await signInStaff(session.page, platform.api, user);
    else await signIn(session.page, user.user.email, user.password);
    await session.page.waitForURL((url) => url.pathname !== '/login');
  }
  return session;
}

const idOf = async (title: string) =>
  (
    await platform.api.context.db
      .selectFrom('scholarshipTranslations')
      .select('scholarshipId')
      .where('title', '=', title)
      .where('language', '=', 'fr')
      .executeTakeFirstOrThrow()
  ).scholarshipId;

/** Whether a student and a visitor find it in the catalogue and can open its page. */
async function publiclyVisible(language: Language, id: number, search: string, title: string): Promise<boolean[]> {
  const seen: boolean[] = [];
  for (const user of [student, undefined]) {
    const { context, page } = await sessionOf(language, user);
    await page.goto(`/bourses?search=${encodeURIComponent(search)}`);
    await waitUntilSettled(page);
    await waitForQuietNetwork(page);
    const listed = await page.getByText(title, { exact: true }).count();
    await page.goto(`/bourses/${id}`);
    await waitUntilSettled(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const opened = await page.getByRole('heading', { level: 1, name: title }).count();
    seen.push(listed > 0, opened > 0);
    await context.close();
  }
  return seen;
}

/** A paste into the focused editor as a browser sends one copied from a web page (browser-side code as text). */
function pasteHtml(page: Page, html: string) {
  return page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/html', ${JSON.stringify(html)});
    data.setData('text/plain', 'Collé');
    document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  })()`);
}

describe.each(['fr', 'ar'] as const)("a scholarship's life in %s", (language) => {
  const words = WORDS[language];
  const frTitle = `Bourse Fès brouillon ${language}`;
  const arTitle = `منحة فاس ${language}`;
  /** The title students read in this language. */
  const shownTitle = language === 'ar' ? arTitle : frTitle;

  it('a draft stays out of the catalogue, is previewed in French and Arabic, then published, duplicated and archived', async () => {
    const { context, page } = await sessionOf(language, agent);

    // Staff write a draft, the long descriptions in the editor.
    await page.goto('/admin/scholarships/new');
    await page.getByRole('textbox', { name: words.title, exact: true }).first().fill(frTitle);
    await page.getByLabel(words.description, { exact: true }).first().fill('Pour les étudiants en médecine.');
    await page.getByRole('textbox', { name: words.longDescription, exact: true }).first().click();
    await page.keyboard.type('Frais de scolarité couverts.');
    await pasteHtml(page, '<style>p{color:red}</style><p><span style="color:red">Collé <b>gras</b></span></p><script>alert(1)</script>');
    const frenchEditor = page.getByRole('textbox', { name: words.longDescription, exact: true }).first();
    await expect.poll(() => frenchEditor.innerHTML()).toContain('<strong>gras</strong>');
    expect(await frenchEditor.innerHTML()).not.toMatch(/<span|<script|<style|style=/);

    await page.getByRole('tab', { name: words.arabicTab }).click();
    const arabic = page.getByRole('tabpanel', { name: words.arabicTab });
    await arabic.getByRole('textbox', { name: words.arabicTitle, exact: true }).fill(arTitle);
    await arabic.getByLabel(words.arabicDescription, { exact: true }).fill('لطلبة الطب.');
    const arabicEditor = arabic.getByRole('textbox', { name: words.arabicLongDescription, exact: true });
    await arabicEditor.click();
    await page.keyboard.type('تغطية الرسوم الدراسية.');
    expect(await arabicEditor.getAttribute('dir')).toBe('rtl');
    expect(await page.evaluate<string>('getComputedStyle(document.activeElement).direction')).toBe('rtl');

    await page.getByLabel(words.country).selectOption('MA');
    await page.getByLabel(words.university).fill('Université Sidi Mohamed Ben Abdellah');
    await page.getByLabel(words.start).fill('2030-09-01');
    await page.getByLabel(words.deadline).fill('2099-06-30');
    // Typed as people write amounts here: a space between thousands, a decimal comma.
    await page.getByLabel(words.fee).fill('1 250,50');
    await page.getByRole('button', { name: words.saveDraft }).click();
    // A saved draft opens its own page (issue 28).
    await page.waitForURL((url) => /^\/admin\/scholarships\/\d+$/.test(url.pathname));
    const id = await idOf(frTitle);

    // Neither a student nor a visitor finds it, nor opens its page.
    expect(await publiclyVisible(language, id, frTitle, shownTitle)).toEqual([false, false, false, false]);

    // Staff preview it as a student would see it, in French then in Arabic.
    await page.goto(`/admin/scholarships/${id}`);
    await page.getByText(words.draftChip, { exact: true }).first().waitFor();
    await page.getByRole('link', { name: words.preview }).click();
    await page.waitForURL((url) => url.pathname === `/admin/scholarships/${id}/preview`);
    await page.goto(`/admin/scholarships/${id}/preview?language=fr`);
    await page.getByRole('heading', { level: 1, name: frTitle }).waitFor();
    expect(await page.getByRole('button', { name: 'Postuler maintenant' }).isDisabled()).toBe(true);
    expect(await page.locator('[lang="fr"][dir="ltr"]').getByRole('heading', { level: 1 }).count()).toBe(1);
    // The fee in the preview's language, whatever the console's (\s: Intl's no-break spaces).
    await page.getByText(/^Frais de candidature : 1\s250,50\sMAD$/).waitFor();
    await inspectPage(page, language, 'preview-fr', `staff-life-${language}`);
    await page.goto(`/admin/scholarships/${id}/preview?language=ar`);
    await page.getByRole('heading', { level: 1, name: arTitle }).waitFor();
    expect(await page.locator('[lang="ar"][dir="rtl"]').getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'قدّم الآن' }).isDisabled()).toBe(true);
    await page.getByText(/^رسوم الترشيح: \u200f?1\.250,50\sد\.م\.\u200f?$/).waitFor();
    await inspectPage(page, language, 'preview-ar', `staff-life-${language}`);

    // Published, it is in the catalogue.
    await page.goto(`/admin/scholarships/${id}`);
    await page.getByRole('button', { name: words.publish, exact: true }).click();
    await page.getByRole('button', { name: words.unpublish, exact: true }).waitFor();
    expect(await publiclyVisible(language, id, frTitle, shownTitle)).toEqual([true, true, true, true]);

    // A copy is a draft, opened in its editor.
    await page.getByRole('button', { name: words.duplicate, exact: true }).click();
    await page.waitForURL((url) => /^\/admin\/scholarships\/\d+\/edit$/.test(url.pathname) && !url.pathname.includes(`/${id}/`));
    const copyId = Number(/\/admin\/scholarships\/(\d+)\/edit$/.exec(new URL(page.url()).pathname)?.[1]);
    await expect
      .poll(() => page.getByRole('textbox', { name: words.title, exact: true }).first().inputValue())
      .toBe(words.copyTitle(frTitle));
    await inspectPage(page, language, 'copy-editor', `staff-life-${language}`);

    // Archived, it leaves the catalogue.
    await page.goto(`/admin/scholarships/${id}`);
    await page.getByRole('button', { name: words.archive, exact: true }).click();
    await page.getByRole('button', { name: words.restore, exact: true }).waitFor();
    expect(await publiclyVisible(language, id, frTitle, shownTitle)).toEqual([false, false, false, false]);
    await context.close();

    // An administrator finds each step in the audit log, newest first; the copy's entry names it.
    const audit = await sessionOf(language, admin);
    const actionsOn = async (targetId: number) => {
      await audit.page.goto(`/admin/audit?target=SCHOLARSHIP&targetId=${targetId}`);
      await audit.page.getByRole('rowheader').first().waitFor();
      return audit.page.getByRole('rowheader').allTextContents();
    };
    const sentences = words.audit(`${agent.user.firstName} ${agent.user.lastName}`, shownTitle);
    expect(await actionsOn(id)).toEqual([sentences.archived, sentences.published, sentences.created]);
    const [duplicated, ...others] = await actionsOn(copyId);
    expect(duplicated).toMatch(sentences.duplicated);
    expect(others).toEqual([]);
    await audit.context.close();
  });
});
