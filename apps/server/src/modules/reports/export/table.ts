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
 * Characters that make a spreadsheet read a cell as a formula (or, for tab and carriage return,
 * hide one): the OWASP list for CSV injection.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Participant text as inert text in a CSV: a leading `'` keeps Excel and LibreOffice from
 * evaluating `=HYPERLINK(…)` or `+cmd|' /C calc'!A0`. Numbers are written as numbers, untouched.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
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
