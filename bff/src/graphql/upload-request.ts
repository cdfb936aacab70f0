import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { processRequest, type UploadOptions } from 'graphql-upload-minimal';

/** A multipart body that could not be read as a GraphQL upload request (a 4xx: the caller's fault). */
export class UploadRequestError extends Error {
  readonly status = 400;
  readonly expose = true;
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

const ignoreLaterErrors = () => undefined;

/**
 * graphql-upload-minimal listens once for its multipart parser's 'error', then destroys the parser,
 * which on a malformed or unfinished body ('Malformed part header', 'Unexpected end of form') emits a
 * second 'error' with no listener left: that ends the process. The first error still fails the
 * request through processRequest; the parser keeps a listener until it is gone.
 */
function keepListeningForParserErrors(request: IncomingMessage): void {
  const pipe = request.pipe.bind(request);
  request.pipe = <T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T => {
    destination.on('error', ignoreLaterErrors);
    return pipe(destination, options);
  };
}

async function processUploadRequest(
  request: IncomingMessage,
  response: ServerResponse,
  options?: UploadOptions,
) {
  keepListeningForParserErrors(request);
  try {
    return await processRequest(request, response, options);
  } catch (error) {
    // busboy's own errors (a bad header line, a body cut short) carry no status, and a body without an
    // `operations` part is a 500 of the library's: either way the body is at fault.
    const status = statusOf(error);
    if (status !== undefined && status < 500) throw error;
    throw new UploadRequestError('Invalid multipart body', { cause: error });
  }
}

/**
 * The GraphQL multipart request middleware: the operation in `req.body`, files streamed to the
 * resolvers. `maxFileSize` is the largest file accepted; busboy reports a file that reaches its
 * limit as too large, so it is given one byte more (as multer does for the api).
 */
export function graphqlUploads({ maxFileSize, maxFiles }: { maxFileSize: number; maxFiles: number }): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    processUploadRequest(req, res, { maxFileSize: maxFileSize + 1, maxFiles }).then((operation) => {
      req.body = operation;
      next();
    }, next);
  };
}
