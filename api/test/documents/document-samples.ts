import type { Language } from '@bourses/common/languages';
import { formatMoney } from '@bourses/common/money';
import type { DocumentContent, DocumentKind } from '#api/documents/pdf/document-content.ts';
import { amountInWords } from '#api/documents/issuing/amount-in-words.ts';
import { DOCUMENT_TEXTS } from '#api/documents/pdf/document-texts.ts';

// Documents as the issuing code will describe them: a student with a Latin name, an Arabic
// scholarship title, a payment reference and an amount, in each language and kind.

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  'payment-receipt',
  'proof-of-submission',
  'decision-letter',
];

export const SAMPLE = {
  holder: 'Salma Alaoui',
  reference: 'B7K2M9QX',
  arabicScholarship: 'منحة التميز للدراسات العليا',
  /** Arabic feedback with a Latin name, a reference and an amount inside the sentence. */
  arabicFeedback:
    'نهنئكم يا Salma Alaoui بقبول ترشيحكم لمنحة التميز للدراسات العليا، ومرجع أدائكم هو B7K2M9QX بمبلغ 1250 درهم.',
  sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  verificationCode: 'K7QF-3MXP-9TZA',
} as const;

const ISSUERS: Record<Language, DocumentContent['issuer']> = {
  fr: { name: 'Bourses du Maroc', addressLines: ['12, avenue Mohammed V', '10000 Rabat, Maroc'] },
  ar: { name: 'منصة المنح الدراسية', addressLines: ['12، شارع محمد الخامس', '10000 الرباط، المغرب'] },
  en: { name: 'Morocco Scholarships', addressLines: ['12 Mohammed V Avenue', '10000 Rabat, Morocco'] },
};

const SCHOLARSHIPS: Record<Language, string> = {
  fr: 'Bourse d’excellence pour les études supérieures',
  ar: SAMPLE.arabicScholarship,
  en: 'Excellence scholarship for graduate studies',
};

const FEEDBACK: Record<Language, string> = {
  fr: 'Votre dossier est complet et votre projet d’études à l’Université Mohammed V de Rabat a retenu l’attention du comité. Le premier versement de 1 250,00 MAD sera effectué en octobre.',
  ar: SAMPLE.arabicFeedback,
  en: 'Your file is complete and the committee was impressed by your study plan at Mohammed V University in Rabat. The first instalment of MAD 1,250.00 will be paid in October.',
};

const SAMPLE_AMOUNT = { centimes: 125_050, currency: 'MAD' } as const;

function rowsOf(kind: DocumentKind, language: Language): DocumentContent['rows'] {
  const { labels, decisions } = DOCUMENT_TEXTS[language];
  const holder = { label: labels.holder, value: SAMPLE.holder };
  switch (kind) {
    case 'payment-receipt':
      return [
        holder,
        { label: labels.paymentReference, value: SAMPLE.reference },
        { label: labels.amount, value: formatMoney(SAMPLE_AMOUNT, language) },
        { label: labels.amountInWords, value: amountInWords(SAMPLE_AMOUNT, language) },
        { label: labels.paidOn, value: '2025-03-12' },
        { label: labels.paysFor, value: SCHOLARSHIPS[language] },
      ];
    case 'proof-of-submission':
      return [
        holder,
        { label: labels.applicationNumber, value: 'APP-2025-004217' },
        { label: labels.scholarship, value: SCHOLARSHIPS[language] },
        { label: labels.submittedAt, value: '2025-03-12 14:05' },
        { label: labels.receiptFile, value: 'recu-virement-mars.pdf' },
        { label: labels.receiptSha256, value: SAMPLE.sha256 },
      ];
    case 'decision-letter':
      return [
        holder,
        { label: labels.scholarship, value: SCHOLARSHIPS[language] },
        { label: labels.decision, value: decisions.approved },
        { label: labels.decidedOn, value: '2025-04-02' },
      ];
  }
}

/** A document of `kind` in `language`, issued on 12 March 2025 at 13:05 in Rabat (Ramadan: UTC+0). */
export function sampleDocument(language: Language, kind: DocumentKind): DocumentContent {
  return {
    language,
    kind,
    issuer: ISSUERS[language],
    title: DOCUMENT_TEXTS[language].titles[kind],
    rows: rowsOf(kind, language),
    paragraphs: kind === 'decision-letter' ? [FEEDBACK[language]] : [],
    verification: {
      code: SAMPLE.verificationCode,
      url: `https://bourses.example.ma/verifier/${SAMPLE.verificationCode}`,
    },
    issuedAt: new Date('2025-03-12T13:05:00Z'),
  };
}
