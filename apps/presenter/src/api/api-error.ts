import type { TApiError, TFieldError } from '@crowdeck/core';

/** Code used when the server could not be reached at all. */
export const NETWORK_ERROR_CODE = 'network_error';

/** A failed API call: HTTP status (0 when the network failed), the server's code, text and fields. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, TFieldError> | undefined;
  /** Seconds to wait before retrying, from Retry-After on 429 answers. */
  readonly retryAfterSeconds: number | null;
  /** The refusal's finer name (`billing.nothingRenews`) and its values, when the server gave one. */
  readonly reason: string | null;
  readonly values: Record<string, string | number>;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, TFieldError> | undefined;
    retryAfterSeconds?: number | null;
    reason?: string | null;
    values?: Record<string, string | number> | undefined;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.reason = options.reason ?? null;
    this.values = options.values ?? {};
  }
}

/** Whether the value is an ApiError. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Reads Retry-After as whole seconds (delta-seconds or an HTTP date), null when absent. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Builds an ApiError from a non-2xx answer's status, parsed JSON body (if any) and Retry-After. */
export function toApiError(status: number, body: unknown, retryAfter: string | null): ApiError {
  const data = (body && typeof body === 'object' ? body : {}) as Partial<TApiError>;
  return new ApiError({
    status,
    code: typeof data.code === 'string' ? data.code : `http_${status}`,
    message: typeof data.message === 'string' ? data.message : '',
    fields: data.fields && typeof data.fields === 'object' ? data.fields : undefined,
    retryAfterSeconds: parseRetryAfter(retryAfter),
    reason: typeof data.reason === 'string' ? data.reason : null,
    values: data.values && typeof data.values === 'object' ? data.values : undefined,
  });
}
