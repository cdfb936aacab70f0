import type { IncomingMessage } from 'node:http';

/** The largest JSON body /graphql reads, whoever reads it (the answer replay or express.json). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * A body that could not be read or parsed, named as body-parser names its own (`status`, `type`):
 * the GraphQL route answers it as it answers express.json's (graphql-body-errors.ts).
 */
export class JsonBodyError extends Error {
  readonly status: number;
  readonly type: string;

  constructor(status: number, type: string, message: string) {
    super(message);
    this.status = status;
    this.type = type;
  }
}

export type JsonBodyRead = { raw: Buffer } | { error: JsonBodyError };

/**
 * Reads a request's whole body as body-parser does: one over the limit is refused (its Content-Length
 * at once) and still read to its end, so that the caller can read the answer; a caller who hangs up
 * is an error, never an exception. `done` is called once.
 */
export function readJsonBody(req: IncomingMessage, done: (read: JsonBodyRead) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = Number(req.headers['content-length']) > JSON_BODY_LIMIT_BYTES;
  let settled = false;
  const settle = (read: JsonBodyRead) => {
    if (settled) return;
    settled = true;
    done(read);
  };
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    tooLarge ||= size > JSON_BODY_LIMIT_BYTES;
    if (!tooLarge) chunks.push(chunk);
  });
  req.on('end', () => {
    if (tooLarge) settle({ error: new JsonBodyError(413, 'entity.too.large', 'request entity too large') });
    else settle({ raw: chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks) });
  });
  const aborted = () => settle({ error: new JsonBodyError(400, 'request.aborted', 'request aborted') });
  req.on('error', aborted);
  req.on('close', () => {
    if (!req.complete) aborted();
  });
}

// JSON is UTF-8; a byte-order mark is dropped, as body-parser's decoder drops it.
const utf8 = new TextDecoder('utf-8');
const FIRST_NON_WHITESPACE = /^[ \t\n\r]*([^ \t\n\r])/;

/** express.json's strict parse: an empty body is `{}`, anything but an object or an array is refused. */
export function parseJsonBody(raw: Buffer): { value: unknown } | { error: JsonBodyError } {
  const text = utf8.decode(raw);
  if (text.length === 0) return { value: {} };
  const first = FIRST_NON_WHITESPACE.exec(text)?.[1];
  if (first !== '{' && first !== '[') return { error: new JsonBodyError(400, 'entity.parse.failed', 'not a JSON object or array') };
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: new JsonBodyError(400, 'entity.parse.failed', error instanceof Error ? error.message : 'invalid JSON') };
  }
}
