import type { ErrorRequestHandler } from 'express';
import { bffMessage, type BffMessageKey } from '../i18n/bff-messages.ts';
import { currentLanguage } from '../i18n/request-language.ts';

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

function messageKeyOf(error: unknown): BffMessageKey {
  // body-parser names its failures: entity.* for the JSON itself, others for how it was sent (an unknown Content-Encoding).
  const bodyParserType =
    typeof error === 'object' && error !== null && 'type' in error ? String(error.type) : undefined;
  if (bodyParserType?.startsWith('entity.')) return 'INVALID_REQUEST_BODY';
  if (bodyParserType) return 'BAD_REQUEST';
  const text = error instanceof Error ? error.message : '';
  if (/max file uploads/i.test(text)) return 'TOO_MANY_FILES';
  if (/byte size limit/i.test(text) && !/field value/i.test(text)) return 'FILE_TOO_LARGE';
  return 'INVALID_UPLOAD';
}

/** Failures while reading a /graphql body (multipart or JSON) as a GraphQL error answer, never a stack. */
export const graphqlBodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const status = statusOf(error);
  if (status === undefined || status >= 500 || res.headersSent) return next(error);
  const key = messageKeyOf(error);
  res
    .status(status)
    .json({
      errors: [{ message: bffMessage(key, currentLanguage()), extensions: { code: 'BAD_USER_INPUT' } }],
    });
};
