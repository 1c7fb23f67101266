import { type CsvCell, csvFileName, csvSeparator, toCsv } from '../../common/csv';

/**
 * Saves rows the page already shows as a CSV file (docs/PRODUCT.md#csv-downloads), built in the
 * browser: no request. The separator follows the page's language (semicolons on German pages).
 */
export function downloadCsv(title: string, rows: readonly (readonly CsvCell[])[]): void {
  const text = toCsv(rows, csvSeparator(document.documentElement.lang));
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(title);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
