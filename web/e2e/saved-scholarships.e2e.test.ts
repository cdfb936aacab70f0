import { casablancaWallClock } from '@bourses/api/test/casablanca-time';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createUser, type TestUser } from '@bourses/api/test/factories/users';
import { headerOf, plainText, startSmtpPeer, subjectOf, type SmtpPeer } from '@bourses/api/test/smtp-peer';
import { DEADLINE_REMINDERS_QUEUE } from '@bourses/api/src/jobs/periodic-jobs';
import type { Language } from '@bourses/common/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, launchChromium, openSession, PHONE_VIEWPORT, type BrowserSession } from './harness/browser.ts';
import { onPlatform, startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { openPage } from './harness/page-state.ts';
import { waitForQuietNetwork } from './harness/quiet-network.ts';

// A student saves scholarships (one from its card, one from its page, starting as a visitor sent to
// sign in), finds them in the saved list, unsaves one, then gets the 7-day reminder of the other by
// mail in their own language and turns reminders off from the mail's link, in French and in Arabic.
// The reminder job runs at an instant the test chooses: 7 days before a deadline far ahead.

const DEADLINE = '2031-03-20';
const SEVENTH_DAY_BEFORE = casablancaWallClock('2031-03-13T08:00:00');

interface Texts {
  save: string;
  remove: string;
  saved: string;
  deadline: string;
  done: string;
  remindersSetting: string;
  scholarships: { card: string; page: string };
}

// What the student reads, in each language of the catalogues and the api's messages.
const TEXTS: Record<'fr' | 'ar', Texts> = {
  fr: {
    save: 'Enregistrer la bourse',
    remove: 'Retirer des bourses enregistrées',
    saved: 'Bourses enregistrées',
    deadline: '20 mars 2031',
    done: 'C’est fait : vous ne recevrez plus de rappels avant les dates limites de vos bourses enregistrées.',
    remindersSetting: "M'envoyer un e-mail 7 jours et 1 jour avant la date limite d'une bourse enregistrée à laquelle je n'ai pas postulé",
    scholarships: { card: 'Bourse de l’Université de Lyon', page: 'Bourse Erasmus à Grenade' },
  },
  ar: {
    save: 'حفظ المنحة',
    remove: 'إزالة من المنح المحفوظة',
    saved: 'المنح المحفوظة',
    deadline: '20 مارس 2031',
    done: 'تم: لن تتلقى بعد الآن تذكيرات قبل المواعيد النهائية للمنح التي حفظتها.',
    remindersSetting: 'راسلني عبر البريد الإلكتروني قبل 7 أيام ويوم واحد من الموعد النهائي لمنحة محفوظة لم أتقدم إليها',
    scholarships: { card: 'منحة جامعة ليون', page: 'منحة إيراسموس في غرناطة' },
  },
};

let smtp: SmtpPeer;
let platform: E2ePlatform;
let browser: Browser;
const scholarshipIds = { card: 0, page: 0 };

beforeAll(async () => {
  smtp = await startSmtpPeer();
  [platform, browser] = await Promise.all([
    startE2ePlatform({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` }),
    launchChromium(),
  ]);
  const card = await createScholarship(
    platform.api,
    { country: 'France', deadline: DEADLINE },
    { fr: { title: TEXTS.fr.scholarships.card }, ar: { title: TEXTS.ar.scholarships.card } },
  );
  const page = await createScholarship(
    platform.api,
    { country: 'Espagne', deadline: DEADLINE },
    { fr: { title: TEXTS.fr.scholarships.page }, ar: { title: TEXTS.ar.scholarships.page } },
  );
  scholarshipIds.card = card.id;
  scholarshipIds.page = page.id;
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  await smtp?.close();
});

/** The harness's checks (language, direction, axe, no sideways scroll) on a desktop, then on a 390 px phone. */
async function inspectAtBothWidths(page: Page, language: Language, name: string) {
  await inspectPage(page, language, `saved-${name}`);
  await page.setViewportSize(PHONE_VIEWPORT);
  await inspectPage(page, language, `saved-${name}-phone`);
  await page.setViewportSize(DESKTOP_VIEWPORT);
}

/** Fills and sends the sign-in dialog open on /login. */
async function submitSignIn(page: Page, student: TestUser) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="email"]').fill(student.user.email);
  await dialog.locator('input[type="password"]').fill(student.password);
  await dialog.locator('button[type="submit"]').click();
}

/**
 * Holds back the next answer to the scholarship's page query: resolves, once the page has asked, with
 * the function that lets the answer through.
 */
function holdScholarshipAnswer(page: Page): Promise<() => void> {
  let held = false;
  return new Promise((asked) => {
    void page.route('**/graphql', async (route) => {
      if (held || route.request().postDataJSON()?.operationName !== 'ScholarshipDetail') return route.fallback();
      held = true;
      await new Promise<void>((release) => asked(release));
      await route.continue();
      await page.unroute('**/graphql');
    });
  });
}

/** The card of the scholarship titled so, in the list on screen. */
const cardOf = (page: Page, title: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: title });

describe.each<'fr' | 'ar'>(['fr', 'ar'])('saved scholarships and their reminder in %s', (language) => {
  const texts = TEXTS[language];
  let student: TestUser;
  let session: BrowserSession;

  beforeAll(async () => {
    student = await createUser(platform.api, { language, firstName: 'Nour', lastName: `Saidi ${language}` });
    session = await openSession(browser, platform.webUrl, language);
  });
  afterAll(() => session.context.close());

  it('as a visitor, pressing Save on a scholarship’s page leads to sign in and back, where it saves', async () => {
    const { page } = session;
    await openPage(page, `/bourses/${scholarshipIds.page}`);
    await page.getByRole('heading', { level: 1, name: texts.scholarships.page }).waitFor();

    await page.getByRole('button', { name: texts.save }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const studentsAnswer = holdScholarshipAnswer(page);
    await submitSignIn(page, student);
    await page.waitForURL((url) => url.pathname === `/bourses/${scholarshipIds.page}`);

    // While the page asks for the scholarship as the student, it offers no Save from the visitor's
    // copy: pressed then, the answer read before the save would put the button back to Save.
    const release = await studentsAnswer;
    expect(await page.getByRole('button', { name: texts.save }).count()).toBe(0);
    release();
    await page.getByRole('button', { name: texts.save }).click();

    await page.getByRole('button', { name: texts.remove }).waitFor();
    await waitForQuietNetwork(page);
    expect(await page.getByRole('button', { name: texts.remove }).isVisible()).toBe(true);
    await inspectAtBothWidths(page, language, 'scholarship-page-saved');
  });

  it('saves another from its card in the list', async () => {
    const { page } = session;
    await openPage(page, '/bourses');
    const card = cardOf(page, texts.scholarships.card);

    await card.getByRole('button', { name: texts.save }).click();

    await card.getByRole('button', { name: texts.remove }).waitFor();
    await inspectAtBothWidths(page, language, 'list-with-a-saved-card');
  });

  it('finds both in the saved list, opened from the menu', async () => {
    const { page } = session;

    await page.getByRole('banner').getByRole('link', { name: texts.saved }).click();

    await page.waitForURL((url) => url.pathname === '/favoris');
    await page.getByRole('heading', { level: 1, name: texts.saved }).waitFor();
    await expect.poll(() => savedTitles(page)).toEqual(
      expect.arrayContaining([texts.scholarships.card, texts.scholarships.page]),
    );
    expect(await savedTitles(page)).toHaveLength(2);
    await inspectAtBothWidths(page, language, 'saved-list');
  });

  it('unsaving one from its card removes it from the saved list', async () => {
    const { page } = session;

    await cardOf(page, texts.scholarships.page).getByRole('button', { name: texts.remove }).click();

    await expect.poll(() => savedTitles(page)).toEqual([texts.scholarships.card]);
  });

  it('mails the 7-day reminder of the one still saved, in the student’s language, with its title and deadline', async () => {
    await platform.api.runPeriodicJob(DEADLINE_REMINDERS_QUEUE, SEVENTH_DAY_BEFORE);
    await platform.api.deliverMails();

    const mail = await smtp.mailTo(student.user.email);
    const subject = subjectOf(mail.raw);
    expect(subject).toContain(texts.scholarships.card);
    expect(subject).toContain(texts.deadline);
    const text = plainText(mail.raw);
    expect(text).toContain(texts.scholarships.card);
    expect(text).toContain(texts.deadline);
    expect(text).not.toContain(texts.scholarships.page);
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('turns reminders off from the mail’s link without signing in; the profile shows them off', async () => {
    const mail = await smtp.mailTo(student.user.email);
    const link = /https?:\/\/\S+\/unsubscribe\?token=[\w-]+&lang=\w+/.exec(plainText(mail.raw))?.[0];
    expect(link).toBeDefined();
    // Another browser, nobody signed in, whatever language it last used: the link says which.
    const visitor = await openSession(browser, platform.webUrl, 'en');

    await visitor.page.goto(onPlatform(platform, link ?? ''));

    await visitor.page.getByRole('status').filter({ hasText: texts.done }).waitFor();
    await inspectAtBothWidths(visitor.page, language, 'unsubscribed');
    await visitor.context.close();
    const { page } = session;
    await page.goto('/profile');
    const setting = page.getByLabel(texts.remindersSetting);
    await setting.waitFor();
    expect(await setting.isChecked()).toBe(false);
    await inspectAtBothWidths(page, language, 'profile-reminders-off');
  });
});

/** The titles of the saved scholarships shown. */
function savedTitles(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
}
