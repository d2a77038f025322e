import { API_ERROR_CODES } from '@crowdeck/core';
import { ApiError } from '../../http/api-error';
import { createPlaces } from '../../lib/places';

/** Imports one account may have under way at once. */
export const IMPORTS_PER_ACCOUNT = 2;
/** The wait a refusal announces, in seconds (an import takes seconds to a minute or two). */
const RETRY_AFTER_SEC = 30;

/**
 * The bound in front of the import workers: an import is admitted while the server and its
 * account have room and holds its place until it ends; beyond either bound it is refused with
 * 429 and a Retry-After, so a burst of uploads never piles up behind a live room.
 */
export function createImportAdmission(limits: { perServer: number; perAccount: number }) {
  const refuse = (message: string) =>
    new ApiError(429, API_ERROR_CODES.tooManyRequests, message, undefined, RETRY_AFTER_SEC);
  const places = createPlaces(limits, {
    account: (mine) =>
      refuse(`This account already has ${mine} imports under way. Wait for one to finish.`),
    server: () =>
      refuse('The server is importing as many files as it can at once. Try again shortly.'),
  });
  return {
    /** Takes a place for `accountId` or throws 429; the returned function gives it back (once). */
    enter(accountId: string): () => void {
      return places.enter(accountId);
    },
  };
}

export type TImportAdmission = ReturnType<typeof createImportAdmission>;
