import { PassThrough, type Writable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { writeCsv } from './csv';
import { toFileName, toSheetName, type TExportTable } from './table';

/**
 * Writes the tables as one .zip of CSV files (one per table, named after it) to `out`, each
 * streamed into the archive as it is written.
 */
export async function writeCsvZip(tables: readonly TExportTable[], out: Writable): Promise<void> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const finished = new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('error', reject);
    archive.once('error', reject);
  });
  archive.pipe(out);
  const used = new Set<string>();
  for (const table of tables) {
    const entry = new PassThrough();
    archive.append(entry, { name: toFileName(toSheetName(table.name, used)) });
    await writeCsv(table, entry);
  }
  await archive.finalize();
  await finished;
}
