import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { toSheetName, type TExportCell, type TExportColumn, type TExportTable } from './table';

/** Rows read before a sheet is started, to size its columns (streamed sheets fix widths first). */
const SIZING_ROWS = 200;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const PLAIN: Partial<ExcelJS.Style> = {};
const DATE_STYLE: Partial<ExcelJS.Style> = { numFmt: DATE_FORMAT };
/** Rows between two pauses that let compression and the destination catch up. */
const YIELD_EVERY = 50;

/**
 * Lets the zip compression (zlib works off the main thread) and a slow destination catch up,
 * so committed rows do not pile up in memory.
 */
async function settle(out: Writable): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  if (out.writableNeedDrain) await once(out, 'drain');
}

/** Characters a cell shows, for sizing its column. */
function shownLength(cell: TExportCell, column: TExportColumn): number {
  if (cell === null) return 0;
  if (column.kind === 'date') return DATE_FORMAT.length;
  return String(cell).length;
}

/** Column widths that fit the header and the first rows, within bounds. */
function fitWidths(columns: readonly TExportColumn[], rows: readonly (readonly TExportCell[])[]) {
  return columns.map((column, index) => {
    const longest = Math.max(
      column.header.length,
      ...rows.map((row) => shownLength(row[index] ?? null, column)),
    );
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
}

/** The rows as an async iterator, whichever kind the table gives. */
function iterate(rows: TExportTable['rows']): AsyncIterator<readonly TExportCell[]> {
  if (Symbol.asyncIterator in rows) return rows[Symbol.asyncIterator]();
  const sync = rows[Symbol.iterator]();
  return { next: () => Promise.resolve(sync.next()) };
}

/**
 * Writes the tables as one Excel workbook (.xlsx) to `out`, a sheet per table: a bold, frozen
 * header row, columns sized to fit, numbers and dates as typed cells (dates in UTC), and every
 * text as a string cell (never a formula, whatever it starts with). Streamed: each row is
 * written out once added, so memory stays flat whatever the number of rows.
 */
export async function writeXlsx(tables: readonly TExportTable[], out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const used = new Set<string>();
  for (const table of tables) {
    const rows = iterate(table.rows);
    const head: (readonly TExportCell[])[] = [];
    let done = false;
    while (head.length < SIZING_ROWS) {
      const next = await rows.next();
      if (next.done) {
        done = true;
        break;
      }
      head.push(next.value);
    }
    const sheet = workbook.addWorksheet(toSheetName(table.name, used), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    const widths = fitWidths(table.columns, head);
    sheet.columns = table.columns.map((column, index) => ({
      header: column.header,
      width: widths[index],
      ...(column.kind === 'date' ? { style: { numFmt: DATE_FORMAT } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    // One style object per column, shared by all its cells: exceljs looks a style up by object
    // identity first, and would otherwise serialise a fresh copy for every cell.
    const styles = table.columns.map((column) => (column.kind === 'date' ? DATE_STYLE : PLAIN));
    const add = (values: readonly TExportCell[]) => {
      const row = sheet.addRow([...values]);
      row.eachCell((cell, column) => {
        cell.style = styles[column - 1] ?? PLAIN;
      });
      row.commit();
    };
    head.forEach(add);
    for (let written = head.length; !done; written += 1) {
      const next = await rows.next();
      if (next.done) break;
      add(next.value);
      if (written % YIELD_EVERY === 0) await settle(out);
    }
    sheet.commit();
  }
  await workbook.commit();
}
