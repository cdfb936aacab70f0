import { describe, expect, it } from 'vitest';
import { paymentReference } from '@bourses/common/payment-reference';
import { readStatement } from '#api/payments/statements/read-statement.ts';
import { csvStatement, xlsxStatement } from './statement-files.ts';

const [ref1, ref2] = [paymentReference(21), paymentReference(22)];
const header = ['Date', 'Libellé', 'Crédit'];
const january = [
  ['02/01/2024', `VIR RECU ${ref1}`, '1 250,00'],
  ['02/01/2024', 'VERSEMENT ESPECES', '250,00'],
  ['02/01/2024', 'VERSEMENT ESPECES', '250,00'],
  ['03/01/2024', `VIR RECU ${ref2}`, '1 250,00'],
  ['03/01/2024', `VIR RECU ${ref2}`, '1 200,00'],
];

async function fingerprints(file: Buffer, fileName = 'releve.csv'): Promise<string[]> {
  const reading = await readStatement(file, { fileName });
  if (reading.status !== 'READ') throw new Error(reading.status);
  return reading.lines.map((line) => line.fingerprint);
}

describe('statement line fingerprints', () => {
  it('are the same when the same statement is read again, and differ between lines', async () => {
    const file = csvStatement([header, ...january], { separator: ';', encoding: 'utf8' });

    const first = await fingerprints(file);
    const second = await fingerprints(Buffer.from(file));

    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(january.length);
  });

  it('tell two identical deposits apart and find them again in an overlapping statement', async () => {
    const whole = await fingerprints(
      csvStatement([header, ...january], { separator: ';', encoding: 'utf8' }),
    );
    const secondDayOnward = await fingerprints(
      csvStatement([header, ...january.slice(1), ['04/01/2024', 'VIR', '10,00']], {
        separator: ',',
        encoding: 'win1252',
      }),
    );

    expect(secondDayOnward.slice(0, 4)).toEqual(whole.slice(1));
  });

  it('do not depend on the export format, nor on case and spacing in the label', async () => {
    const csv = await fingerprints(csvStatement([header, ...january], { separator: ';', encoding: 'utf8' }));
    const xlsx = await fingerprints(
      await xlsxStatement([
        header,
        ...january.map(([date = '', label = '', amount = '']) => [
          date,
          `  ${label.toLowerCase()}  `,
          Number(amount.replace(/\s/g, '').replace(',', '.')),
        ]),
      ]),
      'releve.xlsx',
    );

    expect(xlsx).toEqual(csv);
  });
});
