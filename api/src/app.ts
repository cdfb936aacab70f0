import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import { authenticate } from './auth/authenticate.ts';
import { createBackupRouter } from './backup/backup-routes.ts';
import type { AppContext } from './context.ts';
import { createHealthRouter } from './health/health-routes.ts';
import { notFound } from './http/app-error.ts';
import { believeOnlyTheBff, TRUSTED_PROXY_HOPS } from './http/bff-forwarding.ts';
import { errorHandler } from './http/error-handler.ts';
import { rejectInvalidText } from './http/invalid-text.ts';
import { requestIdFor } from './http/request-id.ts';
import { requireUtf8Json } from './http/require-utf8.ts';
import { createIamRouter } from './iam/iam-routes.ts';
import { createAuditRouter } from './audit/audit-routes.ts';
import { createExportRouter } from './exports/export-routes.ts';
import { createPublicAuthRouter } from './iam/auth-routes.ts';
import { createApplicationsRouter } from './applications/applications-routes.ts';
import { createNotesRouter } from './casework/notes-routes.ts';
import { createScholarshipsRouter } from './scholarships/scholarships-routes.ts';
import { createMetricsRouter } from './metrics/metrics-routes.ts';
import { createPaymentsRouter } from './payments/payments-routes.ts';
import { createCardCallbackRouter } from './payments/card/card-callback-route.ts';
import { createCardPaymentRouter } from './payments/card/card-routes.ts';
import { createFinanceRouter } from './payments/finance/finance-routes.ts';
import { createStatementImportRouter } from './payments/import/statement-import-routes.ts';
import { createPaymentSettingsRouter } from './payments/settings/settings-routes.ts';
import { createSavedScholarshipsRouter } from './saved-scholarships/saved-scholarships-routes.ts';
import { createUnsubscribeRouter } from './saved-scholarships/unsubscribe-route.ts';
import { createDocumentVerificationRouter } from './documents/verification/verify-document-route.ts';
import { createDocumentsRouter } from './documents/download/document-routes.ts';
import { measureRequests } from './metrics/request-metrics.ts';
import { offerUploadScan } from './uploads/malware/scan-uploads.ts';
import { createCorrectionsRouter } from './correspondence/corrections/corrections-routes.ts';
import { createConversationsRouter } from './correspondence/conversations-routes.ts';
import { createMessageTemplatesRouter } from './correspondence/templates/template-routes.ts';
import { createBulkMessageRouter } from './correspondence/bulk-message/bulk-message-routes.ts';

/** The REST api: health, identity and scholarships, every error as `{ message, code }`. */
export function createApp(context: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  // req.ip is the last X-Forwarded-For entry, which only a request carrying the bff's key keeps.
  app.set('trust proxy', TRUSTED_PROXY_HOPS);
  app.set('query parser', 'simple');
  // A hash of the whole body, so byte-identical answers match: public reads answer 304 (http/public-read.ts).
  app.set('etag', 'strong');
  app.use(believeOnlyTheBff(context.config.bffApiKey));
  app.use(measureRequests(context.metrics.httpRequestDuration));
  app.use(
    pinoHttp({
      logger: context.logger,
      // Every line this request logs (req.log) carries its id, the one the bff logged too.
      genReqId: requestIdFor,
      customAttributeKeys: { reqId: 'requestId' },
      quietReqLogger: true,
      // Probes and scrapes every few seconds would drown the requests.
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/metrics' },
      // Query strings carry secrets (verification tokens): log the path only.
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
      },
    }),
  );
  app.use(requireUtf8Json);
  app.use(express.json({ limit: '1mb' }));
  // Multipart fields are checked the same way where multer reads them (uploads/upload.ts).
  app.use(rejectInvalidText);
  // Every multipart upload is scanned where multer reads it (uploads/upload.ts), with this app's scanner.
  app.use(offerUploadScan(context.uploadScan));
  app.use(createHealthRouter(context));
  // Its own token, not a user's: before authentication (src/backup/backup-routes.ts).
  if (context.backupToken) app.use(createBackupRouter(context, context.backupToken));
  app.use(createMetricsRouter(context));
  app.use(createPublicAuthRouter(context));
  app.use(createUnsubscribeRouter(context));
  // Anyone holding a document checks its code (the QR code's page), signed in or not.
  app.use(createDocumentVerificationRouter(context));
  // CMI's callback through the bff: its proof is its hash (docs/payments.md, "Card payment (CMI)").
  app.use(createCardCallbackRouter(context));
  app.use(authenticate(context));
  // Before the iam and the applications: their paths' correction requests are this router's.
  app.use(createCorrectionsRouter(context));
  app.use(createIamRouter(context));
  app.use(createAuditRouter(context));
  app.use(createExportRouter(context));
  // Before the scholarships: /api/scholarships/applications must not be read as a scholarship id.
  app.use(createDocumentsRouter(context));
  app.use(createApplicationsRouter(context));
  app.use(createNotesRouter(context));
  app.use(createConversationsRouter(context));
  app.use(createMessageTemplatesRouter(context));
  app.use(createBulkMessageRouter(context));
  // Before the payments: /api/payments/settings must not be read as a payment's id.
  app.use(createPaymentSettingsRouter(context));
  // Before the payments: /api/payments/statements must not be read as a payment id.
  app.use(createStatementImportRouter(context));
  // Before the payments: /api/payments/finance and /export must not be read as a payment id.
  app.use(createFinanceRouter(context));
  // Before the payments: /api/payments/card-attempts/{orderId} is not a payment's id.
  app.use(createCardPaymentRouter(context));
  app.use(createPaymentsRouter(context));
  app.use(createSavedScholarshipsRouter(context));
  app.use(createScholarshipsRouter(context));
  app.use(() => {
    throw notFound();
  });
  app.use(errorHandler(context.logger));
  return app;
}
