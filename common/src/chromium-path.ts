/** Where Debian's `chromium` package puts its browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium the web tests drive: the one `CHROMIUM_PATH` names, else Debian's. `npm test` makes
 * sure it is there first (scripts/ensure-test-programs.ts); the e2e harness launches it.
 */
export const chromiumPath = (env: NodeJS.ProcessEnv = process.env): string =>
  env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
