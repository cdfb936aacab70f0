import type { Language } from '@bourses/common/languages';
import { DEFAULT_CURRENCY, formatMoney, MONEY_MAX_CENTIMES } from '@bourses/common/money';
import type { Catalog, Translations } from '#api/i18n/catalog.ts';
import type { LineProblemCode } from './statement-reading.ts';

const paymentMax = (language: Language) =>
  formatMoney({ centimes: MONEY_MAX_CENTIMES, currency: DEFAULT_CURRENCY }, language);

// A bank statement refused whole when staff import it (past 20 MB: STATEMENT_TOO_LARGE, in SHARED_MESSAGES).
export const STATEMENT_MESSAGES = {
  STATEMENT_UNREADABLE: {
    fr: 'Relevé illisible : envoyez l’export CSV ou XLSX de la banque (un ancien fichier .xls s’enregistre en .xlsx depuis Excel).',
    en: 'Unreadable statement: send the bank’s CSV or XLSX export (an old .xls file can be saved as .xlsx from Excel).',
    ar: 'كشف حساب غير مقروء: أرسلوا ملف CSV أو XLSX الذي يصدّره البنك (يمكن حفظ ملف ‎.xls القديم بصيغة ‎.xlsx من Excel).',
  },
  STATEMENT_EMPTY: {
    fr: 'Le relevé ne contient aucune opération.',
    en: 'The statement holds no transactions.',
    ar: 'لا يحتوي كشف الحساب على أي عملية.',
  },
  STATEMENT_MAPPING_INVALID: {
    fr: 'Les colonnes choisies ne correspondent pas à ce relevé (« {header} ») : choisissez-les à nouveau.',
    en: 'The chosen columns do not match this statement (“{header}”): choose them again.',
    ar: 'الأعمدة المختارة لا تطابق كشف الحساب هذا («{header}»): اختاروها من جديد.',
  },
} satisfies Catalog;

// One line of a statement that could not be read; {line} and {value} come from the LineProblem.
export const STATEMENT_LINE_MESSAGES = {
  STATEMENT_LINE_DATE_MISSING: {
    fr: 'Ligne {line} : la date est vide.',
    en: 'Line {line}: the date is empty.',
    ar: 'السطر {line}: التاريخ فارغ.',
  },
  STATEMENT_LINE_DATE_INVALID: {
    fr: 'Ligne {line} : date illisible « {value} » (attendu : jj/mm/aaaa).',
    en: 'Line {line}: unreadable date “{value}” (expected: dd/mm/yyyy).',
    ar: 'السطر {line}: تاريخ غير مقروء «{value}» (الصيغة المطلوبة: يوم/شهر/سنة).',
  },
  STATEMENT_LINE_AMOUNT_MISSING: {
    fr: 'Ligne {line} : aucun montant.',
    en: 'Line {line}: no amount.',
    ar: 'السطر {line}: لا يوجد مبلغ.',
  },
  STATEMENT_LINE_AMOUNT_INVALID: {
    fr: 'Ligne {line} : montant illisible « {value} ».',
    en: 'Line {line}: unreadable amount “{value}”.',
    ar: 'السطر {line}: مبلغ غير مقروء «{value}».',
  },
  STATEMENT_LINE_AMOUNT_TOO_LARGE: {
    fr: `Ligne {line} : le montant « {value} » dépasse celui d’un paiement (${paymentMax('fr')} au plus).`,
    en: `Line {line}: the amount “{value}” is above any payment’s (${paymentMax('en')} at most).`,
    ar: `السطر {line}: المبلغ «{value}» يتجاوز مبلغ أي دفعة (${paymentMax('ar')} كحد أقصى).`,
  },
} satisfies Record<`STATEMENT_LINE_${LineProblemCode}`, Translations>;
