import { buffer } from 'node:stream/consumers';
import { phonePhotoOf, pictureMetadata } from '@bourses/api/test/factories/pictures';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createUser, type TestUser } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import { UPLOAD_MAX_BYTES } from '@bourses/common/limits';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, launchChromium, openSession, PHONE_VIEWPORT } from './harness/browser.ts';
import { NEW_RECEIPT_JPEG } from './harness/documents.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { signIn } from './harness/sign-in.ts';

// Documents from a phone (issue 27): every upload of the student offers the camera beside the
// file picker, on a touch screen; a computer's form stays as it was.

const WORDS = {
  fr: { applyDialog: 'Postuler à la bourse', takePhoto: 'Prendre une photo', receipt: 'Reçu de paiement *', send: 'Envoyer', pending: 'En attente' },
  ar: { applyDialog: 'التقديم على المنحة', takePhoto: 'التقاط صورة', receipt: 'إيصال الدفع *', send: 'إرسال', pending: 'قيد الانتظار' },
} as const satisfies Partial<Record<Language, Record<string, string>>>;

/** A phone: its screen, and a finger rather than a mouse. */
const PHONE = { hasTouch: true, isMobile: true };

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

/**
 * The student on a phone, in the apply dialog of a new scholarship, having pressed "Take a photo":
 * the file chooser it opened, to take the photo with.
 */
async function cameraOnApply(language: keyof typeof WORDS) {
  const words = WORDS[language];
  const { id } = await createScholarship(platform.api);
  const { context, page } = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT, PHONE);
  await signIn(page, student.user.email, student.password);
  await page.waitForURL((url) => url.pathname === '/bourses');
  await page.goto(`/postuler/${id}`);
  const dialog = page.getByRole('dialog', { name: words.applyDialog });
  const camera = dialog.getByRole('button', { name: `${words.takePhoto} ${words.receipt}` });
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), camera.click()]);
  return { id, context, page, dialog, chooser };
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
