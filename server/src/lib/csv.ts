// CSV files the staff open in Excel or Google Sheets. Two dangers are handled here, once:
// a guest-typed value such as "=HYPERLINK(...)" must not run as a formula (CSV injection),
// and commas, quotes or line breaks inside a value must not split it into extra cells.

export type CsvCell = string | number | null | undefined;

/** A spreadsheet treats a cell starting with one of these as a formula (tab and CR too, per OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell as CSV text. Text that could start a formula gets a leading single quote (shown as
 * text, never evaluated); numbers are written as they are (a number is never a formula).
 */
export const csvCell = (value: CsvCell): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows to a CSV document: CRLF line ends (RFC 4180) and a UTF-8 byte order mark so Excel reads ₱ and ñ. */
export const toCsv = (rows: readonly (readonly CsvCell[])[]): string =>
  `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** The Content-Disposition header value that makes the browser save the answer under `filename`. */
export const attachment = (filename: string) =>
  `attachment; filename="${filename.replace(/["\\\r\n]/g, '')}"`;
