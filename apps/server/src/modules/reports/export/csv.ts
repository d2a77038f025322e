import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { neutraliseFormula, type TExportTable } from './table';

/** A moment as spreadsheets read it without help: `2026-11-25 09:30:00` (UTC). */
export const toCsvDate = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

/**
 * Writes one table as CSV to `out`: UTF-8 with a byte-order mark (Excel then reads accents
 * right), a header row, RFC 4180 quoting, and every text cell made inert (`neutraliseFormula`).
 * Rows are streamed: the table is never held whole.
 */
export async function writeCsv(table: TExportTable, out: Writable): Promise<void> {
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: table.columns.map((column) => neutraliseFormula(column.header)),
    record_delimiter: 'windows',
    cast: {
      string: (value) => neutraliseFormula(value),
      date: (value) => toCsvDate(value),
      boolean: (value) => (value ? 'TRUE' : 'FALSE'),
      number: (value) => String(value),
    },
  });
  await pipeline(Readable.from(table.rows, { objectMode: true }), stringifier, out);
}
