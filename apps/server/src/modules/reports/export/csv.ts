import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';
import { neutraliseFormula, type TExportCell, type TExportTable } from './table';

/** Rows turned into text at once: one write per batch (a zip compresses each write it gets). */
const BATCH_ROWS = 1_000;

/** A moment as spreadsheets read it without help: `2026-11-25 09:30:00` (UTC). */
export const toCsvDate = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

const OPTIONS: Options = {
  record_delimiter: 'windows',
  // Every text in quotes (RFC 4180), separator or not: a reader whose list separator is another
  // one (`;` in German or French Excel) still reads each text as one cell.
  quoted_string: true,
  cast: {
    string: (value) => neutraliseFormula(value),
    date: (value) => toCsvDate(value),
    boolean: (value) => (value ? 'TRUE' : 'FALSE'),
    number: (value) => String(value),
  },
};

async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/**
 * Writes one table as CSV to `out`: UTF-8 with a byte-order mark (Excel then reads accents
 * right), a header row, every text quoted (RFC 4180) and made inert (`neutraliseFormula`).
 * Rows are streamed in batches: the table is never held whole, and each write is large enough
 * that compressing it downstream costs little per row.
 */
export async function writeCsv(table: TExportTable, out: Writable): Promise<void> {
  const header = table.columns.map((column) => neutraliseFormula(column.header));
  await write(out, `\uFEFF${stringify([header], OPTIONS)}`);
  let batch: (readonly TExportCell[])[] = [];
  for await (const row of table.rows) {
    batch.push(row);
    if (batch.length === BATCH_ROWS) {
      await write(out, stringify(batch, OPTIONS));
      batch = [];
    }
  }
  if (batch.length > 0) await write(out, stringify(batch, OPTIONS));
  out.end();
}
