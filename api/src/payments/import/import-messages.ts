import type { Catalog } from '#api/i18n/catalog.ts';

// The bank statement import's own answers (docs/payments.md, "Bank statement import"); a file the
// reader refuses answers with STATEMENT_MESSAGES, a line it cannot read with STATEMENT_LINE_MESSAGES.
export const IMPORT_MESSAGES = {
  STATEMENT_FILE_REQUIRED: {
    fr: 'Joignez le relevé de la banque (CSV ou XLSX).',
    en: 'Attach the bank’s statement (CSV or XLSX).',
    ar: 'أرفقوا كشف الحساب البنكي (CSV أو XLSX).',
  },
  STATEMENT_BANK_REQUIRED: {
    fr: 'Indiquez la banque du relevé : ses colonnes sont retenues sous ce nom.',
    en: 'Name the statement’s bank: its columns are remembered under this name.',
    ar: 'أدخلوا اسم البنك صاحب الكشف: تُحفظ أعمدته تحت هذا الاسم.',
  },
  STATEMENT_BANK_TOO_LONG: {
    fr: 'Nom de banque trop long (100 caractères au plus).',
    en: 'Bank name too long (100 characters at most).',
    ar: 'اسم البنك طويل جدًا (100 حرف على الأكثر).',
  },
  STATEMENT_MAPPING_MALFORMED: {
    fr: 'Colonnes choisies illisibles : indiquez au moins la date, le libellé et le montant.',
    en: 'Unreadable column choice: give at least the date, the label and the amount.',
    ar: 'اختيار الأعمدة غير مقروء: حددوا على الأقل التاريخ والبيان والمبلغ.',
  },
  STATEMENT_ID_INVALID: {
    fr: 'Numéro de relevé invalide.',
    en: 'Invalid statement number.',
    ar: 'رقم الكشف غير صالح.',
  },
  STATEMENT_NOT_FOUND: {
    fr: 'Ce relevé n’existe pas.',
    en: 'This statement does not exist.',
    ar: 'هذا الكشف غير موجود.',
  },
} satisfies Catalog;
