// CSV files the staff open in Excel or Google Sheets, written by csv-stringify. Two dangers are
// handled here, once: a guest-typed value such as "=HYPERLINK(...)" must not run as a formula (CSV
// injection), and commas, quotes or line breaks inside a value must not split it into extra cells.
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null | undefined;

/** A spreadsheet treats a cell starting with one of these as a formula (tab and CR too, per OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that could start a formula gets a leading single quote: shown as text, never evaluated. */
const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

const OPTIONS = {
  // CRLF line ends (RFC 4180) and a UTF-8 byte order mark so Excel reads ₱ and ñ
  record_delimiter: '\r\n',
  // a lone LF or CR inside a cell is quoted too, not only the CRLF record delimiter
  quoted_match: /[\r\n]/,
  cast: {
    string: neutralise,
    // a number is never a formula; NaN and Infinity are no amounts, so the cell stays empty
    number: (value: number) => (Number.isFinite(value) ? String(value) : ''),
  },
} as const;

/** One cell as CSV text, escaped and quoted as it is inside a document. */
export const csvCell = (value: CsvCell): string => stringify([[value]], OPTIONS).slice(0, -2);

/** Rows to a CSV document: a byte order mark, then one CRLF-terminated line per row. */
export const toCsv = (rows: readonly (readonly CsvCell[])[]): string =>
  stringify(
    rows.map((row) => [...row]),
    { ...OPTIONS, bom: true },
  );

/** The Content-Disposition header value that makes the browser save the answer under `filename`. */
export const attachment = (filename: string) =>
  `attachment; filename="${filename.replace(/["\\\r\n]/g, '')}"`;
