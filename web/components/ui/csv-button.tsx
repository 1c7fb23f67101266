import { Button } from '@mantine/core';
import type { CsvCell } from '../../../common/csv';
import { downloadCsv } from '../../lib/csv-download';
import { DownloadIcon } from './icons';

interface CsvButtonProps {
  /** What the button says, e.g. 'Download the table (CSV)'. */
  label: string;
  /** The file's title, made into its name. */
  title: string;
  /** The rows, header first; built on the click only. */
  rows: () => readonly (readonly CsvCell[])[];
}

/** A 44 px button that saves what the page shows as a CSV file. */
export function CsvButton({ label, title, rows }: CsvButtonProps) {
  return (
    <Button variant="light" leftSection={<DownloadIcon />} onClick={() => downloadCsv(title, rows())}>
      {label}
    </Button>
  );
}
