/** One cell of an exported table: text, a number, a moment, yes/no, or empty. */
export type TExportCell = string | number | Date | boolean | null;

/** How a column's cells are written: spreadsheets get real numbers and dates, never text. */
export type TExportColumnKind = 'text' | 'number' | 'date' | 'boolean';

export interface TExportColumn {
  header: string;
  kind: TExportColumnKind;
}

/**
 * One table of a report (a sheet of the workbook, a file of the CSV zip). Rows may be produced
 * lazily (an async iterable read from the database in pages): writers stream them and never
 * hold the whole table.
 */
export interface TExportTable {
  name: string;
  columns: readonly TExportColumn[];
  rows: Iterable<readonly TExportCell[]> | AsyncIterable<readonly TExportCell[]>;
}

/**
 * A formula trigger where a reader may start a cell. Triggers: the OWASP list for CSV injection
 * (`=` `+` `-` `@`, and tab and carriage return, which can hide one), with the full-width forms
 * Apple Numbers folds. Cell starts: the text's start, and after any character a reader could split
 * on — a list separator of any locale (`,` `;` tab), a line break, or a quote (a reader splitting
 * on another separator loses track of the quoting and can open a cell there).
 */
const CELL_STARTS = /(^|[,;\t\r\n"])(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * Participant text as inert text in a CSV, whichever separator the reader splits it on: a `'`
 * before every formula trigger that could begin a cell keeps Excel and LibreOffice from evaluating
 * `=HYPERLINK(…)`, `+cmd|' /C calc'!A0` or the `=1+1` of `ok;=1+1` opened with `;` as the list
 * separator. Numbers are written as numbers, untouched.
 */
export function neutraliseFormula(text: string): string {
  return text.replace(CELL_STARTS, "$1'");
}

/**
 * Sheet names as Excel takes them: at most 31 characters, none of `[]:*?/\`, not empty, not
 * starting or ending with an apostrophe, unique within the workbook ignoring case.
 */
export function toSheetName(wanted: string, used: Set<string>): string {
  const cleaned = wanted
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const base = cleaned || 'Sheet';
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const name = `${base.slice(0, 31 - suffix.length).trimEnd()}${suffix}`;
    if (!used.has(name.toLowerCase())) {
      used.add(name.toLowerCase());
      return name;
    }
  }
}

/** File names inside the CSV zip: the sheet name without characters file systems refuse. */
export function toFileName(sheetName: string): string {
  return `${sheetName.replace(/[<>:"/\\|?*]/g, ' ').trim() || 'table'}.csv`;
}
