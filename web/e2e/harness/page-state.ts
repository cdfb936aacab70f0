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

/**
 * Rests the pointer on `target` until `shown` appears: when a late answer moves the layout (the
 * header's unread count), the control can slide from under a pointer already resting, which then
 * never enters it. A person moves the pointer again; so does this, three times at most.
 */
export async function hoverUntilShown(page: Page, target: Locator, shown: Locator): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.mouse.move(0, 0);
    await target.hover();
    try {
      await shown.waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
