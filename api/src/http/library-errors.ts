import multer from 'multer';
import type { MessageKey } from '../i18n/messages.ts';
import { AppError } from './app-error.ts';

const MULTER_KEYS: Record<string, { status: number; key: MessageKey }> = {
  LIMIT_FILE_SIZE: { status: 413, key: 'FILE_TOO_LARGE' },
  LIMIT_FIELD_VALUE: { status: 413, key: 'PAYLOAD_TOO_LARGE' },
  LIMIT_FIELD_COUNT: { status: 413, key: 'PAYLOAD_TOO_LARGE' },
  LIMIT_PART_COUNT: { status: 413, key: 'PAYLOAD_TOO_LARGE' },
  LIMIT_FILE_COUNT: { status: 400, key: 'UNEXPECTED_FILE' },
  LIMIT_UNEXPECTED_FILE: { status: 400, key: 'UNEXPECTED_FILE' },
};

// body-parser's error types (raw-body's too) that deserve their own message.
const BODY_PARSER_KEYS: Record<string, { status: number; key: MessageKey }> = {
  'entity.parse.failed': { status: 400, key: 'INVALID_JSON' },
  'entity.verify.failed': { status: 400, key: 'INVALID_JSON' },
  'entity.too.large': { status: 413, key: 'PAYLOAD_TOO_LARGE' },
  'charset.unsupported': { status: 415, key: 'UNSUPPORTED_CHARSET' },
  'encoding.unsupported': { status: 415, key: 'UNSUPPORTED_ENCODING' },
};

// busboy (under multer) throws plain errors: these messages are every one it has for a bad form.
const BUSBOY_MESSAGES =
  /^(Unexpected end of (form|file)|Malformed (part header|urlencoded form|content type)|Multipart: Boundary not found|Unsupported content type|Missing Content-Type)/;

function property(error: object, name: string): unknown {
  const value: unknown = Reflect.get(error, name);
  return value;
}

/**
 * A library's error as the coded answer it deserves, or null when it is a fault of ours. Anything
 * a library marks as the client's (a 4xx status it would expose) is answered as such, never as a 500.
 */
export function libraryError(error: unknown): AppError | null {
  if (error instanceof multer.MulterError) {
    const known = MULTER_KEYS[error.code] ?? { status: 400, key: 'INVALID_MULTIPART' as const };
    return new AppError(known.status, known.key, { params: { field: error.field ?? '' } });
  }
  if (typeof error !== 'object' || error === null) return null;
  const type = property(error, 'type');
  const known = typeof type === 'string' ? BODY_PARSER_KEYS[type] : undefined;
  if (known) return new AppError(known.status, known.key);
  // Express decodes every path parameter and throws a URIError (status 400) on bad percent-encoding.
  if (error instanceof URIError) return new AppError(400, 'INVALID_PATH');
  if (error instanceof Error && BUSBOY_MESSAGES.test(error.message))
    return new AppError(400, 'INVALID_MULTIPART');
  const status = property(error, 'status') ?? property(error, 'statusCode');
  if (typeof status === 'number' && status >= 400 && status < 500 && property(error, 'expose') !== false) {
    if (status === 413) return new AppError(413, 'PAYLOAD_TOO_LARGE');
    return new AppError(status, 'INVALID_REQUEST');
  }
  return null;
}
