import { access } from 'node:fs/promises';
import { chromiumPath } from '@bourses/common/chromium-path';

/** The one CHROME_PATH (Lighthouse's own variable) names, else the tests' (CHROMIUM_PATH, else Debian's). */
const CHROMIUM_PATH = process.env.CHROME_PATH || chromiumPath();

/** Fails with what to do when there is no Chromium to drive. */
export async function requireChromium(): Promise<string> {
  await access(CHROMIUM_PATH).catch(() => {
    throw new Error(`no Chromium at ${CHROMIUM_PATH}: install it (apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary`);
  });
  return CHROMIUM_PATH;
}
