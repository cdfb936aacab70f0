import { expressMiddleware } from '@as-integrations/express5';
import type { RequestListener } from 'node:http';
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import { STATEMENT_MAX_BYTES } from '@bourses/common/limits';
import { createGraphqlRateLimit } from '../abuse/graphql-rate-limit.ts';
import { createApplicationsClient } from '../applications/applications-client.ts';
import { createCorrectionsClient } from '../correspondence/corrections/corrections-client.ts';
import { createPaymentsClient } from '../payments/payments-client.ts';
import { createCardPaymentsClient } from '../payments/card/card-payments-client.ts';
import { createCmiRouter } from '../payments/card/cmi-routes.ts';
import { createAuditClient } from '../audit/audit-client.ts';
import { createAnswerReplay } from '../catalogue-cache/answer-replay.ts';
import { createCatalogueCache } from '../catalogue-cache/catalogue-cache.ts';
import type { BffConfig } from '../config/config.ts';
import { createCoverRouter } from '../covers/cover-routes.ts';
import { createFileRouter } from '../files/file-routes.ts';
import { createExportRouter } from '../exports/export-routes.ts';
import type { GraphQLContext } from '../graphql/graphql-context.ts';
import { createLoaders } from '../graphql/loaders.ts';
import { graphqlUploads } from '../graphql/upload-request.ts';
import type { OperationLimits } from '../graphql/operation-limits.ts';
import { createIamClient } from '../iam/iam-client.ts';
import { createFactorsClient } from '../iam/factors/factors-client.ts';
import { createSessionsClient } from '../iam/sessions/sessions-client.ts';
import { createPaymentSettingsClient } from '../payments/settings/payment-settings-client.ts';
import { createStatementsClient } from '../payments/statements/statements-client.ts';
import { bffMessage } from '../i18n/bff-messages.ts';
import { negotiateLanguage } from '@bourses/common/language-negotiation';
import { currentLanguage, runWithLanguage } from '../i18n/request-language.ts';
import type { Logger } from '../logging/logger.ts';
import { createRestClient, createUpstreamAgents, type UpstreamCall } from '../rest/rest-client.ts';
import { viewerFromAuthorization } from '../rest/viewer.ts';
import { createOneClickUnsubscribeRouter } from '../saved-scholarships/one-click-unsubscribe-route.ts';
import { createSavedScholarshipsClient } from '../saved-scholarships/saved-scholarships-client.ts';
import { createMessageTemplatesClient } from '../correspondence/templates/message-templates-client.ts';
import { createScholarshipsClient } from '../scholarships/scholarships-client.ts';
import { createConversationsClient } from '../correspondence/conversations/conversations-client.ts';
import { createDocumentVerificationClient } from '../documents/verification/verification-client.ts';
import { createDocumentsClient } from '../documents/documents-client.ts';
import { createBffMetrics } from '../metrics/metrics.ts';
import { createMetricsRouter } from '../metrics/metrics-routes.ts';
import { labelRoute, measureRequests, replayedAnswers } from '../metrics/request-metrics.ts';
import { createApolloServer } from './apollo-server.ts';
import { currentRequestId, requestIdOf, withRequestId } from './request-id.ts';
import { JSON_BODY_LIMIT_BYTES } from './json-body.ts';
import { csrfGuard } from './csrf-guard.ts';
import { graphqlBodyErrors } from './graphql-body-errors.ts';
import { utf8JsonOnly } from './json-charset.ts';
import { createHealthRouter } from './health-routes.ts';
import { noStoreForSignedIn, securityHeaders } from './security-headers.ts';
import { compressDynamicAnswers } from './static-assets.ts';
import { createWebAppRouter } from './web-app.ts';
import { createDataRenderer } from '../seo/data-renderer.ts';
import { createPageRenderer } from '../seo/page-renderer.ts';
import { createSeoRouter } from '../seo/seo-routes.ts';
import { isNotFound } from '../rest/upstream-error.ts';

const GRAPHQL_PATH = '/graphql';

export interface BffOptions {
  config: BffConfig;
  logger: Logger;
  /** Told of every call to the api (tests count them). */
  onUpstreamCall?: (call: UpstreamCall) => void;
  operationLimits?: OperationLimits;
}

export interface Bff {
  /** What the HTTP server calls: the answer replay, in front of the Express app. */
  handler: RequestListener;
  /** Stops Apollo and closes the api connection pool. */
  stop(): Promise<void>;
}

