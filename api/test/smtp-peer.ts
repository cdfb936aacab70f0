import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  recipients: string[];
  raw: string;
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/** A real SMTP peer on a free port (or on `port`, to come back where it was) that keeps every message it accepts. */
export async function startSmtpPeer(port = 0) {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        waiting.splice(0).forEach((resolve) => resolve(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('The SMTP peer has no TCP port');
  return {
    port: address.port,
    /** The next (or an already received) message for this address. */
    async mailTo(address: string): Promise<ReceivedMail> {
      const already = received.find((mail) => mail.recipients.includes(address));
      if (already) return already;
      const next = await new Promise<ReceivedMail>((resolve) => waiting.push(resolve));
      return next.recipients.includes(address) ? next : this.mailTo(address);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text/plain part of a raw MIME message (quoted-printable or base64, as nodemailer chose). */
export function plainText(raw: string): string {
  const part =
    raw.split(/\r?\n--/).find((candidate) => /content-type:\s*text\/plain/i.test(candidate)) ?? raw;
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
