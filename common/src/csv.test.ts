import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('csvLine', () => {
  it('writes the cells of one line, CRLF ended', () => {
    expect(csvLine(['1', 'Salma'])).toBe('1,Salma\r\n');
  });

  it('separates the cells with the separator given, for Excel in French or Arabic', () => {
    expect(csvLine(['1', 'Salma', 'Maroc'], ';')).toBe('1;Salma;Maroc\r\n');
  });

  it('quotes a cell holding either separator, so that the line splits the same with both', () => {
    expect(csvLine(['250,5', 'a;b'], ';')).toBe('"250,5";"a;b"\r\n');
  });

  it('quotes cells holding commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvLine(['Reçu illisible, "flou"\nmerci'])).toBe('"Reçu illisible, ""flou""\nmerci"\r\n');
  });

  it('leaves empty cells for missing values and writes booleans and numbers as text', () => {
    expect(csvLine([null, undefined, true, 3])).toBe(',,true,3\r\n');
  });

  it('keeps Arabic text as is', () => {
    expect(csvCell('سلمى العلوي')).toBe('سلمى العلوي');
  });
});

describe('csvCell against spreadsheet formulas', () => {
  it.each(['=HYPERLINK("http://evil")', '@SUM(A1)', '+cmd|calc', '-2+3', '\tcmd', '\rcmd'])('neutralises %j', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('keeps a phone number starting with + as is', () => {
    expect(csvCell('+212612345678')).toBe('+212612345678');
  });
});