/** The whole bff: /graphql, /files, /healthz, the default covers and the web client (production, or SERVE_WEB_APP=true). */
export async function createBff({ config, logger, onUpstreamCall, operationLimits }: BffOptions): Promise<Bff> {
  const agents = createUpstreamAgents();
  const metrics = createBffMetrics();
  // Without a request: an anonymous call of the bff's own (the sitemap, a page's title).
  const restFor = (req: Request | undefined) =>
    createRestClient({
      baseUrl: config.apiUrl,
      agents,
      timeoutMs: config.upstreamTimeoutMs,
      uploadTimeoutMs: config.uploadTimeoutMs,
      authorization: req?.get('authorization'),
      clientAddress: req?.ip,
      userAgent: req?.get('user-agent'),
      bffApiKey: config.bffApiKey,
      language: currentLanguage(),
      requestId: currentRequestId(),
      logger,
      upstreamDuration: metrics.upstreamRequestDuration,
      onCall: onUpstreamCall,
    });

  const catalogueCache = createCatalogueCache(
    { redisUrl: config.graphqlRateLimit.redisUrl, keyPrefix: config.graphqlRateLimit.keyPrefix },
    logger,
  );
  const answerReplay = createAnswerReplay({
    path: GRAPHQL_PATH,
    currentVersion: catalogueCache.version,
    requestIdOf: (req) => requestIdOf(req, config.trustProxy),
    replayed: replayedAnswers(metrics.httpRequestDuration, GRAPHQL_PATH),
  });
  const apollo = createApolloServer(
    config,
    logger,
    metrics.graphqlOperationDuration,
    catalogueCache.plugins,
    operationLimits,
  );
  await apollo.start();
  const graphqlRateLimit = await createGraphqlRateLimit(config, logger);

  /** A request's context; without one, a visitor's (the pages the bff renders with their data). */
  const contextFor = (req: Request | undefined): GraphQLContext => {
    const rest = restFor(req);
    const viewer = viewerFromAuthorization(req?.get('authorization'));
    const clients = {
      iam: createIamClient(rest),
      scholarships: createScholarshipsClient(rest),
      applications: createApplicationsClient(rest),
      corrections: createCorrectionsClient(rest),
      savedScholarships: createSavedScholarshipsClient(rest),
      payments: createPaymentsClient(rest),
    };
    const audit = createAuditClient(rest);
    return {
      ...clients,
      audit,
      paymentSettings: createPaymentSettingsClient(rest),
      cardPayments: createCardPaymentsClient(rest),
      factors: createFactorsClient(rest),
      sessions: createSessionsClient(rest),
      statements: createStatementsClient(rest),
      messageTemplates: createMessageTemplatesClient(rest),
      conversations: createConversationsClient(rest),
      documents: createDocumentsClient(rest),
      documentVerification: createDocumentVerificationClient(rest),
      loaders: createLoaders(clients, viewer),
      viewer,
      language: currentLanguage(),
      catalogue: catalogueCache,
      replayable: req && ((maxAgeSeconds) => answerReplay.markReplayable(req, maxAgeSeconds)),
    };
  };
  const context = async ({ req }: { req: Request }) => contextFor(req);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // First: every answer, an error or a 404 included, carries the request's id.
  app.use(withRequestId(config.trustProxy));
  app.use(measureRequests(metrics.httpRequestDuration));
  app.use(securityHeaders(config));
  app.use(withCallerLanguage);
  app.use(requestLog(logger));
  app.use(compressDynamicAnswers);
  app.use(createHealthRouter(config, agents, logger));
  app.use(createMetricsRouter(config, metrics));
  // The default covers; any other /static address falls through to the coded 404 below.
  app.use('/static', labelRoute('/static'));
  app.use(createCoverRouter());
  app.use(createExportRouter(restFor));
  app.use(createFileRouter(restFor));
  app.use(
    GRAPHQL_PATH,
    labelRoute(GRAPHQL_PATH),
    graphqlRateLimit.middleware,
    noStoreForSignedIn,
    csrfGuard,
    drainUnreadUploads,
    // The largest file any operation takes (a bank statement); each upload's own limit is checked as
    // it is sent on (graphql/uploads.ts: 5 MB for a document). The most files: a correction's 10 items.
    graphqlUploads({ maxFileSize: STATEMENT_MAX_BYTES, maxFiles: 10 }),
    utf8JsonOnly,
    // A visitor's JSON body was read in front (answer-replay.ts); any other is read here.
    answerReplay.bodyError,
    express.json({ limit: JSON_BODY_LIMIT_BYTES }),
    expressMiddleware(apollo, { context }),
    graphqlBodyErrors,
  );
  // A reminder mail's List-Unsubscribe address (RFC 8058); its GET is the web page.
  app.use(createOneClickUnsubscribeRouter(restFor));
  // CMI's callback and the student's way back from CMI's page: cross-site form POSTs (docs/payments.md).
  app.use(createCmiRouter(restFor, logger));
  if (config.serveWebApp) {
    // Pages and the sitemap read the catalogue as an anonymous visitor would.
    const anonymousCatalogue = () => createScholarshipsClient(restFor(undefined));
    app.use(
      labelRoute('seo'),
      createSeoRouter({ publicWebUrl: config.publicWebUrl, listScholarships: () => anonymousCatalogue().sitemap(), logger }),
    );
    const renderPage = createPageRenderer({
      webDistDir: config.webDistDir,
      publicWebUrl: config.publicWebUrl,
      logger,
      renderWithData: createDataRenderer({
        webDistDir: config.webDistDir,
        catalogueVersion: catalogueCache.version,
        logger,
        async execute({ query, variables, operationName }) {
          const response = await apollo.executeOperation({ query, variables, operationName }, { contextValue: contextFor(undefined) });
          if (response.body.kind !== 'single') throw new Error('The catalogue’s pages ask for no deferred fields');
          return response.body.singleResult;
        },
      }),
      async findScholarship(id, language) {
        try {
          const { title, description } = await anonymousCatalogue().scholarship(id, language, false);
          return { title, description };
        } catch (error) {
          if (isNotFound(error) || isRefusedId(error)) return null;
          throw error;
        }
      },
    });
    app.use(labelRoute('web-app'), createWebAppRouter(config.webDistDir, logger, { graphiql: config.introspection, renderPage }));
  }
  app.use((_req, res) => {
    res.status(404).json({ message: bffMessage('NOT_FOUND', currentLanguage()), code: 'ROUTE_NOT_FOUND' });
  });
  app.use(lastErrorHandler(logger));

  return {
    handler: answerReplay.inFrontOf(app),
    async stop() {
      await apollo.stop();
      await graphqlRateLimit.close();
      await catalogueCache.close();
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

/** A scholarship page's id that cannot be one (`/bourses/%C3%A9`): no such scholarship. */
const isRefusedId = (error: unknown) => error instanceof GraphQLError && error.extensions.code === 'BAD_USER_INPUT';

/** Every later step (formatError included) reads the caller's language from the request's context. */
const withCallerLanguage: RequestHandler = (req, _res, next) => {
  runWithLanguage(negotiateLanguage(req.get('accept-language')), next);
};

/**
 * When the answer is sent before every uploaded byte was read (an error, a file refused), the rest
 * is read and dropped: a client still sending would otherwise never get to read the answer.
 */
const drainUnreadUploads: RequestHandler = (req, res, next) => {
  if (req.is('multipart/form-data')) {
    res.once('finish', () => {
      if (req.complete) return;
      req.unpipe();
      req.resume();
    });
  }
  next();
};

function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    // Probes and scrapes every few seconds would drown the requests.
    if (req.path === '/healthz' || req.path === '/metrics') return next();
    const started = process.hrtime.bigint();
    // Read now: by 'finish' a mounted router may have cut the path ('/graphql' read '/'), and the
    // event may fire outside the request's async context.
    const requestPath = req.path;
    const requestId = currentRequestId();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ requestId, method: req.method, path: requestPath, status: res.statusCode, ms: Math.round(ms) }, 'request');
    });
    next();
  };
}

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = 'status' in error ? error.status : 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' ? status : undefined;
};

/** Whatever escaped: a caller's malformed request (4xx), the api unreachable for a download, or a bug. Never a stack trace. */
function lastErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const language = currentLanguage();
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      // Express answers a path it cannot percent-decode ('/assets/%zz') with a URIError of status 400.
      if (status === 404) res.status(404).json({ message: bffMessage('NOT_FOUND', language), code: 'ROUTE_NOT_FOUND' });
      else if (error instanceof URIError) res.status(400).json({ message: bffMessage('MALFORMED_URL', language), code: 'MALFORMED_URL' });
      else res.status(status).json({ message: bffMessage('BAD_REQUEST', language), code: 'BAD_REQUEST' });
      return;
    }
    if (error instanceof GraphQLError && error.extensions.code === 'UPSTREAM_UNAVAILABLE') {
      res.status(502).json({ message: error.message, code: 'UPSTREAM_UNAVAILABLE' });
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, 'unhandled error');
    res.status(500).json({ message: bffMessage('INTERNAL_ERROR', language), code: 'INTERNAL_ERROR' });
  };
}
