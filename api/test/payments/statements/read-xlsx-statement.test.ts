import { describe, expect, it } from 'vitest';
import { paymentReference } from '@bourses/common/payment-reference';
import { readStatement } from '#api/payments/statements/read-statement.ts';
import { xlsxStatement } from './statement-files.ts';

const [ref1, ref2] = [paymentReference(11), paymentReference(12)];

describe('readStatement on an XLSX', () => {
  it('reads the first worksheet: dates, numbers and text amounts, formulas as their result', async () => {
    const file = await xlsxStatement([
      ['Attijariwafa bank', 'Relevé du 01/01/2024 au 31/01/2024'],
      [],
      ['Date Opération', 'Libellé', 'Débit (MAD)', 'Crédit (MAD)', 'Référence'],
      [new Date(Date.UTC(2024, 0, 2)), `VIR RECU ${ref1}`, null, 1250, 'TRX-0001'],
      [new Date(Date.UTC(2024, 0, 3)), 'COMMISSION', 15.5, null, 'TRX-0002'],
      ['04/01/2024', '=HYPERLINK("http://x.example")', null, '1 250,00', ref2],
      [
        new Date(Date.UTC(2024, 0, 5)),
        { formula: 'CONCATENATE("VIR ","X")', result: 'VIR X' },
        null,
        { formula: '500+250.5', result: 750.5 },
        null,
      ],
    ]);

    const reading = await readStatement(file, { fileName: 'releve.xlsx' });

    expect(reading).toEqual({
      status: 'READ',
      columns: {
        date: 'Date Opération',
        label: 'Libellé',
        amount: 'Crédit (MAD)',
        debit: 'Débit (MAD)',
        reference: 'Référence',
      },
      lines: [
        {
          line: 4,
          date: '2024-01-02',
          label: `VIR RECU ${ref1}`,
          amountCentimes: 125_000,
          references: [ref1],
          fingerprint: expect.any(String),
        },
        {
          line: 6,
          date: '2024-01-04',
          label: '=HYPERLINK("http://x.example")',
          amountCentimes: 125_000,
          references: [ref2],
          fingerprint: expect.any(String),
        },
        {
          line: 7,
          date: '2024-01-05',
          label: 'VIR X',
          amountCentimes: 75_050,
          references: [],
          fingerprint: expect.any(String),
        },
      ],
      problems: [],
    });
  });

  it('asks for a mapping when the headers are unknown, and reads with it', async () => {
    const file = await xlsxStatement([
      ['Jour', 'Motif du virement reçu', 'Valeur'],
      [new Date(Date.UTC(2024, 0, 2)), `VIR ${ref1}`, 1250],
    ]);

    expect(await readStatement(file, { fileName: 'releve.xlsx' })).toEqual({
      status: 'NEEDS_MAPPING',
      headers: ['Jour', 'Motif du virement reçu', 'Valeur'],
    });
    const reading = await readStatement(file, {
      fileName: 'releve.xlsx',
      mapping: { date: 'Jour', label: 'Motif du virement reçu', amount: 'Valeur' },
    });
    expect(reading).toMatchObject({
      status: 'READ',
      lines: [{ line: 2, amountCentimes: 125_000, references: [ref1] }],
    });
  });
});
