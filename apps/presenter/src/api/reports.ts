import {
  API_PATHS,
  type TRunListResponse,
  type TRunReport,
  type TSlideResponses,
} from '@crowdeck/core';
import { getToken } from '../auth/token';
import { runtimeConfig } from '../config/runtime-config';
import { ApiError, NETWORK_ERROR_CODE, toApiError } from './api-error';
import { api, getById, withId } from './client';

/** A deck's runs (sessions), newest first. */
export const listRuns = getById<TRunListResponse>(API_PATHS.reportRuns);

/** A run's report. */
export const getRunReport = getById<TRunReport>(API_PATHS.reportRun);

/** Each participant's response to one slide of a run. */
export const getSlideResponses = (runId: string, slideId: string) =>
  api.get<TSlideResponses>(
    `${withId(API_PATHS.reportRun, runId)}slide/${encodeURIComponent(slideId)}/`,
  );

/** Deletes a run with its participants and responses. */
export const deleteRun = (runId: string) => api.delete<null>(withId(API_PATHS.reportRun, runId));

/** Deletes one participant of a run with its answers, words and questions (on its request). */
export const deleteRunParticipant = (runId: string, participantId: string) =>
  api.delete<null>(
    `${withId(API_PATHS.reportParticipant, runId)}${encodeURIComponent(participantId)}/`,
  );

/** Formats a run downloads as. */
export type TExportFormat = 'xlsx' | 'csv' | 'pdf';

/** The file name the server gave a download, from its Content-Disposition. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Fetches a file with the presenter's token and saves it (named as the server says). */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${runtimeConfig.apiUrl}${path}`, { headers, credentials: 'omit' });
  } catch {
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: '' });
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw toApiError(response.status, data, response.headers.get('Retry-After'));
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The browser's time zone ("Europe/Berlin"): the PDF and images write their times in it. */
const timeZone = () => encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Downloads a run's export: Excel, a zip of CSVs, or the PDF report. */
export const downloadRunExport = (runId: string, format: TExportFormat) =>
  downloadFile(
    `${withId(API_PATHS.reportExport, runId)}?format=${format}${format === 'pdf' ? `&tz=${timeZone()}` : ''}`,
    `report.${format === 'csv' ? 'zip' : format}`,
  );

/** Downloads one slide with its results as a 1920×1080 PNG. */
export const downloadSlideImage = (runId: string, slideId: string) =>
  downloadFile(
    `${withId(API_PATHS.reportRun, runId)}slide/${encodeURIComponent(slideId)}/image/?tz=${timeZone()}`,
    'slide.png',
  );
