import { API_PATHS } from '@crowdeck/core';
import { expect } from 'vitest';
import type { TLiveFixture } from './live-fixture';
import { python, READ_PNG } from './python-readers';
import { bearer } from './test-app';

export type { TXlsxSheet } from './python-readers';

/** The file each export format is saved as (the CSV export is a zip of CSV files). */
const EXPORT_FILES = { xlsx: 'r.xlsx', csv: 'r.zip', pdf: 'r.pdf' } as const;

/**
 * Downloads a run's report export as the presenter into the fixture's temporary directory (the
 * fixture needs `tempDir`); answers the file's path, throws unless the export answered 200.
 */
export async function downloadRunExport(
  live: TLiveFixture,
  runId: string,
  format: keyof typeof EXPORT_FILES,
): Promise<string> {
  const response = await live.app.inject({
    method: 'GET',
    url: `${API_PATHS.reportExport}${runId}/?format=${format}`,
    headers: bearer(live.token),
  });
  if (response.statusCode !== 200) {
    throw new Error(`the ${format} export answered ${response.statusCode}: ${response.body}`);
  }
  return live.file(EXPORT_FILES[format], response.rawPayload);
}

/** A slide image saved as `name` in the fixture's directory is a complete 1920×1080 PNG. */
export async function expectSlidePng(live: TLiveFixture, name: string, payload: Buffer) {
  const file = await live.file(name, payload);
  expect(await python(READ_PNG, file)).toMatchObject({
    width: 1920,
    height: 1080,
    complete: true,
  });
}
