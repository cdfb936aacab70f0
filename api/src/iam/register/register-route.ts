import { Router } from 'express';
import type { AppContext } from '#api/context.ts';
import { bodyEmail, clientAddress, rateLimit } from '#api/http/rate-limit.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { checkDocument, multipart, uploadedFile } from '#api/uploads/upload.ts';
import { presentUser } from '../user-presenter.ts';
import { parseRegistration } from './register-schema.ts';
import { registerStudent } from './register-student.ts';

/** POST /api/iam/public/auth/register: a student signs up with a payment receipt and a service contract. */
export function createRegisterRouter(context: AppContext): Router {
  const router = Router();
  const { mailsPerAddress, mailsPerEmail } = context.limits;
  // Each registration mails a verification link: it spends the address's mail budget before the
  // upload is read, and the e-mail's once the form is.
  router.post(
    '/api/iam/public/auth/register',
    rateLimit(mailsPerAddress, clientAddress),
    multipart(['paymentReceipt', 'serviceContract']),
    rateLimit(mailsPerEmail, bodyEmail),
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

      const user = await registerStudent(context, {
        ...input,
        language,
        paymentReceipt,
        serviceContract,
      });

      res
        .status(201)
        .json({ message: translate('REGISTRATION_SUCCEEDED', language), data: { user: presentUser(user) } });
    },
  );
  return router;
}
