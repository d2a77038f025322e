import type { TLiveError } from '@crowdeck/core';

/** Why the server refused a live request (core's LIVE_ERROR_CODES). */
export type TLiveErrorCode = TLiveError['code'];

/** Join refusals that end the attempt: the phone shows a message instead of retrying. */
export const FATAL_JOIN_CODES: ReadonlySet<TLiveErrorCode> = new Set([
  'not_found',
  'ended',
  'full',
  'invalid_input',
  'locked',
  'removed',
]);

/** The plan's limit of a `full` refusal, when the server gave one. */
export function getLimitFromError(error: TLiveError): number | null {
  return typeof error.limit === 'number' && error.limit > 0 ? error.limit : null;
}
