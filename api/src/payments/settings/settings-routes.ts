import { Router, type Response } from 'express';
import { callerOf } from '#api/audit/audit-log.ts';
import type { AppContext } from '#api/context.ts';
import { AppError, badRequest, notFound } from '#api/http/app-error.ts';
import { setDownloadHeaders } from '#api/http/download-headers.ts';
import { parseInput } from '#api/http/validate.ts';
import { documentDownload } from '#api/storage/document-names.ts';
import { sendStoredFile } from '#api/storage/send-stored-file.ts';
import { checkDocument, multipart, uploadedFile } from '#api/uploads/upload.ts';
import { contractLanguageParams, paymentSettingsInputSchema } from './settings-input.ts';
import { paymentSettingsPolicy } from './settings-policy.ts';
import { presentPaymentSettings } from './settings-presenter.ts';
import { readPaymentSettings, serviceContractFile } from './settings-queries.ts';
import { updatePaymentSettings } from './update-settings.ts';
import { uploadServiceContract } from './upload-service-contract.ts';

const TEMPLATE_FIELD = 'template';
const templateForm = multipart([TEMPLATE_FIELD]);

/** How to pay, under /api/payments/settings (docs/payments.md, "Settings"). */
export function createPaymentSettingsRouter(context: AppContext): Router {
  const router = Router();
  const answerSettings = async (res: Response) => {
    res.json({ data: presentPaymentSettings(await readPaymentSettings(context.db)) });
  };

  // Anyone, signed out too: the registration form shows the fee and how to pay.
  router.get('/api/payments/settings', paymentSettingsPolicy.guard('read'), async (_req, res) => {
    await answerSettings(res);
  });

  router.put('/api/payments/settings', paymentSettingsPolicy.guard('update'), async (req, res) => {
    const input = parseInput(paymentSettingsInputSchema, req.body);
    await updatePaymentSettings(context, callerOf(req), input);
    await answerSettings(res);
  });

  // A PDF only, checked by its bytes with the platform's document checks and 5 MB limit.
  router.put(
    '/api/payments/settings/contracts/:language',
    paymentSettingsPolicy.guard('update'),
    templateForm,
    async (req, res) => {
      const { language } = parseInput(contractLanguageParams, req.params);
      const file = uploadedFile(req, TEMPLATE_FIELD);
      if (!file) throw badRequest('SERVICE_CONTRACT_TEMPLATE_REQUIRED');
      const template = await checkDocument(file);
      if (template.mimeType !== 'application/pdf') {
        throw new AppError(400, 'SERVICE_CONTRACT_NOT_PDF', {
          fields: { [TEMPLATE_FIELD]: { key: 'SERVICE_CONTRACT_NOT_PDF' } },
        });
      }
      await uploadServiceContract(context, callerOf(req), language, template);
      await answerSettings(res);
    },
  );

  router.get('/api/payments/settings/contracts/:language', paymentSettingsPolicy.guard('read'), async (req, res) => {
    const { language } = parseInput(contractLanguageParams, req.params);
    const file = await serviceContractFile(context.db, language);
    if (!file) throw notFound('SERVICE_CONTRACT_NOT_FOUND');
    await sendStoredFile(context, res, {
      storageKey: file.storageKey,
      missing: 'SERVICE_CONTRACT_NOT_FOUND',
      // Named in the template's own language: the one the student asked for.
      describe: (answer) =>
        setDownloadHeaders(answer, documentDownload('serviceContractTemplate', { language, mimeType: file.mimeType })),
    });
  });
  return router;
}
