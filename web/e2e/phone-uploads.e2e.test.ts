import { buffer } from 'node:stream/consumers';
import { phonePhotoOf, pictureMetadata, pictureOf } from '@bourses/api/test/factories/pictures';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createUser, type TestUser } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import { UPLOAD_MAX_BYTES } from '@bourses/common/limits';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, launchChromium, openSession, PHONE_TOUCH, PHONE_VIEWPORT } from './harness/browser.ts';
import { startCuttingProxy } from './harness/cutting-proxy.ts';
import { chooseDocument, NEW_RECEIPT_JPEG, RECEIPT_PDF, scannedPdfOf } from './harness/documents.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { uploadThrottle } from './harness/network.ts';
import { pdfFacts } from './harness/pdf-facts.ts';
import { signIn } from './harness/sign-in.ts';

// Documents from a phone (issue 27): every upload of the student offers the camera beside the
// file picker, on a touch screen, takes several pages for one document, shows its progress, can be
// cancelled and survives a dropped line; a computer's form stays as it was.

const WORDS = {
  fr: {
    applyDialog: 'Postuler à la bourse',
    takePhoto: 'Prendre une photo',
    anotherPage: 'Photographier une autre page',
    addPage: 'Ajouter une page',
    onePdf: 'Ces pages sont envoyées en un seul PDF, dans cet ordre.',
    receipt: 'Reçu de paiement',
    send: 'Envoyer',
    pending: 'En attente',
    sending: 'Envoi',
    of: 'sur',
    cancelSending: 'Annuler l’envoi',
    cancelled: 'Envoi annulé',
    reconnecting: 'Connexion perdue. Nouvel essai dans',
  },
  ar: {
    applyDialog: 'التقديم على المنحة',
    takePhoto: 'التقاط صورة',
    anotherPage: 'تصوير صفحة أخرى',
    addPage: 'إضافة صفحة',
    onePdf: 'تُرسَل هذه الصفحات في ملف PDF واحد، بهذا الترتيب.',
    receipt: 'إيصال الدفع',
    send: 'إرسال',
    pending: 'قيد الانتظار',
    sending: 'الإرسال',
    of: 'من',
    cancelSending: 'إلغاء الإرسال',
    cancelled: 'أُلغي الإرسال',
    reconnecting: 'انقطع الاتصال. محاولة جديدة بعد',
  },
} as const satisfies Partial<Record<Language, Record<string, string>>>;


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

/** The student on a phone, signed in, in the apply dialog of a new scholarship; `webUrl` may be a relay. */
async function applyDialogOnPhone(language: keyof typeof WORDS, webUrl = platform.webUrl) {
  const { id } = await createScholarship(platform.api);
  const { context, page } = await openSession(browser, webUrl, language, PHONE_VIEWPORT, PHONE_TOUCH);
  await signIn(page, student.user.email, student.password);
  await page.waitForURL((url) => url.pathname === '/bourses');
  await page.goto(`/postuler/${id}`);
  const dialog = page.getByRole('dialog', { name: WORDS[language].applyDialog });
  return { id, context, page, dialog };
}

/**
 * The student on a phone, in the apply dialog of a new scholarship, having pressed "Take a photo":
 * the file chooser it opened, to take the photo with.
 */
async function cameraOnApply(language: keyof typeof WORDS) {
  const words = WORDS[language];
  const opened = await applyDialogOnPhone(language);
  const camera = opened.dialog.getByRole('button', { name: `${words.takePhoto} ${words.receipt}` });
  const [chooser] = await Promise.all([opened.page.waitForEvent('filechooser'), camera.click()]);
  return { ...opened, chooser };
}

/** The receipt's drop zone (its name starts with the document's label). */
// These scholarships are free: the receipt is optional there, and sent all the same (its label says so).
const receiptZone = (dialog: Locator, language: keyof typeof WORDS) =>
  dialog.getByRole('button', { name: new RegExp(`^${WORDS[language].receipt}`) });

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

