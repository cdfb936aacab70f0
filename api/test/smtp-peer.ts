import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  recipients: string[];
  raw: string;
}

export interface SmtpPeer {
  port: number;
  /** Every message accepted so far, oldest first. */
  received: ReceivedMail[];
  /** The first message for this address, waiting for it when none came yet. */
  mailTo(address: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP peer on `port` (a free one by default) that keeps every message it accepts; a test
 * closes it and starts another on the same port to play an SMTP server that went down and came back.
 */
export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  let waiting: (() => void)[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        const woken = waiting;
        waiting = [];
        woken.forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('The SMTP peer has no TCP port');
  return {
    port: address.port,
    received,
    async mailTo(recipient) {
      for (;;) {
        const mail = received.find((candidate) => candidate.recipients.includes(recipient));
        if (mail) return mail;
        await new Promise<void>((wake) => waiting.push(wake));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text/plain part of a raw MIME message (quoted-printable or base64, as nodemailer chose). */
export function plainText(raw: string): string {
  return decodedPart(raw, 'plain');
}

/** The decoded text/html part of a raw MIME message. */
export function htmlText(raw: string): string {
  return decodedPart(raw, 'html');
}

function decodedPart(raw: string, subtype: 'plain' | 'html'): string {
  const part =
    raw.split(/\r?\n--/).find((candidate) => new RegExp(`content-type:\\s*text/${subtype}`, 'i').test(candidate)) ?? raw;
  const [headers = '', ...bodyLines] = part.split(/\r?\n\r?\n/);
  const body = bodyLines.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The subject line as sent (RFC 2047 encoded words decoded). */
export function subjectOf(raw: string): string {
  const header = /^subject:(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_whole, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}

/** A header's value as sent, unfolded (RFC 5322: a line break before white space continues the line). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const escaped = name.replace(/[-]/g, '\\-');
  const value = new RegExp(`^${escaped}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)?.[1];
  return value?.replace(/\r?\n(?=[ \t])/g, '').trim();
}
