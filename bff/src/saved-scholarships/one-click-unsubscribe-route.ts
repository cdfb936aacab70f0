import { Router, type Request } from 'express';
import { GraphQLError } from 'graphql';
import { isLanguage } from '@bourses/common/languages';
import { bffMessage } from '../i18n/bff-messages.ts';
import { currentLanguage, runWithLanguage } from '../i18n/request-language.ts';
import type { RestClient } from '../rest/rest-client.ts';
import { createSavedScholarshipsClient } from './saved-scholarships-client.ts';

/** The api's refusal (an unknown token: 400) as this answer's status, or undefined for anything else. */
const refusedStatus = (error: unknown): number | undefined => {
  const status = error instanceof GraphQLError ? error.extensions.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
};

/**
 * POST /unsubscribe?token=…&lang=…: RFC 8058's one-click unsubscribe. A mail client showing a
 * reminder's List-Unsubscribe button posts `List-Unsubscribe=One-Click` to the address, with neither
 * cookies nor a session; its body says nothing more, so it is not read. The same address opened in a
 * browser (GET) is the web page, which does the same through GraphQL.
 */
export function createOneClickUnsubscribeRouter(restFor: (req: Request) => RestClient): Router {
  const router = Router();
  router.post('/unsubscribe', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const language = isLanguage(req.query.lang) ? req.query.lang : currentLanguage();
    await runWithLanguage(language, async () => {
      try {
        const { message } = await createSavedScholarshipsClient(restFor(req)).unsubscribe(token);
        res.type('text/plain').send(message ?? bffMessage('DONE', language));
      } catch (error) {
        const status = refusedStatus(error);
        if (status === undefined || !(error instanceof Error)) throw error;
        res.status(status).type('text/plain').send(error.message);
      }
    });
  });
  return router;
}
