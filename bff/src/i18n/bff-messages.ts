import type { Language } from '@bourses/common/languages';
import { SHARED_MESSAGES, SHARED_TEXTS } from '@bourses/common/shared-messages';

type Catalog = Record<string, Record<Language, string>>;

// The bff's own texts: failures the api cannot word (it did not answer) and defaults when it says nothing.
// Fixed texts (docs/product-rules.md, Messages) are kept word for word.
export const BFF_MESSAGES = {
  ...SHARED_MESSAGES,
  UPSTREAM_UNAVAILABLE: {
    fr: 'Le service est momentanément indisponible. Veuillez réessayer.',
    en: 'The service is temporarily unavailable. Please try again.',
    ar: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى.',
  },
  UPLOAD_STALLED: {
    fr: 'L’envoi s’est interrompu : votre connexion a cessé de transmettre le fichier. Vérifiez-la, puis réessayez.',
    en: 'The upload stopped: your connection stopped sending the file. Check it, then try again.',
    ar: 'توقف الإرسال: توقف اتصالك عن إرسال الملف. تحقق منه، ثم أعد المحاولة.',
  },
  TOO_MANY_FILES: {
    fr: 'Trop de fichiers envoyés (10 au maximum).',
    en: 'Too many files (10 at most).',
    ar: 'عدد الملفات كبير جدًا (10 على الأكثر).',
  },
  INVALID_UPLOAD: SHARED_TEXTS.invalidUploadForm,
  NOT_FOUND: SHARED_TEXTS.resourceNotFound,
  INVALID_REQUEST_BODY: SHARED_TEXTS.invalidJsonBody,
  REGISTER_SUCCESS: SHARED_TEXTS.registrationSucceeded,
  LOGIN_SUCCESS: SHARED_TEXTS.loginSucceeded,
  DONE: { fr: 'C’est fait.', en: 'Done.', ar: 'تم.' },
  QUERY_TOO_DEEP: {
    fr: 'Requête trop profonde : {max} niveaux au maximum.',
    en: 'Query too deep: at most {max} levels.',
    ar: 'الطلب عميق جدًا: الحد الأقصى {max} مستويات.',
  },
  TOO_MANY_ALIASES: {
    fr: 'Trop d’alias : {max} au maximum.',
    en: 'Too many aliases: at most {max}.',
    ar: 'عدد الأسماء المستعارة كبير جدًا: الحد الأقصى {max}.',
  },
  QUERY_TOO_COSTLY: {
    fr: 'Requête trop coûteuse : {max} points au maximum.',
    en: 'Query too costly: at most {max} points.',
    ar: 'الطلب مكلف جدًا: الحد الأقصى {max} نقطة.',
  },
  TOO_MANY_DIRECTIVES: {
    fr: 'Trop de directives : {max} au maximum.',
    en: 'Too many directives: at most {max}.',
    ar: 'عدد التوجيهات كبير جدًا: الحد الأقصى {max}.',
  },
  DOCUMENT_TOO_LONG: {
    fr: 'Requête trop longue : {max} éléments au maximum.',
    en: 'Query too long: at most {max} tokens.',
    ar: 'الطلب طويل جدًا: الحد الأقصى {max} وحدة.',
  },
  SUBSCRIPTIONS_UNSUPPORTED: {
    fr: 'Les abonnements (subscription) ne sont pas proposés : utilisez une requête ou une mutation.',
    en: 'Subscriptions are not offered: use a query or a mutation.',
    ar: 'الاشتراكات (subscription) غير متاحة: استعمل استعلامًا أو تعديلًا.',
  },
  // Production's answer to a query or variables that do not fit the schema: naming neither.
  GRAPHQL_QUERY_INVALID: {
    fr: 'Cette requête GraphQL est invalide.',
    en: 'This GraphQL query is invalid.',
    ar: 'طلب GraphQL هذا غير صالح.',
  },
  TOO_MANY_VARIABLE_ERRORS: {
    fr: 'Trop de valeurs invalides dans les variables de la requête.',
    en: 'Too many invalid values in the query variables.',
    ar: 'قيم غير صالحة كثيرة جدًا في متغيرات الطلب.',
  },
  CSRF_BLOCKED: {
    fr: 'Requête bloquée (protection CSRF) : ajoutez l’en-tête apollo-require-preflight.',
    en: 'Request blocked (CSRF protection): add the apollo-require-preflight header.',
    ar: 'تم حظر الطلب (حماية CSRF): أضف الترويسة apollo-require-preflight.',
  },
  MALFORMED_URL: SHARED_TEXTS.malformedAddress,
  BAD_REQUEST: {
    fr: 'La requête est mal formée.',
    en: 'The request is malformed.',
    ar: 'الطلب غير صحيح الصياغة.',
  },
  // Payment.verifiedFrom (docs/payments.md, "Bank statement import").
  VERIFIED_FROM_STATEMENT: {
    fr: 'relevé n° {statement}, ligne {line}',
    en: 'statement no. {statement}, line {line}',
    ar: 'كشف الحساب رقم {statement}، السطر {line}',
  },
  INVALID_ID: {
    fr: 'Identifiant invalide.',
    en: 'Invalid identifier.',
    ar: 'معرّف غير صالح.',
  },
} satisfies Catalog;

export type BffMessageKey = keyof typeof BFF_MESSAGES;

/** A bff text in the caller's language, `{name}` placeholders filled. */
export function bffMessage(key: BffMessageKey, language: Language, params: Record<string, string | number> = {}): string {
  return BFF_MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
