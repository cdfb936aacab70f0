import Bowser from 'bowser';

/** What a session's list shows of the device: the browser and the system, e.g. 'Chrome 131' and 'Android 14'. */
export interface DeviceNames {
  browser: string | null;
  system: string | null;
}

// A header is the client's to write: only so much is parsed, and only so much is kept.
const MAX_USER_AGENT = 512;
const MAX_NAME = 60;

const named = (name: string | undefined, version: string | undefined) =>
  name ? [name, version].filter(Boolean).join(' ').slice(0, MAX_NAME) : null;

/** The browser (with its major version) and the system a User-Agent names, or nulls when it names none. */
export function deviceNames(userAgent: string | undefined): DeviceNames {
  const text = userAgent?.trim().slice(0, MAX_USER_AGENT);
  if (!text) return { browser: null, system: null };
  const parser = Bowser.getParser(text);
  const browser = parser.getBrowser();
  const os = parser.getOS();
  return {
    browser: named(browser.name, browser.version?.split('.')[0]),
    system: named(os.name, os.versionName ?? os.version),
  };
}
