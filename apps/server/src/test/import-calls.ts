import { API_PATHS, type TImportJob } from '@crowdeck/core';
import type { TApp } from '../app';
import { bearer } from './test-app';

/** A multipart/form-data body: the fields first or last as asked, then (or before) the file. */
export function importBody(
  file: { data: Buffer; name: string; type?: string },
  fields: Record<string, string> = {},
  fieldsFirst = false,
) {
  const boundary = '----crowdeck-import-boundary';
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  const filePart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.data,
    Buffer.from('\r\n'),
  ]);
  const parts = fieldsFirst ? [...fieldParts, filePart] : [filePart, ...fieldParts];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POSTs a file to the import route and returns the raw response. */
export function postImport(
  app: TApp,
  token: string,
  file: { data: Buffer; name: string },
  fields: Record<string, string> = {},
) {
  const body = importBody(file, fields);
  return app.inject({
    method: 'POST',
    url: API_PATHS.importJobs,
    payload: body.payload,
    headers: { ...bearer(token), 'content-type': body.contentType },
  });
}

/** Reads a job. */
export async function readJob(app: TApp, token: string, id: string): Promise<TImportJob> {
  const response = await app.inject({
    method: 'GET',
    url: `${API_PATHS.importJobs}${id}/`,
    headers: bearer(token),
  });
  if (response.statusCode !== 200) throw new Error(`GET job → ${response.statusCode}`);
  return response.json() as TImportJob;
}

/** Polls a job until `until` holds (default: it ended), at most `timeoutMs`. */
export async function waitForJob(
  app: TApp,
  token: string,
  id: string,
  until: (job: TImportJob) => boolean = (job) =>
    job.status !== 'queued' && job.status !== 'processing',
  timeoutMs = 60_000,
): Promise<TImportJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await readJob(app, token, id);
    if (until(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status} (${job.pagesDone})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Imports a file and waits for the job to end; the 202 must come first. */
export async function importAndWait(
  app: TApp,
  token: string,
  file: { data: Buffer; name: string },
  fields: Record<string, string> = {},
): Promise<TImportJob> {
  const response = await postImport(app, token, file, fields);
  if (response.statusCode !== 202) {
    throw new Error(`POST import → ${response.statusCode}: ${response.body}`);
  }
  return waitForJob(app, token, (response.json() as TImportJob).id);
}
