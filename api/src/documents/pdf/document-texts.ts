import type { Language } from '@bourses/common/languages';
import type { DocumentKind } from './document-content.ts';

// The documents' wording in each language (docs/documents.md): titles and labels that the issuing
// code puts in a DocumentContent, and the verification block the renderer draws on every document.

interface DocumentTexts {
  titles: Record<DocumentKind, string>;
  labels: {
    holder: string;
    paymentReference: string;
    amount: string;
    amountInWords: string;
    paidOn: string;
    paysFor: string;
    applicationNumber: string;
    scholarship: string;
    submittedAt: string;
    receiptFile: string;
    receiptSha256: string;
    decision: string;
    decidedOn: string;
  };
  decisions: { approved: string; rejected: string };
  verification: {
    code: string;
    /** Followed by the verification page's address. */
    verifyAt: string;
    notice: string;
    issuedOn: string;
  };
}

export const DOCUMENT_TEXTS: Record<Language, DocumentTexts> = {
  fr: {
    titles: {
      'payment-receipt': 'Reçu de paiement',
      'proof-of-submission': 'Preuve de dépôt de candidature',
      'decision-letter': 'Lettre de décision',
    },
    labels: {
      holder: 'Titulaire',
      paymentReference: 'Référence du paiement',
      amount: 'Montant',
      amountInWords: 'Montant en lettres',
      paidOn: 'Date du paiement',
      paysFor: 'Objet',
      applicationNumber: 'Numéro de candidature',
      scholarship: 'Bourse',
      submittedAt: 'Date et heure d’envoi (heure du Maroc)',
      receiptFile: 'Reçu joint',
      receiptSha256: 'Empreinte SHA-256 du reçu',
      decision: 'Décision',
      decidedOn: 'Date de la décision',
    },
    decisions: { approved: 'Candidature acceptée', rejected: 'Candidature refusée' },
    verification: {
      code: 'Code de vérification',
      verifyAt: 'Vérifiez l’authenticité de ce document à l’adresse',
      notice: 'Document émis électroniquement : il est authentique si la page de vérification l’affiche.',
      issuedOn: 'Émis le',
    },
  },
  ar: {
    titles: {
      'payment-receipt': 'وصل أداء',
      'proof-of-submission': 'إثبات إيداع الترشيح',
      'decision-letter': 'رسالة القرار',
    },
    labels: {
      holder: 'صاحب الوثيقة',
      paymentReference: 'مرجع الدفعة',
      amount: 'المبلغ',
      amountInWords: 'المبلغ بالحروف',
      paidOn: 'تاريخ الأداء',
      paysFor: 'موضوع الأداء',
      applicationNumber: 'رقم الترشيح',
      scholarship: 'المنحة',
      submittedAt: 'تاريخ وساعة الإرسال (بتوقيت المغرب)',
      receiptFile: 'الوصل المرفق',
      receiptSha256: 'بصمة SHA-256 للوصل',
      decision: 'القرار',
      decidedOn: 'تاريخ القرار',
    },
    decisions: { approved: 'تم قبول الترشيح', rejected: 'تم رفض الترشيح' },
    verification: {
      code: 'رمز التحقق',
      verifyAt: 'تحقق من صحة هذه الوثيقة على العنوان',
      notice: 'وثيقة صادرة إلكترونيًا: تكون صحيحة إذا أظهرتها صفحة التحقق.',
      issuedOn: 'صدرت بتاريخ',
    },
  },
  en: {
    titles: {
      'payment-receipt': 'Payment receipt',
      'proof-of-submission': 'Proof of application submission',
      'decision-letter': 'Decision letter',
    },
    labels: {
      holder: 'Holder',
      paymentReference: 'Payment reference',
      amount: 'Amount',
      amountInWords: 'Amount in words',
      paidOn: 'Payment date',
      paysFor: 'Paid for',
      applicationNumber: 'Application number',
      scholarship: 'Scholarship',
      submittedAt: 'Date and time sent (Morocco time)',
      receiptFile: 'Attached receipt',
      receiptSha256: 'SHA-256 fingerprint of the receipt',
      decision: 'Decision',
      decidedOn: 'Decision date',
    },
    decisions: { approved: 'Application approved', rejected: 'Application rejected' },
    verification: {
      code: 'Verification code',
      verifyAt: 'Check that this document is genuine at',
      notice: 'Document issued electronically: it is genuine if the verification page shows it.',
      issuedOn: 'Issued on',
    },
  },
};
