import type { Language } from '@bourses/common/languages';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { blockingViolations } from './accessibility.ts';
import { saveScreenshot } from './screenshots.ts';
import { waitForQuietNetwork } from './quiet-network.ts';

/** How far the page reaches past the window's right or left edge, in CSS pixels (0: no sideways scroll). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

/**
 * Waits for the page to settle, then checks language, direction, that nothing scrolls sideways and
 * that axe finds nothing serious or critical; keeps a screenshot under `folder`.
 */
export async function inspectPage(page: Page, language: Language, name: string, folder: string = language): Promise<void> {
  await waitForQuietNetwork(page);
  await page.locator('h1, [role="dialog"]').first().waitFor();
  const html = page.locator('html');
  expect.soft(await html.getAttribute('lang'), `${name}: lang`).toBe(language);
  expect.soft(await html.getAttribute('dir'), `${name}: dir`).toBe(language === 'ar' ? 'rtl' : 'ltr');
  expect.soft(await sidewaysOverflow(page), `${name} (${language}): sideways scroll`).toBe(0);
  expect.soft(await blockingViolations(page), `${name} (${language}): serious or critical axe findings`).toEqual([]);
  await saveScreenshot(page, folder, name);
}
