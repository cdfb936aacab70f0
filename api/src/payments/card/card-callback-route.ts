import express, { Router } from 'express';
import type { AppContext } from '#api/context.ts';
import { clientAddress } from '#api/http/rate-limit.ts';
import { callbackFields } from './callback-fields.ts';
import { receiveCmiCallback } from './card-callback.ts';

// CMI's callback is a few hundred bytes and a few dozen fields; anything much larger is not CMI (413).
const CALLBACK_MAX_BYTES = '16kb';
const CALLBACK_MAX_FIELDS = 100;

/**
 * POST /api/payments/cmi/callback: CMI's server-to-server result of a card payment, as the bff
 * forwards it from the platform's public /payments/cmi/callback (form encoded, answered in plain
 * text). Mounted before authentication: its proof is the hash, signed with the store key.
 */
export function createCardCallbackRouter(context: AppContext): Router {
  const router = Router();
  const { cmi } = context.config;
  if (!cmi) return router;
  router.post(
    '/api/payments/cmi/callback',
    express.urlencoded({ extended: false, limit: CALLBACK_MAX_BYTES, parameterLimit: CALLBACK_MAX_FIELDS }),
    async (req, res) => {
      // Only a form is CMI's: another body (JSON, none) is not read as one.
      const fields = req.is('application/x-www-form-urlencoded') ? callbackFields(req.body) : null;
      const answer = await receiveCmiCallback(context, cmi, fields, clientAddress(req));
      res.type('text/plain').send(answer);
    },
  );
  return router;
}
