import type { RequestHandler } from 'express';
import { bffMessage } from '../i18n/bff-messages.ts';
import { currentLanguage } from '../i18n/request-language.ts';

/**
 * Apollo's CSRF rule, applied before the multipart body is read: a browser can post a form to
 * another site without a preflight, so a multipart request must carry a header that a simple
 * form cannot set. Apollo checks again after parsing; this only spares reading the files.
 */
export const csrfGuard: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) return next();
  if (req.get('apollo-require-preflight') || req.get('x-apollo-operation-name')) return next();
  res.status(400).json({
    errors: [{ message: bffMessage('CSRF_BLOCKED', currentLanguage()), extensions: { code: 'BAD_REQUEST' } }],
  });
};
