import { describe, expect, it } from 'vitest';
import { parseRetryAfter, toApiError } from './api-error';

describe('toApiError', () => {
  it('keeps the code, message and fields of the server answer', () => {
    const error = toApiError(
      409,
      {
        code: 'conflict',
        message: 'Taken',
        fields: { email: { code: 'email.taken', message: 'Taken' } },
      },
      null,
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe('conflict');
    expect(error.message).toBe('Taken');
    expect(error.fields?.email?.code).toBe('email.taken');
  });

  it('survives a body that is not an API error (a proxy page, an empty answer)', () => {
    const error = toApiError(502, null, null);
    expect(error.code).toBe('http_502');
    expect(error.message).toBe('');
    expect(error.fields).toBeUndefined();
  });

  it('reads the seconds of Retry-After', () => {
    expect(
      toApiError(429, { code: 'too_many_requests', message: 'x' }, '42').retryAfterSeconds,
    ).toBe(42);
  });
});

describe('parseRetryAfter', () => {
  it('accepts delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('7')).toBe(7);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});
