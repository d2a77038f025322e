import { isApiError, NETWORK_ERROR_CODE, type ApiError } from '../api/api-error';
import { enRefusals } from './en-refusals';
import type { TPresenterKey } from './i18n';

/** A message to show: a catalogue key with values, or text the server already worded. */
export type TErrorMessage =
  { key: TPresenterKey; values?: Record<string, string | number> } | { text: string };

const KEY_BY_CODE: Record<string, TPresenterKey> = {
  [NETWORK_ERROR_CODE]: 'errors.network',
  invalid_credentials: 'errors.invalidCredentials',
  unauthorized: 'errors.sessionExpired',
  forbidden: 'errors.forbidden',
  not_found: 'errors.notFound',
  conflict: 'errors.conflict',
  invalid_input: 'errors.invalidInput',
  payload_too_large: 'errors.payloadTooLarge',
  unsupported_media_type: 'errors.unsupportedMediaType',
  invalid_reset_token: 'errors.invalidResetToken',
  'plan.proRequired': 'errors.proRequired',
  payments_not_configured: 'errors.paymentsNotConfigured',
  payment_provider_unavailable: 'errors.paymentProviderUnavailable',
};

const KEY_BY_STATUS: Record<number, TPresenterKey> = {
  0: 'errors.network',
  400: 'errors.invalidInput',
  401: 'errors.sessionExpired',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  409: 'errors.conflict',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
};

/**
 * The catalogue key of a refusal the server named by `reason` (a checkout that is over is worded
 * by its status), or null for a reason this app does not know.
 */
function refusalOf(error: ApiError): TErrorMessage | null {
  if (!error.reason) return null;
  const status = error.values.status;
  const key =
    error.reason === 'billing.checkoutClosed' && typeof status === 'string'
      ? `refusal.billing.checkoutClosed.${status}`
      : `refusal.${error.reason}`;
  return key in enRefusals ? { key: key as TPresenterKey, values: error.values } : null;
}

/** Plain words for any failure, by status and code; DOM-free so it can be unit tested. */
export function describeError(error: unknown): TErrorMessage {
  if (!isApiError(error)) {
    // fetch rejects with a TypeError when offline; anything else is a bug of ours.
    return error instanceof TypeError ? { key: 'errors.network' } : { key: 'errors.unknown' };
  }
  if (error.status === 429) {
    return error.retryAfterSeconds !== null
      ? { key: 'errors.tooManyRequests', values: { count: error.retryAfterSeconds } }
      : { key: 'errors.tooManyRequestsNoWait' };
  }
  // A 5xx is "our side" unless its code says something more useful (payments not set up).
  if (error.status >= 500 && !KEY_BY_CODE[error.code]) return { key: 'errors.server' };
  const refusal = refusalOf(error);
  if (refusal) return refusal;
  const key = KEY_BY_CODE[error.code] ?? KEY_BY_STATUS[error.status];
  if (key) return { key };
  return error.message ? { text: error.message } : { key: 'errors.unknown' };
}

/** Refusals whose server wording says more than our generic text for their code. */
const WORDED_STATUSES = new Set([403, 404, 409]);
const GENERIC_CODES = new Set(['forbidden', 'not_found', 'conflict']);

/**
 * Like describeError, but explains a refusal (403, 404, 409) in the app's words when the server
 * named it (`reason`), else keeps the server's own words when it gave some.
 */
export function describeRefusal(error: unknown): TErrorMessage {
  if (isApiError(error) && WORDED_STATUSES.has(error.status)) {
    const refusal = refusalOf(error);
    if (refusal) return refusal;
    if (error.message && GENERIC_CODES.has(error.code)) return { text: error.message };
  }
  return describeError(error);
}
