/**
 * CSV files people open in a spreadsheet (docs/PRODUCT.md#csv-downloads): RFC 4180 quoting with
 * CRLF line ends, UTF-8 with a byte order mark (Excel reads umlauts right only with it; a `sep=`
 * line would break that detection, so there is none), and text cells that a spreadsheet would run
 * as a formula neutralised (OWASP CSV injection: a single quote before it). The file may be read
 * with the other separator (LibreOffice asks, a German Excel guesses), which splits a cell at its
 * commas or semicolons: so every part of a cell that begins after a separator is neutralised too,
 * and a cell with either separator is quoted whichever the file uses.
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

/**
 * A character that makes a spreadsheet read a text as a formula (=, +, -, @, tab, carriage return)
 * where a field could begin under any reading: at the cell's start or after a comma, semicolon,
 * tab or line break, past any quotes and spaces a reader might drop. A single quote goes before it.
 */
const FORMULA_START = /(?<=(?:^|[,;\t\r\n])[\s"]*)(?=[=+\-@\t\r])/g;

/** Cells quoted whichever the separator: a reader with the other one still sees one cell's text. */
const NEEDS_QUOTES = /[,;"\t\r\n]/;

function textCell(text: string): string {
  const safe = text.replace(FORMULA_START, "'");
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function cell(value: CsvCell): string {
  if (value === null) return '';
  // Numbers are whole here (goals, points); a non-finite one would be no number in a spreadsheet.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return textCell(value);
}

/** The whole file's text: the BOM, then every row ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[], separator: CsvSeparator = ','): string {
  return CSV_BOM + rows.map((row) => `${row.map((value) => cell(value)).join(separator)}\r\n`).join('');
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
