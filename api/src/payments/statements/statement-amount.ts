import type { Cell } from './statement-rows.ts';

// Amounts as banks write them, read into integer centimes without floating point: `1 250,00`
// (with a space, no-break space or narrow no-break space), `1250.00`, `1.250,00`, `1,250.00`,
// `1250`, a currency around it, and a sign as `-1250,00`, `1250,00-` or `(1250,00)`.

/** Signed centimes, 'EMPTY' for an empty cell, 'INVALID' for anything that is no amount. */
export type StatementAmount = number | 'EMPTY' | 'INVALID';

const CURRENCY = /MAD|DHS?|DIRHAMS?|د\.?\s?م\.?|درهم/giu;
const DIGITS_ONLY = /^\d+$/;
// 13 digits of dirhams and 2 of centimes stay exact in a double (2⁵³ has 16 digits).
const MAX_INTEGER_DIGITS = 13;

function centimesOf(integer: string, fraction: string): StatementAmount {
  if (!DIGITS_ONLY.test(integer) || integer.length > MAX_INTEGER_DIGITS) return 'INVALID';
  // A third decimal is only accepted as a zero (`1250.000`): MAD has centimes, no smaller unit.
  if (fraction !== '' && !/^\d{1,2}0*$/.test(fraction)) return 'INVALID';
  return Number(integer) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
}

function groupedDigits(integer: string, separator: string): string | null {
  const groups = integer.split(separator);
  const [first = '', ...rest] = groups;
  const valid = /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group));
  return valid ? groups.join('') : null;
}

function unsignedCentimes(text: string): StatementAmount {
  if (!/^\d[\d.,]*$/.test(text)) return 'INVALID';
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot === -1 && lastComma === -1) return centimesOf(text, '');
  if (lastDot !== -1 && lastComma !== -1) {
    // Both marks: the last one is the decimal mark, the other groups thousands.
    const decimal = lastDot > lastComma ? lastDot : lastComma;
    const integer = groupedDigits(text.slice(0, decimal), text.charAt(decimal) === '.' ? ',' : '.');
    return integer === null ? 'INVALID' : centimesOf(integer, text.slice(decimal + 1));
  }
  const mark = lastDot === -1 ? ',' : '.';
  const parts = text.split(mark);
  const [integer = '', fraction = ''] = parts;
  // One mark and three digits after it, after one to three digits: thousands (`1.250`, `1,250`),
  // as no dirham amount is written with three decimals.
  const thousands = parts.length > 2 || (fraction.length === 3 && /^[1-9]\d{0,2}$/.test(integer));
  if (!thousands) return fraction === '' ? 'INVALID' : centimesOf(integer, fraction);
  const grouped = groupedDigits(text, mark);
  return grouped === null ? 'INVALID' : centimesOf(grouped, '');
}

/** The amount a cell holds, in centimes, negative for a debit written with a sign. */
export function statementAmount(cell: Cell): StatementAmount {
  if (cell === null || cell instanceof Date) return cell === null ? 'EMPTY' : 'INVALID';
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return 'INVALID';
    const centimes = Math.round(cell * 100);
    const exact = Math.abs(centimes - cell * 100) <= 1e-6 * Math.max(1, Math.abs(cell));
    return exact && Number.isSafeInteger(centimes) ? centimes : 'INVALID';
  }
  let text = cell
    .replace(CURRENCY, '')
    .replace(/\s/g, '')
    .replace(/\u2212/g, '-');
  // Some banks fill the other column of a line with a dash.
  if (text === '' || /^[-\u2013\u2014]$/.test(text)) return 'EMPTY';
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(text);
  if (bracketed) [negative, text] = [true, bracketed[1] ?? ''];
  if (/^[+-]/.test(text)) [negative, text] = [negative || text.startsWith('-'), text.slice(1)];
  else if (text.endsWith('-')) [negative, text] = [true, text.slice(0, -1)];
  const centimes = unsignedCentimes(text);
  return typeof centimes === 'number' && negative ? -centimes : centimes;
}
