import type { Locator, Page, Route } from 'playwright-core';
import { chooseDocument, chosenName, type StudentDocument } from './documents.ts';

// A conversation panel (issue 31) as its reader drives it: the composer's field and buttons, and the
// messages shown, each found by the words it holds.

/** The words the panel shows, in the page's language. */
export interface ConversationWords {
  yourMessage: string;
  attachFiles: string;
  send: string;
}

/** The messages of a panel holding `text` (a body, an author, a file name). */
export const messageHolding = (panel: Locator, text: string): Locator =>
  panel.getByTestId('message').filter({ hasText: text });

/**
 * Writes `body` in the composer (after whatever is there), attaches `documents` through the file
 * chooser the attach button opens, and sends; resolves with the message once the panel shows it.
 */
export async function sendMessage(
  panel: Locator,
  words: ConversationWords,
  body: string,
  documents: readonly StudentDocument[] = [],
): Promise<Locator> {
  const field = panel.getByRole('textbox', { name: words.yourMessage });
  if (body) await field.fill(body);
  if (documents.length > 0) {
    // The button, not the hidden file input it clicks (which carries the same name).
    const attach = panel.getByRole('button', { name: words.attachFiles, exact: true }).and(panel.page().locator('button'));
    await chooseDocument(attach, ...documents);
    for (const document of documents) await panel.getByText(chosenName(document), { exact: true }).first().waitFor();
  }
  // Oldest first: the one sent is the next after those shown now.
  const shown = await panel.getByTestId('message').count();
  await panel.getByRole('button', { name: words.send, exact: true }).click();
  const message = panel.getByTestId('message').nth(shown);
  await message.waitFor();
  return message;
}

/** What the bff answered for a file: its status, type and bytes, as the browser received them. */
export interface FileAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

const ATTACHMENT_PATH = /\/conversations\/[^/]+\/attachments\/[^/]+$/;

/**
 * Clicks an attachment of a message and answers what the bff sent for it. The request goes through
 * untouched; it is read on the way (playwright's own response body is empty for a fetch the page
 * turns into a blob).
 */
export async function openAttachment(page: Page, message: Locator, fileName: string): Promise<FileAnswer> {
  const answered = Promise.withResolvers<FileAnswer>();
  const handler = async (route: Route) => {
    const response = await route.fetch();
    answered.resolve({ status: response.status(), contentType: response.headers()['content-type'] ?? '', body: await response.body() });
    await route.fulfill({ response });
  };
  await page.route(ATTACHMENT_PATH, handler);
  // A PDF or a picture opens in a tab of its own: closed once read, so that Chromium's viewer loading
  // there never keeps the page under test from settling (inspectPage waits for an idle network).
  const shown = page.waitForEvent('popup', { timeout: 5_000 }).catch(() => null);
  try {
    await message.getByRole('button', { name: fileName }).click();
    return await answered.promise;
  } finally {
    await page.unroute(ATTACHMENT_PATH, handler);
    await (await shown)?.close();
  }
}
