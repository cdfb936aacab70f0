import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** A file part whose bytes are read from a stream as they arrive, never held whole. */
export interface StreamedFile {
  stream: Readable;
  filename: string;
  mimetype: string;
}

export type MultipartPart = { name: string; value: string } | { name: string; file: StreamedFile };

/** Raised when an uploaded file stream stopped at the size limit (busboy truncates rather than fails). */
export class UploadTooLargeError extends Error {}

const CRLF = '\r\n';
// Quotes and line breaks would end the header early: percent-encode them as browsers do.
const quoted = (value: string) => value.replace(/[\r\n"]/g, (c) => encodeURIComponent(c));

/**
 * A multipart/form-data body built as a stream: each file's chunks go to the api as they come
 * from the caller's upload, so a 5 MB receipt never sits in the bff's memory.
 */
export function multipartBody(parts: readonly MultipartPart[]): { body: Readable; contentType: string } {
  const boundary = `----bourses-bff-${randomBytes(12).toString('hex')}`;
  async function* chunks(): AsyncGenerator<Buffer> {
    for (const part of parts) {
      if ('value' in part) {
        yield Buffer.from(
          `--${boundary}${CRLF}Content-Disposition: form-data; name="${quoted(part.name)}"${CRLF}${CRLF}${part.value}${CRLF}`,
        );
        continue;
      }
      const { stream, filename, mimetype } = part.file;
      yield Buffer.from(
        `--${boundary}${CRLF}Content-Disposition: form-data; name="${quoted(part.name)}"; filename="${quoted(filename)}"${CRLF}` +
          `Content-Type: ${mimetype || 'application/octet-stream'}${CRLF}${CRLF}`,
      );
      let truncated = false;
      stream.once('limit', () => {
        truncated = true;
      });
      for await (const chunk of stream) {
        yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      }
      if (truncated || ('truncated' in stream && stream.truncated === true)) throw new UploadTooLargeError();
      yield Buffer.from(CRLF);
    }
    yield Buffer.from(`--${boundary}--${CRLF}`);
  }
  return { body: Readable.from(chunks()), contentType: `multipart/form-data; boundary=${boundary}` };
}
