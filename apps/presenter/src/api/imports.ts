import {
  API_PATHS,
  type TImportCapabilities,
  type TImportFields,
  type TImportJob,
} from '@crowdeck/core';
import { runtimeConfig } from '../config/runtime-config';
import { api } from './client';
import { startUpload, type TUploadHandle } from './uploads';

const jobPath = (id: string) => `${API_PATHS.importJobs}${encodeURIComponent(id)}/`;

/** Which formats this server imports (PDF always; PowerPoint when LibreOffice is installed). */
export const fetchImportCapabilities = () =>
  api.get<TImportCapabilities>(API_PATHS.importCapabilities);

/** The job as the server answers it: the job itself, or wrapped as `{ job }`. */
export function readImportJob(data: unknown): TImportJob {
  if (data && typeof data === 'object' && 'job' in data) return (data as { job: TImportJob }).job;
  return data as TImportJob;
}

/**
 * Uploads a PDF or PowerPoint file to import (202: the job, which then runs on the server),
 * reporting the upload's progress; abortable while the file is on its way.
 */
export function startImport(
  file: File,
  fields: TImportFields,
  onProgress: (fraction: number) => void,
  onSent?: () => void,
): TUploadHandle<TImportJob> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) if (value) text[name] = value;
  const upload = startUpload<unknown>({
    url: `${runtimeConfig.apiUrl}${API_PATHS.importJobs}`,
    file,
    fields: text,
    onProgress,
    ...(onSent ? { onSent } : {}),
  });
  return { done: upload.done.then(readImportJob), abort: upload.abort };
}

/** The job now: its status and how many pages are done. */
export const fetchImportJob = (id: string) => api.get<unknown>(jobPath(id)).then(readImportJob);

/** Cancels a job that is still running: nothing of it reaches the deck. */
export const cancelImportJob = (id: string) =>
  api.delete<unknown>(jobPath(id)).then((data) => (data ? readImportJob(data) : null));
