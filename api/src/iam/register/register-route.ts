import { Router } from 'express';
import type { AppContext } from '#api/context.ts';
import { withinMailBudget } from '#api/abuse/mail-budget.ts';
import { clientAddress, rateLimit } from '#api/http/rate-limit.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { checkDocument, multipart, uploadedFile } from '#api/uploads/upload.ts';
import { parseRegistration } from './register-schema.ts';
import { registerStudent } from './register-student.ts';

/**
 * POST /api/iam/public/auth/register: a student signs up with a payment receipt and a service contract.
 * The answer is the same, status and body, whether the address is free or already has an account; its
 * owner is then mailed that someone tried (docs/security.md, Accounts cannot be enumerated).
 */
export function createRegisterRouter(context: AppContext): Router {
  const router = Router();
  const { mailsPerAddress, mailsPerEmail } = context.limits;
  // Each registration mails: it spends the client address's mail budget before the upload is read.
  router.post(
    '/api/iam/public/auth/register',
    rateLimit(mailsPerAddress, clientAddress),
    multipart(['paymentReceipt', 'serviceContract']),
    async (req, res) => {
      const input = parseRegistration({
        ...req.body,
        paymentReceipt: uploadedFile(req, 'paymentReceipt'),
        serviceContract: uploadedFile(req, 'serviceContract'),
      });
      const [paymentReceipt, serviceContract] = await Promise.all([
        checkDocument(input.paymentReceipt),
        checkDocument(input.serviceContract),
      ]);
      const language = input.language ?? requestLanguage(req);
      // Spent whichever way it ends, so that both ways do the same work; past it, no mail to the owner.
      const tellOwner = await withinMailBudget(mailsPerEmail, input.email, clientAddress(req));

      await registerStudent(context, { ...input, language, paymentReceipt, serviceContract }, { tellOwner });

      res.status(201).json({ message: translate('REGISTRATION_SUCCEEDED', language) });
    },
  );
  return router;
}
