import type { Language } from '@bourses/common/languages';
import { formatMoney, type Money } from '@bourses/common/money';
import type { Database } from '#api/db/database.ts';
import type { DocumentContent, DocumentRow } from '#api/documents/pdf/document-content.ts';
import { DOCUMENT_TEXTS } from '#api/documents/pdf/document-texts.ts';
import { amountInWords } from './amount-in-words.ts';
import type { DocumentJob } from './document-queue.ts';
import { REGISTRATION_FEE, writtenDay, writtenMoroccoTime } from './issuing-texts.ts';

/** What a document says and whom it is about, read when its job runs; the code and issuer come later. */
export interface DocumentFacts {
  userId: string;
  language: Language;
  applicationId: number | null;
  paymentId: number | null;
  reference: string;
  issuedAt: Date;
  rows: DocumentRow[];
  paragraphs: DocumentContent['paragraphs'];
}

type Job<Kind extends DocumentJob['kind']> = Extract<DocumentJob, { kind: Kind }>;

async function paymentFacts(db: Database, job: Job<'payment-receipt'>): Promise<DocumentFacts | undefined> {
  const payment = await db
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .leftJoin('scholarshipTranslations as t', (join) =>
      join.onRef('t.scholarshipId', '=', 'p.scholarshipId').onRef('t.language', '=', 'u.language'),
    )
    .leftJoin('scholarshipTranslations as tFr', (join) =>
      join.onRef('tFr.scholarshipId', '=', 'p.scholarshipId').on('tFr.language', '=', 'fr'),
    )
    .select((eb) => [
      'p.id',
      'p.kind',
      'p.reference',
      'p.applicationId',
      'p.amountDueCentimes',
      'p.amountReceivedCentimes',
      'p.paidOn',
      'p.verifiedAt',
      'u.id as userId',
      'u.firstName',
      'u.lastName',
      'u.language',
      eb.fn.coalesce('t.title', 'tFr.title').as('scholarshipTitle'),
    ])
    .where('p.id', '=', job.paymentId)
    .where('p.status', '=', 'VERIFIED')
    .executeTakeFirst();
  if (!payment?.verifiedAt) return undefined;
  const { language } = payment;
  const { labels } = DOCUMENT_TEXTS[language];
  const received: Money = { centimes: payment.amountReceivedCentimes ?? payment.amountDueCentimes, currency: 'MAD' };
  const rows: DocumentRow[] = [
    { label: labels.holder, value: `${payment.firstName} ${payment.lastName}` },
    { label: labels.paymentReference, value: payment.reference },
    { label: labels.amount, value: formatMoney(received, language) },
    { label: labels.amountInWords, value: amountInWords(received, language) },
    ...(payment.paidOn === null ? [] : [{ label: labels.paidOn, value: writtenDay(payment.paidOn, language) }]),
    {
      label: labels.paysFor,
      value:
        payment.kind === 'registration' || payment.scholarshipTitle === null
          ? REGISTRATION_FEE[language]
          : payment.scholarshipTitle,
    },
  ];
  return {
    userId: payment.userId,
    language,
    applicationId: payment.applicationId,
    paymentId: payment.id,
    reference: payment.reference,
    issuedAt: payment.verifiedAt,
    rows,
    paragraphs: [],
  };
}

/** An application's history entry with its student and scholarship, for a proof or a letter. */
function historyEntry(db: Database, historyEntryId: number) {
  return db
    .selectFrom('applicationHistory as h')
    .innerJoin('applications as a', 'a.id', 'h.applicationId')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .leftJoin('scholarshipTranslations as t', (join) =>
      join.onRef('t.scholarshipId', '=', 'a.scholarshipId').onRef('t.language', '=', 'u.language'),
    )
    .leftJoin('scholarshipTranslations as tFr', (join) =>
      join.onRef('tFr.scholarshipId', '=', 'a.scholarshipId').on('tFr.language', '=', 'fr'),
    )
    .select((eb) => [
      'h.status',
      'h.feedback',
      'h.at',
      'a.id as applicationId',
      'u.id as userId',
      'u.firstName',
      'u.lastName',
      'u.language',
      eb.fn.coalesce('t.title', 'tFr.title', eb.val('')).as('scholarshipTitle'),
    ])
    .where('h.id', '=', historyEntryId)
    .executeTakeFirst();
}

async function applicationFacts(
  db: Database,
  job: Job<'proof-of-submission'> | Job<'decision-letter'>,
  receiptSha256: string | null,
): Promise<DocumentFacts | undefined> {
  const entry = await historyEntry(db, job.historyEntryId);
  if (!entry) return undefined;
  const { language } = entry;
  const { labels, decisions } = DOCUMENT_TEXTS[language];
  const head: DocumentRow[] = [
    { label: labels.holder, value: `${entry.firstName} ${entry.lastName}` },
    { label: labels.applicationNumber, value: String(entry.applicationId) },
    { label: labels.scholarship, value: entry.scholarshipTitle },
  ];
  const facts = {
    userId: entry.userId,
    language,
    applicationId: entry.applicationId,
    paymentId: null,
    reference: String(entry.applicationId),
    issuedAt: entry.at,
  };
  if (job.kind === 'proof-of-submission') {
    const receipt = job.receipt;
    const receiptRows =
      receipt === null
        ? []
        : [
            { label: labels.receiptFile, value: receipt.name },
            ...(receiptSha256 === null ? [] : [{ label: labels.receiptSha256, value: receiptSha256 }]),
          ];
    return {
      ...facts,
      rows: [...head, { label: labels.submittedAt, value: writtenMoroccoTime(entry.at, language) }, ...receiptRows],
      paragraphs: [],
    };
  }
  if (entry.status !== 'approved' && entry.status !== 'rejected') return undefined;
  return {
    ...facts,
    rows: [
      ...head,
      { label: labels.decision, value: decisions[entry.status] },
      { label: labels.decidedOn, value: writtenDay(entry.at, language) },
    ],
    paragraphs: entry.feedback === null ? [] : [entry.feedback],
  };
}

/**
 * What the job's document says, or undefined when there is nothing to issue any more (the student
 * deleted their account, the event's row is gone). `receiptSha256` is the proof's receipt's hash.
 */
export function documentFacts(
  db: Database,
  job: DocumentJob,
  receiptSha256: string | null,
): Promise<DocumentFacts | undefined> {
  return job.kind === 'payment-receipt' ? paymentFacts(db, job) : applicationFacts(db, job, receiptSha256);
}
