import { isApiError } from '../../api/api-error';

/** Failures worth retrying: the network, the server's own errors, rate limits and timeouts. */
export function isRetryableSaveError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 429 || error.status === 408;
}
