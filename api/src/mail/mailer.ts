import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logging/logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the message carries, logged in outbox mode so a developer can follow them. */
  links?: string[];
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer. */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text, html, headers }) {
      await transport.sendMail({ from, to, subject, text, html, headers });
    },
  };
}

/**
 * No SMTP configured: each message becomes a JSON file in the outbox folder, and its links are logged.
 * File names sort in the order the messages were sent, even within one millisecond.
 */
export function createOutboxMailer(folder: string, from: string, logger: Logger): Mailer {
  let sequence = 0;
  return {
    async send(message) {
      // Its mails carry sign-in and reset links: for the api's user only (docs/security.md, Data at rest).
      await mkdir(folder, { recursive: true, mode: 0o700 });
      sequence += 1;
      const sent = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${sent}-${String(sequence).padStart(9, '0')}-${randomBytes(4).toString('hex')}.json`;
      await writeFile(path.join(folder, name), JSON.stringify({ from, ...message, sentAt: new Date() }, null, 2), {
        mode: 0o600,
      });
      logger.info({ to: message.to, subject: message.subject, links: message.links ?? [] }, 'mail written to outbox');
    },
  };
}
