import { API_ERROR_CODES } from '@crowdeck/core';
import { ApiError } from '../../http/api-error';
import { createPlaces } from '../../lib/places';

/** How long an export is first guessed to take, before any has finished. */
const FIRST_GUESS_MS = 2_000;
/** Weight of the latest export in the running average of their durations. */
const AVERAGE_WEIGHT = 0.2;
/** Bounds of the Retry-After sent with a refusal, in seconds. */
const RETRY_AFTER = { min: 1, max: 60 };

export interface TExportLimits {
  /** Exports the server prepares or holds waiting at once. */
  perServer: number;
  /** Exports one account has being prepared or waiting at once. */
  perAccount: number;
  /** Exports prepared side by side (worker threads), for the wait a refusal announces. */
  workers: number;
}

/**
 * The bounded queue in front of the export workers: an export is admitted while the server and
 * its account have room, and holds its place until its file is written out; beyond either bound
 * it is refused with 429 and a Retry-After worked out from how long exports take lately.
 */
export function createExportAdmission(limits: TExportLimits, now: () => number = Date.now) {
  let averageMs = FIRST_GUESS_MS;

  /** Seconds until the exports ahead are likely done, given `workers` side by side. */
  const retryAfterSec = () => {
    const rounds = Math.ceil(places.size / Math.max(1, limits.workers));
    const seconds = Math.ceil((rounds * averageMs) / 1000);
    return Math.min(RETRY_AFTER.max, Math.max(RETRY_AFTER.min, seconds));
  };

  const refuse = (message: string) => {
    const wait = retryAfterSec();
    return new ApiError(
      429,
      API_ERROR_CODES.tooManyRequests,
      `${message} Try again in ${wait} seconds.`,
      undefined,
      wait,
    );
  };

  const places = createPlaces(limits, {
    account: (mine) =>
      refuse(
        `This account already has ${mine} exports being prepared, the most it can have at once.`,
      ),
    server: () => refuse('The server is preparing as many exports as it can at once.'),
  });

  return {
    /**
     * Takes a place for an export of `accountId`, or throws 429; the returned function gives the
     * place back (once, whatever happens) when the export is done or failed.
     */
    enter(accountId: string): () => void {
      const started = now();
      return places.enter(accountId, () => {
        averageMs += (now() - started - averageMs) * AVERAGE_WEIGHT;
      });
    },
    /** Exports admitted and not yet done, on the server. */
    get size(): number {
      return places.size;
    },
  };
}

export type TExportAdmission = ReturnType<typeof createExportAdmission>;
