import { access } from 'node:fs/promises';

/** Debian's Chromium, or the one CHROME_PATH (Lighthouse's own variable) or CHROMIUM_PATH names. */
const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Fails with what to do when there is no Chromium to drive. */
export async function requireChromium(): Promise<string> {
  await access(CHROMIUM_PATH).catch(() => {
    throw new Error(`no Chromium at ${CHROMIUM_PATH}: install it (apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary`);
  });
  return CHROMIUM_PATH;
}
