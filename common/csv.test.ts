import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, type CsvCell, type CsvSeparator, csvFileName, csvSeparator, toCsv } from './csv';

/** What csv-parse (an independent RFC 4180 reader) reads back, BOM removed. */
const read = (text: string, delimiter: CsvSeparator): string[][] =>
  parse(text, { bom: true, delimiter, relax_column_count: true }) as string[][];

/** What a cell should read back as: numbers as their digits, formula starts behind a quote. */
const expected = (value: CsvCell): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
};

describe('toCsv', () => {
  it('starts with the BOM, ends every row with CRLF and has no sep= line', () => {
    const text = toCsv([
      ['Team', 'Pts'],
      ['Physik FC', 7],
    ]);
    expect(text).toBe(`${CSV_BOM}Team,Pts\r\nPhysik FC,7\r\n`);
    expect(text).not.toMatch(/sep=/);
  });

  it('quotes cells with the separator, quotes or line breaks, doubling the quotes', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 'a;b']], ',')).toBe(
      `${CSV_BOM}"a,b","say ""hi""","two\nlines",a;b\r\n`,
    );
    expect(toCsv([['a,b', 'a;b']], ';')).toBe(`${CSV_BOM}a,b;"a;b"\r\n`);
  });

  it('neutralises text cells a spreadsheet would run as a formula', () => {
    const cells = ['=1+1', '+49 89 123', '-3', '@SUM(A1)', '\tcmd', '\rcmd', '=HYPERLINK("x")'];
    const [row] = read(toCsv([cells]), ',');
    expect(row).toEqual(cells.map((c) => `'${c}`));
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
    fc.string({ unit: fc.constantFrom('a', 'ä', ',', ';', '"', '\r', '\n', '=', '+', '-', '@', '\t', ' ') }),
    fc.integer(),
    fc.constant(null),
  );

  it('reads back through a CSV parser cell for cell, with either separator', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cellArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom<CsvSeparator>(',', ';'),
        (rows, separator) => {
          // A row of one empty cell is an empty line, which parsers skip: compare the others.
          const kept = rows.filter((row) => !(row.length === 1 && expected(row[0] ?? null) === ''));
          const text = toCsv(kept, separator);
          expect(text.startsWith(CSV_BOM)).toBe(true);
          expect(read(text, separator)).toEqual(kept.map((row) => row.map(expected)));
        },
      ),
    );
  });

  it('never lets a parsed text cell start a formula', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (cells) => {
        const [row = []] = read(toCsv([[...cells, 'end']]), ',');
        for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/);
      }),
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
