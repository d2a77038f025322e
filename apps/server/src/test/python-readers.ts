import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Reads a file back with Debian's Python (an independent reader, not the library that wrote it):
 * openpyxl for workbooks, the csv and zipfile modules for the rest. Prints JSON.
 */
export async function python(script: string, file: string): Promise<unknown> {
  const { stdout } = await run('/usr/bin/python3', ['-c', script, file], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

/** A workbook's sheet as READ_XLSX prints it. */
export interface TXlsxSheet {
  name: string;
  freeze: string | null;
  widths: number[];
  rows: { t: string; v: unknown; date: boolean; bold: boolean }[][];
}

export const READ_XLSX = `
import json, sys, datetime, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
out = []
for ws in wb.worksheets:
    rows = []
    for row in ws.iter_rows():
        rows.append([
            {"t": c.data_type, "v": c.value.isoformat() if isinstance(c.value, datetime.datetime) else c.value,
             "date": c.is_date, "bold": bool(c.font and c.font.b)}
            for c in row])
    widths = [ws.column_dimensions[openpyxl.utils.get_column_letter(i + 1)].width for i in range(ws.max_column)]
    out.append({"name": ws.title, "freeze": ws.freeze_panes, "rows": rows, "widths": widths})
print(json.dumps(out))
`;

export const READ_CSV = `
import csv, json, sys
raw = open(sys.argv[1], 'rb').read()
text = raw.decode('utf-8-sig')
print(json.dumps({"bom": raw[:3].hex(), "crlf": b"\\r\\n" in raw, "rows": list(csv.reader(text.splitlines()))}))
`;

/**
 * A CSV as spreadsheets of other locales split it: the cells Python's csv module reads with `;`,
 * `,` and tab as the separator, line breaks inside quotes kept (newline='').
 */
export const READ_CSV_SEPARATORS = `
import csv, io, json, sys
text = open(sys.argv[1], 'rb').read().decode('utf-8-sig')
print(json.dumps({d: list(csv.reader(io.StringIO(text, newline=''), delimiter=d)) for d in [';', ',', '\\t']}))
`;

export const READ_ZIP = `
import csv, io, json, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
print(json.dumps({n: list(csv.reader(z.read(n).decode('utf-8-sig').splitlines())) for n in z.namelist()}))
`;

/** A PNG's size, colour type, and whether its pixels decompress to the size the header says. */
export const READ_PNG = `
import json, struct, sys, zlib
raw = open(sys.argv[1], 'rb').read()
assert raw[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
pos, idat, head = 8, b'', None
while pos < len(raw):
    length, kind = struct.unpack('>I4s', raw[pos:pos + 8])
    data = raw[pos + 8:pos + 8 + length]
    if kind == b'IHDR': head = struct.unpack('>IIBBBBB', data)
    if kind == b'IDAT': idat += data
    pos += 12 + length
width, height, depth, colour = head[0], head[1], head[2], head[3]
channels = {2: 3, 6: 4}[colour]
pixels = zlib.decompress(idat)
print(json.dumps({"width": width, "height": height, "depth": depth,
                  "complete": len(pixels) == height * (1 + width * channels * depth // 8)}))
`;

/** A PDF's text as poppler's pdftotext lays it out (an independent reader of the exports). */
export async function pdfText(file: string): Promise<string> {
  const { stdout } = await run('/usr/bin/pdftotext', ['-layout', file, '-']);
  return stdout;
}
