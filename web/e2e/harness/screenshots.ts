import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Kept as test artefacts (gitignored), one folder per language: `fr/landing.png`, `ar/landing.png`. */
const SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '../../test-artifacts/screenshots');

/** The whole page, or only the viewport while a dialog or drawer is open (a fixed layer over a long page looks cut). */
export async function saveScreenshot(page: Page, folder: string, name: string): Promise<string> {
  const file = path.join(SCREENSHOTS_DIR, folder, `${name}.png`);
  await mkdir(path.dirname(file), { recursive: true });
  const overlayOpen = (await page.getByRole('dialog').count()) > 0;
  await page.screenshot({ path: file, fullPage: !overlayOpen, animations: 'disabled' });
  return file;
}
