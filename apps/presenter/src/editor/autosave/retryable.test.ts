import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { isRetryableSaveError } from './retryable';

const apiError = (status: number) => new ApiError({ status, code: `http_${status}`, message: '' });

describe('isRetryableSaveError', () => {
  it('retries when offline, on server errors, rate limits and timeouts', () => {
    for (const status of [0, 500, 503, 429, 408])
      expect(isRetryableSaveError(apiError(status))).toBe(true);
    expect(isRetryableSaveError(new TypeError('fetch failed'))).toBe(true);
  });

  it('gives up on answers that will not change by waiting (bad input, gone, not allowed)', () => {
    for (const status of [400, 401, 403, 404, 409, 413])
      expect(isRetryableSaveError(apiError(status))).toBe(false);
  });
});
