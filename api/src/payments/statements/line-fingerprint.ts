import { hash } from 'node:crypto';

/** What makes a credit the same credit in another import: its date, amount, label and reference. */
export interface FingerprintContent {
  date: string;
  amountCentimes: number;
  label: string;
  reference: string;
}

// Case and spacing vary between a bank's CSV and XLSX exports of the same statement.
const normalised = (text: string) => text.normalize('NFC').toUpperCase().replace(/\s+/g, ' ').trim();

/**
 * Fingerprints of a statement's credits in order. Two identical credits on one day (two cash
 * deposits of the same fee at one agency) are both real: the second one counted is told apart by
 * its rank, so re-importing the file, or a statement overlapping it by whole days, gives the same
 * fingerprints again and never merges the two.
 */
export function lineFingerprints(): (content: FingerprintContent) => string {
  const seen = new Map<string, number>();
  return ({ date, amountCentimes, label, reference }) => {
    const key = JSON.stringify([date, amountCentimes, normalised(label), normalised(reference)]);
    const rank = seen.get(key) ?? 0;
    seen.set(key, rank + 1);
    return hash('sha256', `${key}#${rank}`);
  };
}
