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

/** Uploads `file` as multipart field `file` to an upload path of the API, reporting progress. */
export function uploadFile<T>(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${runtimeConfig.uploadUrl}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: '' }));
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
    form.append('file', file);
    request.send(form);
  });
}
