import { LANGUAGES, type Language } from '@bourses/common/languages';
import type { Database } from '#api/db/database.ts';

export interface TemplateRow {
  fileId: string;
  originalName: string;
  sizeBytes: number;
  uploadedAt: Date;
}

export interface InstructionsRow {
  language: Language;
  otherWays: string;
  serviceContract: TemplateRow | null;
}

export interface PaymentSettingsRow {
  registrationFeeCentimes: number;
  payee: string;
  bankName: string;
  rib: string;
  updatedAt: Date;
  /** One per language, in the platform's order (French first). */
  instructions: InstructionsRow[];
}

/** The settings as they are now: the one row and each language's instructions with their template. */
export async function readPaymentSettings(db: Database): Promise<PaymentSettingsRow> {
  const settings = await db
    .selectFrom('paymentSettings')
    .select(['registrationFeeCentimes', 'payee', 'bankName', 'rib', 'updatedAt'])
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('paymentInstructions as i')
    .leftJoin('files as f', 'f.id', 'i.serviceContractFileId')
    .select(['i.language', 'i.otherWays', 'i.updatedAt', 'f.id as fileId', 'f.originalName', 'f.sizeBytes', 'f.createdAt'])
    .execute();
  const instructions = LANGUAGES.map((language): InstructionsRow => {
    const row = rows.find((candidate) => candidate.language === language);
    const template =
      row?.fileId && row.originalName !== null && row.sizeBytes !== null && row.createdAt !== null
        ? { fileId: row.fileId, originalName: row.originalName, sizeBytes: row.sizeBytes, uploadedAt: row.createdAt }
        : null;
    return { language, otherWays: row?.otherWays ?? '', serviceContract: template };
  });
  return { ...settings, instructions };
}

/** The template's file in one language, or undefined when none was uploaded. */
export async function serviceContractFile(db: Database, language: Language) {
  return db
    .selectFrom('paymentInstructions as i')
    .innerJoin('files as f', 'f.id', 'i.serviceContractFileId')
    .select(['f.id', 'f.storageKey', 'f.originalName', 'f.mimeType'])
    .where('i.language', '=', language)
    .executeTakeFirst();
}
