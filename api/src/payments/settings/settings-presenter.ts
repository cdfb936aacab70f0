import { DEFAULT_CURRENCY } from '@bourses/common/money';
import type { PaymentSettingsAnswer } from '#api/contract/payment-settings-answer.ts';
import type { Presented } from '#api/contract/presented.ts';
import type { PaymentSettingsRow, TemplateRow } from './settings-queries.ts';

const presentTemplate = (template: TemplateRow) => ({
  fileName: template.originalName,
  sizeBytes: template.sizeBytes,
  // A new upload is a new row: its id (without dashes) changes with it.
  version: template.fileId.replaceAll('-', ''),
  uploadedAt: template.uploadedAt,
});

/** The settings as anyone reads them (docs/payments.md, "Settings"). */
export const presentPaymentSettings = (settings: PaymentSettingsRow) =>
  ({
    registrationFee: { centimes: settings.registrationFeeCentimes, currency: DEFAULT_CURRENCY },
    payee: settings.payee,
    bankName: settings.bankName,
    rib: settings.rib,
    instructions: settings.instructions.map((instructions) => ({
      language: instructions.language,
      otherWays: instructions.otherWays,
      serviceContract: instructions.serviceContract ? presentTemplate(instructions.serviceContract) : null,
    })),
    updatedAt: settings.updatedAt,
  }) satisfies Presented<PaymentSettingsAnswer>;
