/**
 * CSV files people open in a spreadsheet (docs/PRODUCT.md#csv-downloads): RFC 4180 quoting with
 * CRLF line ends, UTF-8 with a byte order mark (Excel reads umlauts right only with it; a `sep=`
 * line would break that detection, so there is none), and text cells that a spreadsheet would run
 * as a formula neutralised (OWASP CSV injection: a leading single quote).
 */

/** A number cell stays a number (a goal difference of -3 is written -3); everything else is text. */
export type CsvCell = string | number | null;

/** Comma; semicolon for German Excel, which reads a comma as the decimal separator. */
export type CsvSeparator = ',' | ';';

export const CSV_BOM = '\uFEFF';

/** The separator a page in this language writes: German pages semicolons, others commas. */
export function csvSeparator(language: string): CsvSeparator {
  return language.toLowerCase().startsWith('de') ? ';' : ',';
}

/** Characters that make a spreadsheet read a text cell as a formula (=, +, -, @, tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

function textCell(text: string, separator: CsvSeparator): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function cell(value: CsvCell, separator: CsvSeparator): string {
  if (value === null) return '';
  // Numbers are whole here (goals, points); a non-finite one would be no number in a spreadsheet.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return textCell(value, separator);
}

/** The whole file's text: the BOM, then every row ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[], separator: CsvSeparator = ','): string {
  return (
    CSV_BOM + rows.map((row) => `${row.map((value) => cell(value, separator)).join(separator)}\r\n`).join('')
  );
}

/** A file name from a title: letters, digits and dashes ('Table 2026 Group 1' -> 'table-2026-group-1.csv'). */
export function csvFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'download'}.csv`;
}
