import type { ErrorRequestHandler } from 'express';
import { bffMessage, type BffMessageKey } from '../i18n/bff-messages.ts';
import { currentLanguage } from '../i18n/request-language.ts';

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/** Failures while reading a /graphql body (multipart or JSON) as a GraphQL error answer, never a stack. */
export const graphqlBodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const status = statusOf(error);
  if (status === undefined || status >= 500 || res.headersSent) return next(error);
  const text = error instanceof Error ? error.message : '';
  const fromBodyParser = typeof error === 'object' && error !== null && 'type' in error && String(error.type).startsWith('entity.');
  const key: BffMessageKey = fromBodyParser
    ? 'INVALID_REQUEST_BODY'
    : /max file uploads/i.test(text)
    ? 'TOO_MANY_FILES'
    : /byte size limit/i.test(text) && !/field value/i.test(text)
      ? 'FILE_TOO_LARGE'
      : 'INVALID_UPLOAD';
  res.status(status).json({ errors: [{ message: bffMessage(key, currentLanguage()), extensions: { code: 'BAD_USER_INPUT' } }] });
};
