import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach } from 'vitest';
import { openBrowsers } from './browser.ts';

// When a test fails, what each open page showed: its address and text in the log (CI keeps only
// the log), and a full-page screenshot under test-artifacts/failures. An error alert or a message
// the assertion did not look for is then there to read.
const FAILURES_DIR = path.join(import.meta.dirname, '../../test-artifacts/failures');
const TEXT_LIMIT = 3_000;

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  await mkdir(FAILURES_DIR, { recursive: true });
  const pages = [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  for (const [index, page] of pages.entries()) {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch((error: unknown) => `(unreadable: ${String(error)})`);
    const file = path.join(FAILURES_DIR, `${task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}-${index + 1}.png`);
    await page.screenshot({ path: file, fullPage: true, timeout: 5_000 }).catch(() => undefined);
    process.stderr.write(
      `\n--- page ${index + 1} of ${pages.length} when "${task.name}" failed: ${page.url()}\n${text.slice(0, TEXT_LIMIT)}\n--- screenshot: ${file}\n`,
    );
  }
});
