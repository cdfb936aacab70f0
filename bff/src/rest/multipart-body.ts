import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** A file part whose bytes are read from a stream as they arrive, never held whole. */
export interface StreamedFile {
  stream: Readable;
  filename: string;
  mimetype: string;
  /** The most bytes this upload may have (a receipt 5 MB, a bank statement 20 MB), and what saying so answers. */
  limit?: UploadLimit;
}

/** A file's size limit and the message code of a file past it. */
export interface UploadLimit {
  maxBytes: number;
  tooLarge: 'FILE_TOO_LARGE' | 'STATEMENT_TOO_LARGE';
}

/**
 * A file is given as a promise: in a GraphQL multipart request the second file is only reached
 * once the first has been read, so waiting for both before sending would wait forever.
 */
export type MultipartPart = { name: string; value: string } | { name: string; file: Promise<StreamedFile> };

/** Raised when an uploaded file passed its limit, or stopped at the request's (busboy truncates rather than fails). */
export class UploadTooLargeError extends Error {
  readonly code: UploadLimit['tooLarge'];
  constructor(code: UploadLimit['tooLarge'] = 'FILE_TOO_LARGE') {
    super(code);
    this.code = code;
  }
}

/** Raised when an upload could not be read (missing file, caller gone). */
export class UploadFailedError extends Error {}

const CRLF = '\r\n';
// Quotes and line breaks would end the header early: percent-encode them as browsers do.
const quoted = (value: string) => value.replace(/[\r\n"]/g, (c) => encodeURIComponent(c));

/**
 * A multipart/form-data body built as a stream: text fields first, then each file in the order
 * the caller's upload delivers them, its chunks passed on as they come, so a 5 MB receipt never
 * sits whole in the bff's memory.
 */
export function multipartBody(
  parts: readonly MultipartPart[],
  /** Called as each chunk goes on: the caller's upload is still moving. */
  onChunk: () => void = () => undefined,
): { body: Readable; contentType: string; sent(): boolean; release(): void } {
  const boundary = `----bourses-bff-${randomBytes(12).toString('hex')}`;
  const opened: Readable[] = [];

  async function* fileChunks(name: string, file: StreamedFile): AsyncGenerator<Buffer> {
    const { stream, filename, mimetype, limit } = file;
    opened.push(stream);
    yield Buffer.from(
      `--${boundary}${CRLF}Content-Disposition: form-data; name="${quoted(name)}"; filename="${quoted(filename)}"${CRLF}` +
        `Content-Type: ${mimetype || 'application/octet-stream'}${CRLF}${CRLF}`,
    );
    let truncated = false;
    stream.once('limit', () => {
      truncated = true;
    });
    let received = 0;
    try {
      // Not destroyed when we stop early: release() drains it so that the caller's request can finish.
      for await (const chunk of stream.iterator({ destroyOnReturn: false })) {
        onChunk();
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        received += bytes.length;
        if (limit && received > limit.maxBytes) {
          truncated = true;
          break;
        }
        yield bytes;
      }
    } catch (error) {
      throw new UploadFailedError('upload stream failed', { cause: error });
    }
    if (truncated || ('truncated' in stream && stream.truncated === true)) throw new UploadTooLargeError(limit?.tooLarge);
    yield Buffer.from(CRLF);
  }

  async function* chunks(): AsyncGenerator<Buffer> {
    for (const part of parts) {
      if ('value' in part) {
        yield Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="${quoted(part.name)}"${CRLF}${CRLF}${part.value}${CRLF}`);
      }
    }
    const pending = new Map<number, Promise<{ index: number; file: StreamedFile }>>();
    parts.forEach((part, index) => {
      if ('file' in part) pending.set(index, part.file.then((file) => ({ index, file })));
    });
    while (pending.size > 0) {
      let next: { index: number; file: StreamedFile };
      try {
        next = await Promise.race(pending.values());
      } catch (error) {
        throw new UploadFailedError('upload missing', { cause: error });
      }
      pending.delete(next.index);
      yield* fileChunks(parts[next.index]?.name ?? 'file', next.file);
    }
    yield Buffer.from(`--${boundary}--${CRLF}`);
  }

  const body = Readable.from(chunks());
  let whole = false;
  body.once('end', () => {
    whole = true;
  });
  return {
    body,
    contentType: `multipart/form-data; boundary=${boundary}`,
    /** Whether every byte of the body has gone to the api. */
    sent: () => whole,
    // Once the api has answered (or failed), what is left of the uploads is read and dropped.
    release() {
      body.destroy();
      for (const stream of opened) if (!stream.destroyed) stream.resume();
    },
  };
}
