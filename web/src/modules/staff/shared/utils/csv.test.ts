import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell } from '@/modules/staff/shared/utils/csv';

describe('buildCsv', () => {
  it('writes a header line and one line per row, CRLF ended', () => {
    const csv = buildCsv(
      ['id', 'name'],
      [
        ['1', 'Salma'],
        ['2', 'Youssef'],
      ],
    );

    expect(csv).toBe('id,name\r\n1,Salma\r\n2,Youssef\r\n');
  });

  it('quotes cells holding commas, quotes or line breaks, doubling the quotes', () => {
    const csv = buildCsv(['feedback'], [['Reçu illisible, "flou"\nmerci']]);

    expect(csv).toBe('feedback\r\n"Reçu illisible, ""flou""\nmerci"\r\n');
  });

  it('leaves empty cells for missing values and writes booleans and numbers as text', () => {
    expect(buildCsv(['a', 'b', 'c', 'd'], [[null, undefined, true, 3]])).toBe('a,b,c,d\r\n,,true,3\r\n');
  });

  it('keeps Arabic text as is', () => {
    expect(csvCell('سلمى العلوي')).toBe('سلمى العلوي');
  });
});

describe('csvCell against spreadsheet formulas', () => {
  it.each(['=HYPERLINK("http://evil")', '@SUM(A1)', '+cmd|calc', '-2+3'])('neutralises %s', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('keeps a phone number starting with + as is', () => {
    expect(csvCell('+212612345678')).toBe('+212612345678');
  });
});
