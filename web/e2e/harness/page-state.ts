import type { Locator, Page } from 'playwright-core';

/** Whether the element has the keyboard focus. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === element.ownerDocument.activeElement);
}

/** How far the page is scrolled down, in CSS pixels. */
export function scrollTop(page: Page): Promise<number> {
  return page.evaluate<number>('window.scrollY');
}

/**
 * Waits until React has taken the page over: the header's menu button is enabled only once the
 * prerendered HTML is hydrated (useHydrated), and a pointer or a tap before that would be lost.
 */
async function waitForHydration(page: Page): Promise<void> {
  await page.locator('header button[aria-expanded]:not([disabled])').first().waitFor({ state: 'attached' });
}

/** Waits until nothing on the page is loading (no `aria-busy` region), so that no layout moves under the pointer. */
export async function waitUntilSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  // A locator, not a browser-side function: the e2e files compile with Node's types, not the DOM's
  // (and the app's CSP refuses a function passed as text).
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
}

/**
 * Opens `path` and waits until React has taken it over: a prerendered page shows its controls
 * before its script runs, and a tap or a keystroke then would be lost (or, on a phone, is lost).
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
