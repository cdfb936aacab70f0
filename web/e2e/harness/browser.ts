import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '@bourses/common/chromium-flags';
import { chromiumPath } from '@bourses/common/chromium-path';
import type { Language } from '@bourses/common/languages';
import { trackRequests } from './quiet-network.ts';

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
export const PHONE_VIEWPORT = { width: 390, height: 844 };
/** A phone's input: a finger rather than a mouse (with PHONE_VIEWPORT, `openSession`'s options). */
export const PHONE_TOUCH = { hasTouch: true, isMobile: true };
/** The wide screen issue 13 and 14 were tried on. */
export const WIDE_VIEWPORT = { width: 1440, height: 900 };

const LOCALES: Record<Language, string> = { fr: 'fr-MA', ar: 'ar-MA', en: 'en-GB' };

/** The browsers this test file launched and has not closed: a failing test reports their pages (failure-report.ts). */
export const openBrowsers = new Set<Browser>();

/**
 * Chromium with a fresh, throw-away profile (playwright makes one per launch). The suite never
 * downloads a browser: `npm test` installs Debian's first (scripts/ensure-test-programs.ts).
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
}

/**
 * A new context (its own storage: nobody signed in) whose interface language is chosen before the
 * first page loads, as a returning visitor's stored choice would.
 */
export async function openSession(
  browser: Browser,
  baseURL: string,
  language: Language = 'fr',
  viewport = DESKTOP_VIEWPORT,
  options: Pick<BrowserContextOptions, 'timezoneId' | 'hasTouch' | 'isMobile'> = {},
): Promise<BrowserSession> {
  const context = await browser.newContext({ baseURL, viewport, locale: LOCALES[language], ...options });
  // Browser-side code as text: the e2e files compile with Node's types, not the DOM's.
  await context.addInitScript({
    content: `if (!localStorage.getItem('language')) localStorage.setItem('language', ${JSON.stringify(language)});`,
  });
  context.setDefaultTimeout(15_000);
  trackRequests(context);
  const page = await context.newPage();
  return { context, page };
}
