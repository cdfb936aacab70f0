import type { Catalog } from '#api/i18n/catalog.ts';

// Messages of correction requests (docs/product-rules.md, "Correction requests").
export const CORRECTION_MESSAGES = {
  CORRECTION_NOT_FOUND: {
    fr: 'Demande de corrections introuvable.',
    en: 'Correction request not found.',
    ar: 'طلب التصحيحات غير موجود.',
  },
  CORRECTION_ITEM_NOT_FOUND: {
    fr: 'Élément de la demande de corrections introuvable, ou encore sans fichier.',
    en: 'Correction request item not found, or no file was sent for it yet.',
    ar: 'عنصر طلب التصحيحات غير موجود، أو لم يُرسل له أي ملف بعد.',
  },
  CORRECTION_ID_INVALID: {
    fr: 'Identifiant de demande de corrections invalide.',
    en: 'Invalid correction request id.',
    ar: 'معرّف طلب التصحيحات غير صالح.',
  },
  CORRECTION_ITEMS_REQUIRED: {
    fr: 'Indiquez de 1 à 10 éléments à corriger.',
    en: 'List 1 to 10 items to correct.',
    ar: 'حدّد من 1 إلى 10 عناصر للتصحيح.',
  },
  CORRECTION_ITEM_KIND_INVALID: {
    fr: 'Élément invalide : payment_receipt, service_contract ou other_document.',
    en: 'Invalid item: payment_receipt, service_contract or other_document.',
    ar: 'عنصر غير صالح: payment_receipt أو service_contract أو other_document.',
  },
  CORRECTION_ITEM_LABEL_REQUIRED: {
    fr: 'Nommez le document demandé (1 à 200 caractères).',
    en: 'Name the document you ask for (1 to 200 characters).',
    ar: 'اذكر اسم الوثيقة المطلوبة (من 1 إلى 200 حرف).',
  },
  CORRECTION_CONTRACT_ACCOUNTS_ONLY: {
    fr: 'Le contrat de service ne se demande que pour un compte, pas pour une candidature.',
    en: 'The service contract can only be asked for on an account, not on an application.',
    ar: 'لا يمكن طلب عقد الخدمة إلا لحساب، وليس لطلب ترشيح.',
  },
  CORRECTION_MESSAGE_REQUIRED: {
    fr: 'Écrivez un message à l’étudiant (1 à 5 000 caractères).',
    en: 'Write a message to the student (1 to 5,000 characters).',
    ar: 'اكتب رسالة إلى الطالب (من 1 إلى 5000 حرف).',
  },
  CORRECTION_DUE_DATE_INVALID: {
    fr: 'La date limite doit être une date (AAAA-MM-JJ) entre aujourd’hui et dans 90 jours.',
    en: 'The due date must be a date (YYYY-MM-DD) from today to 90 days from now.',
    ar: 'يجب أن يكون تاريخ الاستحقاق تاريخًا (YYYY-MM-DD) بين اليوم و90 يومًا من الآن.',
  },
  CORRECTION_ALREADY_OPEN: {
    fr: 'Une demande de corrections est déjà ouverte : retirez-la ou attendez la réponse de l’étudiant.',
    en: 'A correction request is already open: withdraw it or wait for the student’s answer.',
    ar: 'يوجد طلب تصحيحات مفتوح بالفعل: اسحبه أو انتظر رد الطالب.',
  },
  CORRECTION_APPLICATION_NOT_PENDING: {
    fr: 'Des corrections ne se demandent que sur une candidature en attente (statut actuel : {status}).',
    en: 'Corrections can only be asked for on a pending application (current status: {status}).',
    ar: 'لا تُطلب التصحيحات إلا على طلب قيد الانتظار (الحالة الحالية: {status}).',
  },
  CORRECTION_ACCOUNT_NOT_WAITING: {
    fr: 'Des modifications ne se demandent que sur un compte étudiant en attente ou refusé.',
    en: 'Changes can only be asked for on a student account that is pending or rejected.',
    ar: 'لا تُطلب التعديلات إلا على حساب طالب قيد الانتظار أو مرفوض.',
  },
  CORRECTION_NOT_OPEN: {
    fr: 'Cette demande de corrections n’est plus ouverte : elle a déjà été envoyée ou a été retirée.',
    en: 'This correction request is no longer open: it was already answered or was withdrawn.',
    ar: 'طلب التصحيحات هذا لم يعد مفتوحًا: تم الرد عليه بالفعل أو تم سحبه.',
  },
  CORRECTION_ITEMS_MISSING: {
    fr: 'Envoyez un fichier pour chaque élément demandé. Manquant : {items}.',
    en: 'Send a file for every requested item. Missing: {items}.',
    ar: 'أرسل ملفًا لكل عنصر مطلوب. الناقص: {items}.',
  },
  CORRECTION_ITEM_FILE_REQUIRED: {
    fr: 'Un fichier est requis pour cet élément.',
    en: 'A file is required for this item.',
    ar: 'الملف مطلوب لهذا العنصر.',
  },
  CORRECTION_FILTER_REQUIRED: {
    fr: 'Indiquez soit applicationId, soit userId.',
    en: 'Give either applicationId or userId.',
    ar: 'حدّد إما applicationId أو userId.',
  },
  APPLICATION_CORRECTION_OPEN: {
    fr: 'Une demande de corrections est ouverte sur cette candidature : envoyez les éléments demandés.',
    en: 'A correction request is open on this application: send the requested items.',
    ar: 'يوجد طلب تصحيحات مفتوح على هذا الطلب: أرسل العناصر المطلوبة.',
  },
  APPLICATION_CORRECTION_THROUGH_REQUEST: {
    fr: 'Pour demander des corrections, envoyez une demande de corrections (éléments, message, date limite).',
    en: 'To ask for corrections, send a correction request (items, message, due date).',
    ar: 'لطلب تصحيحات، أرسل طلب تصحيحات (العناصر، الرسالة، تاريخ الاستحقاق).',
  },
  APPROVAL_CHANGES_THROUGH_REQUEST: {
    fr: 'Statut invalide : PENDING, APPROVED ou REJECTED (pour demander des modifications, envoyez une demande de corrections).',
    en: 'Invalid status: PENDING, APPROVED or REJECTED (to ask for changes, send a correction request).',
    ar: 'حالة غير صالحة: PENDING أو APPROVED أو REJECTED (لطلب تعديلات، أرسل طلب تصحيحات).',
  },
} satisfies Catalog;

/** How an item is named to the student, in their language (mails, the missing items). */
export const CORRECTION_ITEM_NAMES = {
  payment_receipt: { fr: 'le reçu de paiement', en: 'the payment receipt', ar: 'وصل الأداء' },
  service_contract: { fr: 'le contrat de service signé', en: 'the signed service contract', ar: 'عقد الخدمة الموقّع' },
} satisfies Catalog;
