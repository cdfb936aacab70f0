// A phone's photo sent on a phone's network (issue 27): Chromium at 390×844 with a touch screen,
// 150 ms of latency, 1.6 Mbit/s down and 750 kbit/s up, applies to a scholarship with a 4000×3000
// photo of a receipt of about 5 MB, then of about 9 MB. Printed: the bytes the upload sent and the
// seconds from pressing Send to the application's Pending.
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '@bourses/common/chromium-flags';
import { phonePhotoOf } from '../api/test/factories/pictures.ts';
import { signIn } from '../web/e2e/harness/sign-in.ts';
import { requireChromium } from './chromium.ts';
import { scholarshipsOpenTo, signInDemoStudent } from './graphql-operations.ts';
import { startPlatform } from './platform.ts';
import { progress, type Figure } from './report.ts';

const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const GOAL = { bytes: 800 * 1000, seconds: 12 };
// JPEG qualities that make the grainy 4000×3000 test photo weigh about 5 and about 9 MB.
const PHOTOS = [
  { quality: 87, name: 'IMG_5MB.jpg' },
  { quality: 98, name: 'IMG_9MB.jpg' },
];
// The demo student, approved (README).
const STUDENT = { email: 'etudiant@bourses.ma', password: 'Student123!' };

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1000)} KB`;

/** Applies with the photo through the apply dialog; answers the upload's bytes and the seconds to Pending. */
async function applyWith(page: Page, scholarshipId: string, photo: { name: string; buffer: Buffer }) {
  await page.goto(`/postuler/${scholarshipId}`);
  const dialog = page.getByRole('dialog', { name: 'Postuler à la bourse' });
  const zone = dialog.getByRole('button', { name: /Reçu de paiement/ }).first();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), zone.click()]);
  await chooser.setFiles({ name: photo.name, mimeType: 'image/jpeg', buffer: photo.buffer });
  await dialog.getByText(photo.name).waitFor({ timeout: 60_000 });
  const started = performance.now();
  await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: 180_000 });
  await page.getByRole('button', { name: 'En attente', exact: true }).waitFor({ timeout: 60_000 });
  const seconds = (performance.now() - started) / 1000;
  const sent = Number(await page.evaluate('window.uploadedBytes'));
  return { sent, seconds };
}

export async function phoneUpload(): Promise<Figure[]> {
  const executablePath = await requireChromium();
  const platform = await startPlatform();
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      baseURL: platform.webUrl,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      locale: 'fr-FR',
    });
    await context.addInitScript({ content: `localStorage.setItem('language', 'fr');` });
    // The uploads' bytes as the page hands them to XMLHttpRequest (the upload transport): the multipart
    // body's parts (a few hundred bytes of boundaries aside). Chromium's network log does not see
    // inside a body made of files.
    await context.addInitScript({
      content: `window.uploadedBytes = 0;
        const pageSend = XMLHttpRequest.prototype.send;
        XMLHttpRequest.prototype.send = function (body) {
          if (body instanceof FormData)
            for (const [, part] of body) window.uploadedBytes += typeof part === 'string' ? new Blob([part]).size : part.size;
          return pageSend.call(this, body);
        };`,
    });
    const page = await context.newPage();
    await signIn(page, STUDENT.email, STUDENT.password);
    await page.waitForURL((url) => url.pathname === '/bourses');
    const ids = await scholarshipsOpenTo(platform.webUrl, await signInDemoStudent(platform.webUrl));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    const figures: Figure[] = [];
    for (const [index, { quality, name }] of PHOTOS.entries()) {
      const scholarshipId = ids[index];
      if (!scholarshipId) throw new Error('the demo student has no open scholarship left to apply to');
      const buffer = await phonePhotoOf(4000, 3000, quality);
      progress(`phone upload: a ${megabytes(buffer.length)} photo, 750 kbit/s up`);
      const { sent, seconds } = await applyWith(page, scholarshipId, { name, buffer });
      figures.push({
        figure: `phone upload: 4000×3000 photo of ${megabytes(buffer.length)}, sent at 750 kbit/s (150 ms)`,
        value: `${kilobytes(sent)} sent, ${seconds.toFixed(1)} s to Pending`,
        goal: `≤ ${kilobytes(GOAL.bytes)}, ≤ ${GOAL.seconds} s`,
        met: sent > 0 && sent <= GOAL.bytes && seconds <= GOAL.seconds,
      });
    }
    return figures;
  } finally {
    await browser.close();
    await platform.stop();
  }
}
