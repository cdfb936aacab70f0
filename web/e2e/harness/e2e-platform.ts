import { existsSync } from 'node:fs';
import path from 'node:path';
import { startTestApi, type OutboxMail, type TestApi } from '@bourses/api/test/test-api';
import { startTestBff, type TestBff } from '@bourses/bff/test/test-platform';

/**
 * The production build `npm run test:e2e` makes first, in a folder of its own: a `web/dist`
 * rebuilt meanwhile (`npm start`, a colleague's build) would swap the chunks under a running test.
 * E2E_WEB_DIST_DIR points the suite at another build (e.g. `web/dist`).
 */
export const WEB_DIST_DIR = path.resolve(process.env.E2E_WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../test-artifacts/e2e-dist'));

export interface E2ePlatform {
  api: TestApi;
  bff: TestBff;
  /** Where the browser goes: the bff, serving the web build and /graphql from one address. */
  webUrl: string;
  /** The newest mail sent to `to`, waiting for it (mails are written after the answer). */
  mailTo(to: string): Promise<OutboxMail>;
  close(): Promise<void>;
}

const MAIL_WAIT_MS = 10_000;

/**
 * The real api on a fresh in-memory PGlite database (mails written to its outbox folder, or sent to
 * `apiEnv.SMTP_URL`) and the real bff in front of it serving the web build, each on a free port, in
 * this process; `apiEnv.CMI_GATEWAY_URL` configures both.
 */
export async function startE2ePlatform(apiEnv: Record<string, string> = {}): Promise<E2ePlatform> {
  if (!existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
    throw new Error(`No web build in ${WEB_DIST_DIR}: run \`npm run test:e2e -w @bourses/web\` (it builds first).`);
  }
  const api = await startTestApi(apiEnv);
  // CMI's page is the api's setting and the bff's too: the pages' CSP lets "Pay by card" post its form there.
  const cmi: Record<string, string> = apiEnv.CMI_GATEWAY_URL ? { CMI_GATEWAY_URL: apiEnv.CMI_GATEWAY_URL } : {};
  const bff = await startTestBff(api.baseUrl, { SERVE_WEB_APP: 'true', WEB_DIST_DIR, BFF_API_KEY: api.bffApiKey, ...cmi });

  return {
    api,
    bff,
    webUrl: bff.url,
    async mailTo(to) {
      const deadline = Date.now() + MAIL_WAIT_MS;
      for (;;) {
        const mail = (await api.outbox()).filter((sent) => sent.to === to).at(-1);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${MAIL_WAIT_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      await bff.close();
      await api.close();
    },
  };
}

/** A link of a mail (built on PUBLIC_WEB_URL) moved to the platform under test, same path and query. */
export function onPlatform(platform: E2ePlatform, link: string): string {
  const { pathname, search } = new URL(link);
  return `${platform.webUrl}${pathname}${search}`;
}
