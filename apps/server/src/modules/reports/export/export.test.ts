import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  python,
  READ_CSV,
  READ_CSV_SEPARATORS,
  READ_XLSX,
  READ_ZIP,
  type TXlsxSheet,
} from '../../../test/python-readers';
import { writeCsv } from './csv';
import { writeCsvZip } from './csv-zip';
import { toSheetName, type TExportCell, type TExportTable } from './table';
import { writeXlsx } from './xlsx';

const HOSTILE = [
  '=HYPERLINK("http://evil","x")',
  "+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(A1)',
  'Zoë <b>bold</b>',
  'ok;=1+1',
];
const AT = new Date('2026-11-25T09:30:15.000Z');

function overview(): TExportTable {
  return {
    name: 'Overview',
    columns: [
      { header: 'Participant', kind: 'text' },
      { header: 'Score', kind: 'number' },
      { header: 'Joined at (UTC)', kind: 'date' },
      { header: 'Correct', kind: 'boolean' },
    ],
    rows: HOSTILE.map((name, i): TExportCell[] => [name, i * 100 - 50, AT, i % 2 === 0]),
  };
}

describe('exports: Excel, CSV and a zip of CSV, read back by independent readers', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'crowdeck-export-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function toFile(name: string, write: (out: Writable) => Promise<void>) {
    const file = path.join(dir, name);
    const out = createWriteStream(file);
    // The writers end the stream; the file is read once it is closed.
    await Promise.all([once(out, 'close'), write(out)]);
    return file;
  }

  it('writes typed cells, text that stays text, a frozen bold header and fitting widths', async () => {
    const file = await toFile('report.xlsx', (out) =>
      writeXlsx(
        [overview(), { ...overview(), name: 'Q1: What is 2/2? [quiz] — a rather long question' }],
        out,
      ),
    );
    const sheets = (await python(READ_XLSX, file)) as TXlsxSheet[];
    expect(sheets.map((s) => s.name)).toEqual(['Overview', 'Q1 What is 2 2 quiz — a rather']);
    const [first] = sheets as [TXlsxSheet];
    expect(first.freeze).toBe('A2');
    expect(first.rows[0]?.map((c) => [c.v, c.bold])).toEqual([
      ['Participant', true],
      ['Score', true],
      ['Joined at (UTC)', true],
      ['Correct', true],
    ]);
    const body = first.rows.slice(1);
    expect(body.map((row) => row[0])).toEqual(
      HOSTILE.map((name) => expect.objectContaining({ t: 's', v: name })),
    );
    // Excel keeps text as text: a string cell is never evaluated, so it is stored as given.
    expect(body.flat().filter((cell) => cell.t === 'f')).toEqual([]);
    expect(body.map((row) => row[1]?.v)).toEqual([-50, 50, 150, 250, 350, 450]);
    expect(body.every((row) => row[1]?.t === 'n')).toBe(true);
    expect(body[0]?.[2]).toMatchObject({ date: true, v: '2026-11-25T09:30:15' });
    expect(body.map((row) => row[3]?.v)).toEqual([true, false, true, false, true, false]);
    expect(body[0]?.[3]?.t).toBe('b');
    // The longest name (30 characters) and the date fit their columns.
    expect(first.widths[0]).toBeGreaterThanOrEqual(30);
    expect(first.widths[2]).toBeGreaterThanOrEqual(19);
  });

  it('streams rows produced lazily, all of them', async () => {
    async function* rows() {
      for (let i = 0; i < 5_000; i += 1) {
        if (i % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
        yield [`Phone ${i}`, i] as TExportCell[];
      }
    }
    const table: TExportTable = {
      name: 'Many',
      columns: [
        { header: 'Participant', kind: 'text' },
        { header: 'Score', kind: 'number' },
      ],
      rows: rows(),
    };
    const file = await toFile('many.xlsx', (out) => writeXlsx([table], out));
    const [sheet] = (await python(READ_XLSX, file)) as [TXlsxSheet];
    expect(sheet.rows).toHaveLength(5_001);
    expect(sheet.rows.at(-1)?.map((c) => c.v)).toEqual(['Phone 4999', 4999]);
  });

  it('writes CSV in UTF-8 with a byte-order mark, formulas made inert, numbers as numbers', async () => {
    const file = await toFile('overview.csv', (out) => writeCsv(overview(), out));
    const read = (await python(READ_CSV, file)) as { bom: string; crlf: boolean; rows: string[][] };
    expect(read.bom).toBe('efbbbf');
    expect(read.crlf).toBe(true);
    expect(read.rows[0]).toEqual(['Participant', 'Score', 'Joined at (UTC)', 'Correct']);
    expect(read.rows.slice(1).map((row) => row[0])).toEqual([
      `'=HYPERLINK("http://evil","x")`,
      `'+cmd|' /C calc'!A0`,
      `'-2+3`,
      `'@SUM(A1)`,
      'Zoë <b>bold</b>',
      "ok;'=1+1",
    ]);
    expect(read.rows[1]?.slice(1)).toEqual(['-50', '2026-11-25 09:30:15', 'TRUE']);
  });

  it('lets no formula start a cell, whichever separator a spreadsheet splits the file on', async () => {
    const smuggled = [
      'ok;=1+1',
      'ok,=1+1',
      'ok\t=1+1',
      'ok;\t=1+1',
      'two lines\r\n=1+1',
      'quote";=1+1',
      'quote;"=1+1',
      'x";"+1";"-1',
      'a,@SUM(A1);-2',
      '\uFF1D1+1',
      '\t=1+1',
    ];
    const table: TExportTable = {
      name: 'Smuggled',
      columns: [
        { header: 'Answer', kind: 'text' },
        { header: 'Points', kind: 'number' },
        { header: 'Name;=1+1', kind: 'text' },
      ],
      rows: smuggled.map((text, i): TExportCell[] => [text, i, `Phone ${i}`]),
    };
    const file = await toFile('smuggled.csv', (out) => writeCsv(table, out));
    const raw = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    // Every text is quoted, numbers are not.
    expect(raw.split('\r\n')[0]).toBe(`"Answer","Points","Name;'=1+1"`);
    expect(raw).toContain(`,1,"Phone 1"`);
    const read = (await python(READ_CSV_SEPARATORS, file)) as Record<string, string[][]>;
    expect(Object.keys(read)).toEqual([';', ',', '\t']);
    for (const rows of Object.values(read)) {
      const cells = rows.flat();
      expect(cells.length).toBeGreaterThan(smuggled.length);
      expect(cells.filter((cell) => /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell))).toEqual([]);
    }
    // Read with its own separator, each text is one cell, changed only by the quotes added.
    const own = read[',']!.slice(1);
    expect(own.map((row) => row[0]!.replaceAll("'", ''))).toEqual(
      smuggled.map((text) => text.replaceAll("'", '')),
    );
    expect(own[0]).toEqual(["ok;'=1+1", '0', 'Phone 0']);
  });

  it('zips one CSV per table, named after it', async () => {
    const file = await toFile('report.zip', (out) =>
      writeCsvZip([overview(), { ...overview(), name: 'Overview' }], out),
    );
    const read = (await python(READ_ZIP, file)) as Record<string, string[][]>;
    expect(Object.keys(read)).toEqual(['Overview.csv', 'Overview (2).csv']);
    expect(read['Overview (2).csv']?.[2]?.[0]).toBe(`'+cmd|' /C calc'!A0`);
    expect((await readFile(file)).subarray(0, 2).toString()).toBe('PK');
  });

  it('names sheets as Excel allows: 31 characters, no []:*?/\\, unique ignoring case', () => {
    const used = new Set<string>();
    expect(toSheetName('Results', used)).toBe('Results');
    expect(toSheetName('results', used)).toBe('results (2)');
    expect(toSheetName("'[]:*?/\\'", used)).toBe('Sheet');
    expect(toSheetName('x'.repeat(40), used)).toHaveLength(31);
    expect(toSheetName('x'.repeat(40), used)).toBe(`${'x'.repeat(27)} (2)`);
  });
});
