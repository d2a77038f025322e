import { API_PATHS, DECK_LIMITS, type TUploadImageResponse } from '@crowdeck/core';
import { getToken } from '../auth/token';
import { runtimeConfig } from '../config/runtime-config';
import { ApiError, NETWORK_ERROR_CODE, toApiError } from './api-error';

/** Image types the upload API accepts. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Why a file cannot be uploaded before it is sent: 'tooLarge', 'wrongType', or null when fine. */
export function checkImageFile(file: {
  size: number;
  type: string;
}): 'tooLarge' | 'wrongType' | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > DECK_LIMITS.uploadMaxBytes) return 'tooLarge';
  return null;
}

/**
 * Uploads an image to the upload origin as multipart field `file`, reporting progress (0..1).
 * XMLHttpRequest rather than fetch, because fetch cannot report upload progress.
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<TUploadImageResponse> {
  return uploadFile<TUploadImageResponse>(API_PATHS.uploadImage, file, onProgress);
}

/** Code of the ApiError a multipart upload rejects with when it was aborted. */
export const UPLOAD_ABORTED_CODE = 'aborted';

/** An upload under way: its answer, and a way to stop it. */
export interface TUploadHandle<T> {
  done: Promise<T>;
  /** Stops sending; `done` rejects with an ApiError of code UPLOAD_ABORTED_CODE. */
  abort: () => void;
}

/** Uploads `file` as multipart field `file` to an upload path of the API, reporting progress. */
export function uploadFile<T>(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return startUpload<T>({ url: `${runtimeConfig.uploadUrl}${path}`, file, onProgress }).done;
}

/**
 * Sends `file` as multipart field `file` (after the text `fields`) to `url`, reporting progress
 * (0..1) and abortable. XMLHttpRequest rather than fetch, because fetch cannot report upload
 * progress.
 */
export function startUpload<T>(options: {
  url: string;
  file: File;
  fields?: Record<string, string>;
  onProgress: (fraction: number) => void;
  /** Every byte has left: the server may already hold the whole file. */
  onSent?: () => void;
}): TUploadHandle<T> {
  const request = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    request.open('POST', options.url);
    request.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => options.onSent?.();
    request.onerror = () =>
      reject(new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: '' }));
    request.onabort = () =>
      reject(new ApiError({ status: 0, code: UPLOAD_ABORTED_CODE, message: '' }));
    request.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(request.responseText);
      } catch {
        data = null;
      }
      if (request.status >= 200 && request.status < 300) resolve(data as T);
      else reject(toApiError(request.status, data, request.getResponseHeader('Retry-After')));
    };
    const form = new FormData();
    // Fields first: a server reading the stream knows them before the file arrives.
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append('file', options.file);
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}
