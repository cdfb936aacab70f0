import { MAPPED_FIELDS, type ColumnIndexes, type ColumnMapping, type MappedField } from './column-mapping.ts';
import { cellText, type Cell } from './statement-rows.ts';

// The headers of Moroccan banks' exports, in French and English, as headerKey writes them. Earlier
// names win: the operation's date over the value date, a credit column over a signed amount.
const NAMES: Record<MappedField, readonly string[]> = {
  date: [
    'date operation',
    'date d operation',
    'date de l operation',
    'date de operation',
    'date op',
    'date comptable',
    'date transaction',
    'operation date',
    'transaction date',
    'booking date',
    'posting date',
    'date',
    'date valeur',
    'date de valeur',
    'value date',
  ],
  label: [
    'libelle',
    'libelle operation',
    'libelle de l operation',
    'libelle de operation',
    'description',
    'designation',
    'details',
    'detail',
    'transaction details',
    'narrative',
    'particulars',
    'motif',
    'label',
    'intitule',
    'nature operation',
    'nature de l operation',
    'operation',
    'transaction',
  ],
  amount: [
    'credit',
    'credits',
    'montant credit',
    'credit amount',
    'paid in',
    'money in',
    'deposit',
    'deposits',
    'encaissement',
    'encaissements',
    'montant',
    'amount',
    'montant operation',
    'montant de l operation',
    'transaction amount',
    'somme',
  ],
  debit: [
    'debit',
    'debits',
    'montant debit',
    'debit amount',
    'paid out',
    'money out',
    'withdrawal',
    'withdrawals',
    'decaissement',
    'decaissements',
  ],
  reference: [
    'reference',
    'references',
    'ref',
    'ref operation',
    'reference operation',
    'reference de l operation',
    'n reference',
    'numero de reference',
    'reference number',
    'transaction reference',
    'reference transaction',
    'ref transaction',
  ],
};

// A header that starts with one of these words and is named nowhere above ('Libellé complémentaire',
// 'Crédit en compte') still counts, after every exact name.
const FIRST_WORDS: Record<MappedField, readonly string[]> = {
  date: ['date'],
  label: ['libelle', 'description'],
  amount: ['credit', 'montant', 'amount'],
  debit: ['debit'],
  reference: ['reference', 'ref'],
};

const CURRENCY_WORDS = new Set(['mad', 'dh', 'dhs', 'dirham', 'dirhams']);

/** A header as compared: no accents, lower case, words of letters and digits (any script). */
function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// 'Crédit (MAD)', 'Montant en DH': the currency says nothing of the column.
function recognitionKey(header: string): string {
  const words = headerKey(header)
    .split(' ')
    .filter((word) => !CURRENCY_WORDS.has(word));
  if (words.length > 1 && (words.at(-1) === 'en' || words.at(-1) === 'in')) words.pop();
  return words.join(' ');
}

function rank(field: MappedField, key: string): number | null {
  const exact = NAMES[field].indexOf(key);
  if (exact !== -1) return exact;
  const firstWord = key.split(' ')[0] ?? '';
  return FIRST_WORDS[field].includes(firstWord) ? NAMES[field].length : null;
}

/** The columns a header row names, or null when it lacks a date, a label or an amount. */
export function recognisedColumns(headers: readonly Cell[]): ColumnIndexes | null {
  const keys = headers.map((header) => recognitionKey(cellText(header)));
  const taken = new Set<number>();
  const found: Partial<Record<MappedField, number>> = {};
  for (const field of MAPPED_FIELDS) {
    let best: { index: number; rank: number } | null = null;
    for (const [index, key] of keys.entries()) {
      const fieldRank = key === '' || taken.has(index) ? null : rank(field, key);
      if (fieldRank !== null && (best === null || fieldRank < best.rank)) best = { index, rank: fieldRank };
    }
    if (best === null) continue;
    found[field] = best.index;
    taken.add(best.index);
  }
  const { date, label, amount, debit, reference } = found;
  if (date === undefined || label === undefined || amount === undefined) return null;
  return { date, label, amount, debit, reference };
}

/** The columns of a mapping in a header row, or the mapped headers the row lacks (or repeats). */
export function mappedColumns(
  headers: readonly Cell[],
  mapping: ColumnMapping,
): { columns: ColumnIndexes } | { missing: string[] } {
  const keys = headers.map((header) => headerKey(cellText(header)));
  const taken = new Set<number>();
  const missing: string[] = [];
  const locate = (header: string | undefined): number | undefined => {
    if (header === undefined) return undefined;
    const index = keys.indexOf(headerKey(header));
    if (index === -1 || taken.has(index)) missing.push(header);
    else taken.add(index);
    return index === -1 ? undefined : index;
  };
  const columns = {
    date: locate(mapping.date),
    label: locate(mapping.label),
    amount: locate(mapping.amount),
    debit: locate(mapping.debit),
    reference: locate(mapping.reference),
  };
  const { date, label, amount } = columns;
  if (missing.length > 0 || date === undefined || label === undefined || amount === undefined)
    return { missing };
  return { columns: { ...columns, date, label, amount } };
}

/** The mapping of found columns, in the file's own header texts (what staff would pick). */
export function columnMapping(headers: readonly Cell[], columns: ColumnIndexes): ColumnMapping {
  const header = (index: number) => cellText(headers[index]);
  return {
    date: header(columns.date),
    label: header(columns.label),
    amount: header(columns.amount),
    ...(columns.debit === undefined ? {} : { debit: header(columns.debit) }),
    ...(columns.reference === undefined ? {} : { reference: header(columns.reference) }),
  };
}
