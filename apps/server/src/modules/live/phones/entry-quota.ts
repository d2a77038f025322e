import { createRunningByKey } from '../../../lib/running-by-key';
import type { TEntriesRepository } from '../data/entries.repository';

interface TQuota {
  used: number;
  /** Request ids stored (null) or being written (the write's promise). */
  requests: Map<string, Promise<void> | null>;
}

/** What a reservation got: a place, a stored retry, a retry of a write still in flight, or none. */
export type TReservation =
  | { kind: 'reserved'; written(write: Promise<void>): Promise<void> }
  | { kind: 'retry' }
  | { kind: 'pending'; write: Promise<void> }
  | { kind: 'full' };

/**
 * How many words / answers each participant has sent per slide, loaded from the database once
 * and then kept here, so the limit check and the reservation happen in one synchronous step
 * (two requests from the same phone at once cannot both pass the last place).
 */
export function createEntryQuota(
  entries: TEntriesRepository,
  /** Test hook awaited before a participant's counts are loaded (may throw). */
  beforeLoad?: () => Promise<void>,
) {
  /** slide → participant → quota: a slide's counts go at once (reset, idle deck). */
  const quotas = new Map<string, Map<string, TQuota>>();
  const loading = createRunningByKey<TQuota>();

  async function get(participantId: string, slideId: string): Promise<TQuota> {
    const cached = quotas.get(slideId)?.get(participantId);
    if (cached) return cached;
    // A failed load is forgotten too, so the next request tries again.
    return loading.run(`${participantId}:${slideId}`, () =>
      (beforeLoad ? beforeLoad() : Promise.resolve())
        .then(() => entries.listRequests(participantId, slideId))
        .then((rows) => {
          const quota = {
            used: rows.reduce((sum, row) => sum + row.n, 0),
            requests: new Map(rows.map((row) => [row.requestId, null])),
          };
          let bySlide = quotas.get(slideId);
          if (!bySlide) quotas.set(slideId, (bySlide = new Map()));
          bySlide.set(participantId, quota);
          return quota;
        }),
    );
  }

  return {
    /**
     * Reserves `count` places: 'retry' when this request was already stored, 'pending' while its
     * first write is in flight (wait for it: an acknowledgement always follows a commit), 'full'
     * past the limit, else 'reserved': pass the write to `written`, which gives the places back
     * if it fails.
     */
    async reserve(
      participantId: string,
      slideId: string,
      requestId: string,
      count: number,
      limit: number,
    ): Promise<TReservation> {
      const quota = await get(participantId, slideId);
      const known = quota.requests.get(requestId);
      if (known) return { kind: 'pending', write: known };
      if (known === null) return { kind: 'retry' };
      if (quota.used + count > limit) return { kind: 'full' };
      quota.used += count;
      // In flight from this very step: a retry that resumes before the caller hands over its write
      // (both waited on the first load) must wait for the commit, not be told it is stored.
      let settle: { resolve(): void; reject(error: unknown): void } | undefined;
      const inFlight = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
      inFlight.catch(() => undefined);
      quota.requests.set(requestId, inFlight);
      return {
        kind: 'reserved',
        async written(write) {
          try {
            await write;
            if (quota.requests.get(requestId) === inFlight) quota.requests.set(requestId, null);
            settle?.resolve();
          } catch (error) {
            if (quota.requests.get(requestId) === inFlight) {
              quota.used -= count;
              quota.requests.delete(requestId);
            }
            settle?.reject(error);
            throw error;
          }
        },
      };
    },

    /** Forgets the counts of some slides (reset, idle deck). */
    forgetSlides(slideIds: string[]): void {
      for (const id of slideIds) quotas.delete(id);
    },

    /** Slides with counts held (long-uptime checks). */
    size: () => quotas.size,
  };
}

export type TEntryQuota = ReturnType<typeof createEntryQuota>;
