import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { describeError } from './error-message';

const apiError = (status: number, code: string, message = '', retryAfterSeconds?: number) =>
  new ApiError({ status, code, message, retryAfterSeconds: retryAfterSeconds ?? null });

describe('describeError', () => {
  it('says the server cannot be reached when the network fails', () => {
    expect(describeError(apiError(0, 'network_error'))).toEqual({ key: 'errors.network' });
    expect(describeError(new TypeError('Failed to fetch'))).toEqual({ key: 'errors.network' });
  });

  it('blames our side, in plain words, for any 5xx', () => {
    expect(describeError(apiError(500, 'internal_error', 'stack trace'))).toEqual({
      key: 'errors.server',
    });
    expect(describeError(apiError(503, 'http_503'))).toEqual({ key: 'errors.server' });
    expect(describeError(apiError(503, 'payments_not_configured'))).toEqual({
      key: 'errors.paymentsNotConfigured',
    });
  });

  it('words a rate limit in the app’s language with the seconds to wait', () => {
    expect(describeError(apiError(429, 'too_many_requests', 'Try again in 30 seconds.'))).toEqual({
      key: 'errors.tooManyRequestsNoWait',
    });
    expect(describeError(apiError(429, 'too_many_requests', '', 12))).toEqual({
      key: 'errors.tooManyRequests',
      values: { count: 12 },
    });
  });

  it('tells a wrong password apart from an expired session', () => {
    expect(describeError(apiError(401, 'invalid_credentials'))).toEqual({
      key: 'errors.invalidCredentials',
    });
    expect(describeError(apiError(401, 'unauthorized'))).toEqual({ key: 'errors.sessionExpired' });
  });

  it('explains an invalid reset link', () => {
    expect(describeError(apiError(400, 'invalid_reset_token'))).toEqual({
      key: 'errors.invalidResetToken',
    });
  });

  it('falls back to the server text for codes it does not know, else a generic line', () => {
    expect(describeError(apiError(418, 'teapot', 'I am a teapot.'))).toEqual({
      text: 'I am a teapot.',
    });
    expect(describeError(apiError(418, 'teapot'))).toEqual({ key: 'errors.unknown' });
    expect(describeError(new Error('boom'))).toEqual({ key: 'errors.unknown' });
  });
});
