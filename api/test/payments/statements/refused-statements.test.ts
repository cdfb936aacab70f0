import { describe, expect, it } from 'vitest';
import { STATEMENT_MAX_BYTES } from '@bourses/common/limits';
import { readStatement } from '#api/payments/statements/read-statement.ts';
import { translate } from '#api/i18n/messages.ts';
import { csvStatement, garbageBytes } from './statement-files.ts';

const refusal = (file: Buffer, fileName = 'releve.csv') => readStatement(file, { fileName });

describe('readStatement refuses a whole file', () => {
  it('over 20 MB, before reading it', async () => {
    await expect(refusal(Buffer.alloc(STATEMENT_MAX_BYTES + 1, 'a'))).rejects.toMatchObject({
      status: 413,
      key: 'STATEMENT_TOO_LARGE',
    });
  });

  it('with no transactions: no bytes, only a byte order mark and blank lines, or a header alone', async () => {
    for (const file of [
      Buffer.alloc(0),
      Buffer.from('\uFEFF\r\n\r\n;;\r\n', 'utf8'),
      csvStatement([['Date', 'Libellé', 'Crédit'], [], ['', '', '']], { separator: ';', encoding: 'utf8' }),
    ]) {
      await expect(refusal(file)).rejects.toMatchObject({ status: 400, key: 'STATEMENT_EMPTY' });
    }
  });

  it('that is no CSV or XLSX: random bytes, a PDF, a broken zip, text named .xlsx, prose', async () => {
    const pdf = Buffer.concat([
      Buffer.from(
        '%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Length 400 /Filter /FlateDecode >>\nstream\n',
        'latin1',
      ),
      garbageBytes(400),
    ]);
    const brokenZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), garbageBytes(2000)]);
    const csvNamedXlsx = csvStatement(
      [
        ['Date', 'Libellé', 'Crédit'],
        ['02/01/2024', 'VIR', '10,00'],
      ],
      { separator: ';', encoding: 'utf8' },
    );
    const prose = Buffer.from('Bonjour,\nveuillez trouver ci-joint notre relevé.\nCordialement\n', 'utf8');

    for (const [file, fileName] of [
      [garbageBytes(4096), 'releve.csv'],
      [pdf, 'releve.pdf'],
      [brokenZip, 'releve.xlsx'],
      [csvNamedXlsx, 'releve.xlsx'],
      [prose, 'releve.txt'],
    ] as const) {
      await expect(refusal(file, fileName), fileName).rejects.toMatchObject({
        status: 400,
        key: 'STATEMENT_UNREADABLE',
      });
    }
  });

  it('with a message in French, Arabic and English', () => {
    expect(translate('STATEMENT_TOO_LARGE', 'fr')).toBe('Relevé trop volumineux (Max : 20 Mo).');
    expect(translate('STATEMENT_MAPPING_INVALID', 'en', { header: 'Libellé' })).toContain('“Libellé”');
    expect(translate('STATEMENT_LINE_DATE_INVALID', 'ar', { line: 12, value: '31/02/2024' })).toContain(
      '31/02/2024',
    );
  });
});
