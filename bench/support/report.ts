import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the benchmarks leave their reports (bench/reports/). */
export const REPORTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'reports');

/** Writes each file (name → text) into bench/reports/, made if need be. */
export async function writeReports(files: Record<string, string>): Promise<void> {
  await mkdir(REPORTS_DIR, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(REPORTS_DIR, name), text);
  }
}

/** Writes the report to bench/reports/<name> and prints it. */
export async function publishReport(name: string, report: string): Promise<void> {
  await writeReports({ [name]: report });
  console.info(report);
}
