import type { Locator, Page, Response } from 'playwright-core';
import { chooseDocument, type StudentDocument } from './documents.ts';

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
    await chooseDocument(panel.getByRole('button', { name: words.attachFiles, exact: true }), ...documents);
    for (const document of documents) await panel.getByText(document.name, { exact: true }).first().waitFor();
  }
  const written = await field.inputValue();
  await panel.getByRole('button', { name: words.send, exact: true }).click();
  const firstLine = written.trim().split('\n')[0] ?? '';
  const message = messageHolding(panel, firstLine).last();
  await message.waitFor();
  return message;
}

/** Clicks an attachment of a message and answers the bff's response carrying its bytes. */
export async function openAttachment(page: Page, message: Locator, fileName: string): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => /\/conversations\/[^/]+\/attachments\/[^/]+$/.test(new URL(answer.url()).pathname)),
    message.getByRole('button', { name: fileName }).click(),
  ]);
  return response;
}
