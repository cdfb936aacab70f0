import { isCardOrderId } from '@bourses/common/card-order-id';
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import type { Logger } from '../../logging/logger.ts';
import type { RestClient } from '../../rest/rest-client.ts';

const FORM = 'application/x-www-form-urlencoded';
// CMI's posts are a few hundred bytes and a few dozen fields (the api allows the same for the callback).
const FORM_MAX_BYTES = '16kb';
const FORM_MAX_FIELDS = 100;
// CMI reads only these words: what it is answered when the api did not say.
const FAILURE = 'FAILURE';

const CALLBACK_PATH = '/payments/cmi/callback';
const RETURN_PATHS = ['/payments/cmi/ok', '/payments/cmi/fail'];
// Where a student lands when CMI's post names no order of ours.
const NO_ORDER_PAGE = '/applications';

const plainText = (res: express.Response, status: number, text: string) =>
  res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(text);

/** Only a form is CMI's: any other body is refused before anything is read or forwarded. */
const formOnly: RequestHandler = (req, res, next) => {
  if (req.is(FORM)) return next();
  plainText(res, 415, FAILURE);
};

/**
 * CMI's posts to the platform's public address (docs/payments.md, "Card payment (CMI)"), from CMI's
 * servers or CMI's page in the student's browser: cross-site form POSTs, without a session or a CSRF
 * header, which no other bff route accepts. Each takes a form and nothing else.
 * - POST /payments/cmi/callback: the server-to-server result, forwarded as it came to the api (with
 *   the bff's key and CMI's address), whose plain-text answer (ACTION=POSTAUTH, APPROVED, FAILURE)
 *   CMI receives as is.
 * - POST /payments/cmi/ok and /fail: the browser sent back with the result; the web's page cannot take
 *   a POST, so 303 to the same address with the order id alone. The page reads the attempt's state
 *   from the server, never from its address.
 */
export function createCmiRouter(restFor: (req: Request) => RestClient, logger: Logger): Router {
  const router = Router();

  router.post(CALLBACK_PATH, formOnly, express.raw({ type: FORM, limit: FORM_MAX_BYTES }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    try {
      const answer = await restFor(req).postForm('/api/payments/cmi/callback', body);
      const text = await answer.text();
      const plain = answer.headers.get('content-type')?.startsWith('text/plain') ?? false;
      if (answer.status < 500 && plain) return plainText(res, answer.status, text);
      logger.warn({ status: answer.status }, 'cmi callback: the api did not answer in plain text');
      // Answered FAILURE: CMI captures nothing it was not told to (ACTION=POSTAUTH).
      plainText(res, answer.status < 500 ? answer.status : 503, FAILURE);
    } catch (error) {
      if (!(error instanceof GraphQLError && error.extensions.code === 'UPSTREAM_UNAVAILABLE')) throw error;
      // The api is unreachable: FAILURE keeps CMI from capturing, and a 503 tells it to call again
      // later, when the same callback verifies the payment (the api answers a replay as the first).
      plainText(res, 503, FAILURE);
    }
  });
  // Only CMI posts here: a GET is no page, whatever the web's routes.
  router.all(CALLBACK_PATH, (_req, res) => {
    res.set('Allow', 'POST');
    plainText(res, 405, FAILURE);
  });

  router.post(
    RETURN_PATHS,
    formOnly,
    express.urlencoded({ type: FORM, extended: false, limit: FORM_MAX_BYTES, parameterLimit: FORM_MAX_FIELDS }),
    (req, res) => {
      const fields: unknown = req.body;
      const orderId = typeof fields === 'object' && fields !== null && 'oid' in fields ? fields.oid : undefined;
      const to = isCardOrderId(orderId) ? `${req.path}?order=${orderId}` : NO_ORDER_PAGE;
      res.set('Cache-Control', 'no-store').redirect(303, to);
    },
  );

  router.use(CALLBACK_PATH, cmiFormError);
  router.use(RETURN_PATHS, cmiFormError);
  return router;
}

/** A form too large or unreadable: its status (413, 400), answered in CMI's words, never a page of ours. */
const cmiFormError: ErrorRequestHandler = (error, _req, res, next) => {
  const status: unknown = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (typeof status !== 'number' || status < 400 || status >= 500) return next(error);
  plainText(res, status, FAILURE);
};
