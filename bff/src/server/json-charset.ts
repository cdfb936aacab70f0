import type { RequestHandler } from 'express';
import { bffMessage } from '../i18n/bff-messages.ts';
import { currentLanguage } from '../i18n/request-language.ts';

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/**
 * JSON is UTF-8 (RFC 8259): a body declared latin1 or utf-32 is refused with 415 before it is read,
 * rather than decoded into something the caller did not mean.
 */
export const utf8JsonOnly: RequestHandler = (req, res, next) => {
  const charset = CHARSET.exec(req.get('content-type') ?? '')?.[1];
  if (charset === undefined || !req.is('application/json') || /^utf-?8$/i.test(charset)) return next();
  res.status(415).json({
    errors: [
      {
        message: bffMessage('UNSUPPORTED_CHARSET', currentLanguage()),
        extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' },
      },
    ],
  });
};