describe.each(['fr', 'ar'] as const)('a receipt from a phone in %s', (language) => {
  const words = WORDS[language];

  it('is taken with the camera, offered beside the file picker, and sent', async () => {
    const { id, context, page, dialog, chooser } = await cameraOnApply(language);
    const input = chooser.element();
    expect([await input.getAttribute('capture'), await input.getAttribute('accept')]).toEqual(['environment', 'image/*']);
    await chooser.setFiles(NEW_RECEIPT_JPEG);
    await dialog.getByText(NEW_RECEIPT_JPEG.name).waitFor();
    await dialog.getByRole('button', { name: words.send, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: words.pending, exact: true }).waitFor();

    const application = await platform.api.context.db
      .selectFrom('applications')
      .innerJoin('files', 'files.id', 'applications.receiptFileId')
      .select(['files.originalName', 'files.mimeType'])
      .where('applications.scholarshipId', '=', id)
      .executeTakeFirstOrThrow();
    expect(application).toEqual({ originalName: NEW_RECEIPT_JPEG.name, mimeType: 'image/jpeg' });
    await context.close();
  });
});

/** The receipt stored for the student's application to that scholarship: its name, type and bytes. */
async function storedReceipt(scholarshipId: number) {
  const file = await platform.api.context.db
    .selectFrom('applications')
    .innerJoin('files', 'files.id', 'applications.receiptFileId')
    .select(['files.originalName', 'files.mimeType', 'files.storageKey'])
    .where('applications.scholarshipId', '=', scholarshipId)
    .executeTakeFirstOrThrow();
  const { body } = await platform.api.context.storage.open(file.storageKey);
  return { name: file.originalName, type: file.mimeType, bytes: await buffer(body) };
}

