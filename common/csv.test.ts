import { type Options, parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, type CsvCell, type CsvSeparator, csvFileName, csvSeparator, toCsv } from './csv';

/** What csv-parse (an independent RFC 4180 reader) reads back, BOM removed. */
const read = (text: string, delimiter: CsvSeparator, options: Options = {}): string[][] =>
  parse(text, { bom: true, delimiter, relax_column_count: true, ...options }) as string[][];

const FORMULA_CHAR = /^[=+\-@\t\r]/;

/** True when `written` is `original` with single quotes put in and nothing else changed. */
const onlyQuotesAdded = (original: string, written: string): boolean => {
  let at = 0;
  for (let i = 0; i < written.length; i += 1) {
    if (written[i] === original[at]) at += 1;
    else if (written[i] !== "'") return false;
  }
  return at === original.length;
};

/**
 * The fields a lenient reader finds: quotes honoured where they pair up (a quote opened and never
 * closed makes the rest one field, which begins with that quote), and quotes taken as text.
 */
const readAnyhow = (text: string, delimiter: CsvSeparator): string[][] => {
  const rows = read(text, delimiter, { quote: false });
  try {
    return [...rows, ...read(text, delimiter, { relax_quotes: true })];
  } catch (error) {
    if ((error as { code?: string }).code !== 'CSV_QUOTE_NOT_CLOSED') throw error;
    return rows;
  }
};

/** Where any reader could begin a field: the text split at every separator a spreadsheet offers. */
const fieldStarts = (text: string): string[] =>
  text
    .replace(CSV_BOM, '')
    .split(/[,;\t\r\n]/)
    .map((part) => part.replace(/^[\s"]*/, ''));

describe('toCsv', () => {
  it('starts with the BOM, ends every row with CRLF and has no sep= line', () => {
    const text = toCsv([
      ['Team', 'Pts'],
      ['Physik FC', 7],
    ]);
    expect(text).toBe(`${CSV_BOM}Team,Pts\r\nPhysik FC,7\r\n`);
    expect(text).not.toMatch(/sep=/);
  });

  it('quotes cells with a comma, semicolon, quote or line break whichever the separator', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 'a;b', 'plain']], ',')).toBe(
      `${CSV_BOM}"a,b","say ""hi""","two\nlines","a;b",plain\r\n`,
    );
    expect(toCsv([['a,b', 'a;b', 'plain']], ';')).toBe(`${CSV_BOM}"a,b";"a;b";plain\r\n`);
  });

  it('neutralises text cells a spreadsheet would run as a formula', () => {
    const cells = ['=1+1', '+49 89 123', '-3', '@SUM(A1)', '\tcmd', '\rcmd', '=HYPERLINK("x")'];
    const [row] = read(toCsv([cells]), ',');
    expect(row).toEqual(cells.map((c) => `'${c}`));
  });

  it('neutralises a formula after a separator, for a reader with the other separator', () => {
    // The probe's cells: each evaluated to 7 in LibreOffice read with the other separator.
    expect(toCsv([['Paul;=2+5;']], ',')).toBe(`${CSV_BOM}"Paul;'=2+5;"\r\n`);
    expect(toCsv([['TUM Kickers,=3+4,']], ';')).toBe(`${CSV_BOM}"TUM Kickers,'=3+4,"\r\n`);
    const english = toCsv([['7', 'Paul;=2+5;', 'x']], ',');
    expect(read(english, ';', { quote: false })[0]).toEqual(['7,"Paul', "'=2+5", '",x']);
    const german = toCsv([['7', 'TUM Kickers,=3+4,', 'x']], ';');
    expect(read(german, ',', { quote: false })[0]).toEqual(['7;"TUM Kickers', "'=3+4", '";x']);
    // Past quotes and spaces a reader might drop, and after a line break.
    expect(toCsv([['a; =1', 'b;"@x', 'c\n-d']], ',')).toBe(`${CSV_BOM}"a; '=1","b;""'@x","c\n'-d"\r\n`);
  });

  it('keeps numbers numbers: a goal difference of -3 stays -3', () => {
    expect(toCsv([[-3, 0, 12]])).toBe(`${CSV_BOM}-3,0,12\r\n`);
    expect(toCsv([[-3, 'Physik FC']], ';')).toBe(`${CSV_BOM}-3;Physik FC\r\n`);
  });

  it('writes umlauts as they are (UTF-8 with the BOM) and an empty cell for null', () => {
    expect(toCsv([['Müller', null, 'Fußball']])).toBe(`${CSV_BOM}Müller,,Fußball\r\n`);
  });

  const cellArb: fc.Arbitrary<CsvCell> = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.string({
      unit: fc.constantFrom('a', 'ä', ',', ';', '"', '\r', '\n', '=', '+', '-', '@', '\t', ' ', "'"),
    }),
    fc.integer(),
    fc.constant(null),
  );

  it('reads back through a CSV parser cell for cell with its separator, only quotes added', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cellArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom<CsvSeparator>(',', ';'),
        (rows, separator) => {
          // A row of one empty cell is an empty line, which parsers skip: compare the others.
          const kept = rows.filter((row) => !(row.length === 1 && (row[0] ?? '') === ''));
          const text = toCsv(kept, separator);
          expect(text.startsWith(CSV_BOM)).toBe(true);
          const readBack = read(text, separator);
          expect(readBack.map((row) => row.length)).toEqual(kept.map((row) => row.length));
          kept.forEach((row, r) => {
            row.forEach((value, c) => {
              const cellRead = readBack[r]?.[c];
              if (typeof value === 'string') expect(onlyQuotesAdded(value, cellRead ?? '')).toBe(true);
              else expect(cellRead).toBe(value === null ? '' : String(value));
            });
          });
        },
      ),
    );
  });

  const textArb = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.string({
      unit: fc.constantFrom('a', ',', ';', '"', '\r', '\n', '\t', ' ', '=', '+', '-', '@', "'", '\u00a0'),
    }),
  );

  it('starts no formula from a text cell, read with either separator', () => {
    fc.assert(
      fc.property(
        fc.array(textArb, { minLength: 1, maxLength: 5 }),
        fc.constantFrom<CsvSeparator>(',', ';'),
        (cells, separator) => {
          const text = toCsv([[...cells, 'end']], separator);
          for (const delimiter of [',', ';'] as const) {
            for (const row of readAnyhow(text, delimiter)) {
              for (const value of row) expect(value.replace(/^[\s"]*/, '')).not.toMatch(FORMULA_CHAR);
            }
          }
          // Any reader at all: wherever a field may begin, no formula does.
          for (const start of fieldStarts(text)) expect(start).not.toMatch(FORMULA_CHAR);
        },
      ),
    );
  });
});

describe('csvSeparator', () => {
  it('is a semicolon for German pages and a comma otherwise', () => {
    expect(csvSeparator('de')).toBe(';');
    expect(csvSeparator('de-DE')).toBe(';');
    expect(csvSeparator('en')).toBe(',');
    expect(csvSeparator('')).toBe(',');
  });
});

describe('csvFileName', () => {
  it('makes a plain file name of a title', () => {
    expect(csvFileName('Table 2026/27 – Group 1')).toBe('table-2026-27-group-1.csv');
    expect(csvFileName('Roster Müller FC')).toBe('roster-muller-fc.csv');
    expect(csvFileName('!!!')).toBe('download.csv');
  });
});
