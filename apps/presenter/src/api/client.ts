import { runtimeConfig } from '../config/runtime-config';
import { getRequestToken, isRemotePage } from '../auth/token';
import { ApiError, NETWORK_ERROR_CODE, toApiError } from './api-error';

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

let onUnauthorized: (() => void) | null = null;
let onRemoteEnded: (() => void) | null = null;

/** Registers what happens when the server says the session is no longer valid (401). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** Registers what a phone remote does when its session is over (revoked, signed out, expired). */
export function setRemoteEndedHandler(handler: (() => void) | null): void {
  onRemoteEnded = handler;
}

/**
 * Calls the API: JSON in and out, `Authorization: Bearer <token>` on every request, no timeout.
 * Cookies stay out unless `credentials` lets the API's own origin have its cookies (single
 * sign-on's browser binding). Failures throw an ApiError (status 0 when the server could not be
 * reached).
 */
export async function apiRequest<T>(
  method: TMethod,
  path: string,
  body?: unknown,
  options: { credentials: RequestCredentials } = { credentials: 'omit' },
): Promise<T> {
  const token = getRequestToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${runtimeConfig.apiUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: options.credentials,
    });
  } catch {
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: '' });
  }

  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return data as T;

  const error = toApiError(response.status, data, response.headers.get('Retry-After'));
  // A wrong password on sign-in is also a 401, but it is not an expired session.
  if (error.status === 401 && error.code !== 'invalid_credentials' && token) {
    // A remote's end is not the signed-in user's: the phone's own sign-in stays as it was.
    if (isRemotePage()) onRemoteEnded?.();
    else onUnauthorized?.();
  }
  throw error;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body ?? {}),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** An API path ending in one id: `path` then the id, URL-encoded, then a slash. */
export const withId = (path: string, id: string) => `${path}${encodeURIComponent(id)}/`;

/** The GET of an API path that ends in one id, as a function of that id. */
export const getById =
  <T>(path: string) =>
  (id: string) =>
    api.get<T>(withId(path, id));