describe.each(['fr', 'ar'] as const)('a phone camera’s photo in %s', (language) => {
  const words = WORDS[language];

  it('is accepted over 5 MB: turned upright, made small and stripped of its metadata before it is sent', async () => {
    const photo = await phonePhotoOf(4000, 3000);
    expect(photo.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    const { id, context, dialog, chooser } = await cameraOnApply(language);
    await chooser.setFiles({ name: 'IMG_20261128_0930.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByText('IMG_20261128_0930.jpg').waitFor();
    await dialog.getByRole('button', { name: words.send, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const stored = await storedReceipt(id);
    const picture = await pictureMetadata(stored.bytes);
    expect([stored.name, stored.type, picture.format]).toEqual(['IMG_20261128_0930.jpg', 'image/jpeg', 'jpeg']);
    // Upright: the sideways 4000×3000 is a portrait, its longest side 2000.
    expect([picture.width, picture.height]).toEqual([1500, 2000]);
    expect(picture.exif).toBeUndefined();
    expect(stored.bytes.length).toBeLessThan(photo.length / 5);
    await context.close();
  });
});

describe('a photo sent while it is still being made small, in fr', () => {
  it('goes with the application: Send waits for it instead of applying without a receipt', async () => {
    const photo = await phonePhotoOf(4000, 3000);
    const { id, context, dialog, chooser } = await cameraOnApply('fr');
    await chooser.setFiles({ name: 'IMG_20261129_0815.jpg', mimeType: 'image/jpeg', buffer: photo });
    // At once: the zone still says it prepares the photo, and this free scholarship's receipt is optional.
    await dialog.getByRole('button', { name: WORDS.fr.send, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const stored = await storedReceipt(id);
    expect([stored.name, stored.type, (await pictureMetadata(stored.bytes)).width]).toEqual(['IMG_20261129_0815.jpg', 'image/jpeg', 1500]);
    await context.close();
  });
});

describe.each(['fr', 'ar'] as const)('a receipt of several pages in %s', (language) => {
  const words = WORDS[language];

  it('is two photos and a PDF joined in the browser, in the order shown, into one PDF', async () => {
    const { id, context, dialog, chooser } = await cameraOnApply(language);
    // The first held sideways (it turns upright), the second upright already.
    await chooser.setFiles({ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: await phonePhotoOf(1600, 1200) });
    await dialog.getByText('IMG_0412.jpg').waitFor();
    const secondPhoto = { name: 'IMG_0413.jpg', mimeType: 'image/jpeg', buffer: await pictureOf(1200, 1600) };
    await chooseDocument(dialog.getByRole('button', { name: `${words.anotherPage} ${words.receipt}` }), secondPhoto);
    await dialog.getByText(secondPhoto.name).waitFor();
    await chooseDocument(dialog.getByRole('button', { name: `${words.addPage} ${words.receipt}` }), RECEIPT_PDF);
    await dialog.getByText(RECEIPT_PDF.name).waitFor();

    expect(await dialog.getByRole('listitem').allTextContents()).toEqual(
      ['IMG_0412.jpg', 'IMG_0413.jpg', RECEIPT_PDF.name].map((name) => expect.stringContaining(name)),
    );
    await dialog.getByText(words.onePdf).waitFor();
    await dialog.getByRole('button', { name: words.send, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const stored = await storedReceipt(id);
    expect([stored.name, stored.type]).toEqual(['IMG_0412.pdf', 'application/pdf']);
    const { pages, images } = await pdfFacts(stored.bytes);
    // Two A4 pages, each a photo upright as a JPEG the browser made, then the PDF's own page.
    expect(pages).toEqual([{ width: 595, height: 842 }, { width: 595, height: 842 }, (await pdfFacts(RECEIPT_PDF.buffer)).pages[0]]);
    expect(images).toEqual([
      { page: 1, width: 1200, height: 1600, encoding: 'jpeg' },
      { page: 2, width: 1200, height: 1600, encoding: 'jpeg' },
    ]);
    await context.close();
  });
});

describe.each(['fr', 'ar'] as const)('an upload on a slow line in %s', (language) => {
  const words = WORDS[language];

  it('shows its progress and can be cancelled, creating nothing; sent again, it arrives whole', async () => {
    const statement = await scannedPdfOf(400);
    const { id, context, page, dialog } = await applyDialogOnPhone(language);
    const throttle = await uploadThrottle(page);
    await chooseDocument(receiptZone(dialog, language), statement);
    await dialog.getByText(statement.name).waitFor();
    // About ten seconds for the statement's 480 KB.
    await throttle(48_000);
    await dialog.getByRole('button', { name: words.send, exact: true }).click();

    const bar = dialog.getByRole('progressbar', { name: words.sending, exact: true });
    await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 10_000 }).toBeGreaterThan(0);
    const figures = await dialog.getByText(new RegExp(`%.* · .+ ${words.of} `)).textContent();
    expect(figures).toMatch(new RegExp(`^[\\d\\s\u200e%]+ · [\\d,.]+ \\S+ ${words.of} [\\d,.]+ \\S+$`));
    await dialog.getByRole('button', { name: words.cancelSending }).click();

    await dialog.getByRole('status').filter({ hasText: words.cancelled }).waitFor();
    expect(await applicationsTo(id)).toBe(0);
    expect(await bar.count()).toBe(0);
    await dialog.getByText(statement.name).waitFor();

    // Sent again at full speed, it is a first application: the cancelled one never was one.
    await throttle(null);
    await dialog.getByRole('button', { name: words.send, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await storedReceipt(id)).bytes.equals(statement.buffer)).toBe(true);
    expect(await applicationsTo(id)).toBe(1);
    await context.close();
  });

  it('goes on by itself when the connection drops mid-way, and arrives whole, once', async () => {
    const relay = await startCuttingProxy(platform.webUrl);
    const statement = await scannedPdfOf(300);
    const { id, context, page, dialog } = await applyDialogOnPhone(language, relay.url);
    const throttle = await uploadThrottle(page);
    await chooseDocument(receiptZone(dialog, language), statement);
    await dialog.getByText(statement.name).waitFor();
    await throttle(60_000);
    // Chromium itself sends a request again when a connection it reused drops before the answer (twice
    // at most, usually): every upload is cut until the page has seen a cut, whatever Chromium retried.
    relay.cutUploads(Number.POSITIVE_INFINITY, 100_000);
    await dialog.getByRole('button', { name: words.send, exact: true }).click();

    await dialog.getByRole('status').filter({ hasText: words.reconnecting }).waitFor();
    relay.cutUploads(0, 0);
    await dialog.waitFor({ state: 'detached', timeout: 60_000 });
    expect(relay.cuts).toBeGreaterThan(0);
    expect((await storedReceipt(id)).bytes.equals(statement.buffer)).toBe(true);
    expect(await applicationsTo(id)).toBe(1);
    await context.close();
    await relay.close();
  });
});

describe('a receipt from a computer', () => {
  it('is chosen or dropped as before: no camera button where a mouse points', async () => {
    const { id } = await createScholarship(platform.api);
    const { context, page } = await openSession(browser, platform.webUrl, 'fr', DESKTOP_VIEWPORT);
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/bourses');

    await page.goto(`/postuler/${id}`);
    const dialog = page.getByRole('dialog', { name: WORDS.fr.applyDialog });
    await dialog.getByRole('button', { name: /Reçu de paiement/ }).waitFor();

    expect(await dialog.getByText(WORDS.fr.takePhoto).isVisible()).toBe(false);
    await context.close();
  });
});
