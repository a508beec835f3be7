import { describe, expect, it } from 'vitest';
import { attachment, csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('writes plain text and numbers unchanged', () => {
    expect(csvCell('Deluxe Ocean Room')).toBe('Deluxe Ocean Room');
    expect(csvCell('4500.25')).toBe('4500.25');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(-3)).toBe('-3');
  });

  it('writes nothing for missing values and non-finite numbers', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it.each(['=1+1', '+63 917 555 0142', '-2+3', '@SUM(A1:A2)', '\tcmd'])(
    'neutralises a cell that could start a formula with a leading quote: %j',
    (input) => {
      expect(csvCell(input)).toBe(`'${input}`);
    },
  );

  it('neutralises and quotes a formula that also holds a comma and quotes', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    );
  });

  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('Cruz, Maria')).toBe('"Cruz, Maria"');
    expect(csvCell('the "big" room')).toBe('"the ""big"" room"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('\rstart')).toBe(`"'\rstart"`);
  });

  it('leaves a formula character in the middle of a cell alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('ana@example.com')).toBe('ana@example.com');
  });
});

describe('toCsv', () => {
  it('joins cells with commas and rows with CRLF, after a byte order mark', () => {
    expect(
      toCsv([
        ['Month', 'Revenue'],
        ['2026-01', '1234.56'],
      ]),
    ).toBe('\uFEFFMonth,Revenue\r\n2026-01,1234.56\r\n');
  });

  it('escapes and quotes every cell of a document the same way as one cell', () => {
    expect(toCsv([['=1+1', 'Cruz, Maria', 'line one\nline two', 4500, Number.NaN, null]])).toBe(
      `\uFEFF'=1+1,"Cruz, Maria","line one\nline two",4500,,\r\n`,
    );
  });

  it('keeps empty rows as empty lines', () => {
    expect(toCsv([['a'], [], ['b']])).toBe('\uFEFFa\r\n\r\nb\r\n');
  });
});

describe('attachment', () => {
  it('names the file to save', () => {
    expect(attachment('financial_report.csv')).toBe('attachment; filename="financial_report.csv"');
    expect(attachment('a"b\r\n.csv')).toBe('attachment; filename="ab.csv"');
  });
});
