import type { TEntriesRepository } from './entries.repository';

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
export function createEntryQuota(entries: TEntriesRepository) {
  /** slide → participant → quota: a slide's counts go at once (reset, idle deck). */
  const quotas = new Map<string, Map<string, TQuota>>();
  const loading = new Map<string, Promise<TQuota>>();

  async function get(participantId: string, slideId: string): Promise<TQuota> {
    const key = `${participantId}:${slideId}`;
    const cached = quotas.get(slideId)?.get(participantId);
    if (cached) return cached;
    let pending = loading.get(key);
    if (!pending) {
      pending = entries.listRequests(participantId, slideId).then((rows) => {
        const quota = {
          used: rows.reduce((sum, row) => sum + row.n, 0),
          requests: new Map(rows.map((row) => [row.requestId, null])),
        };
        let bySlide = quotas.get(slideId);
        if (!bySlide) quotas.set(slideId, (bySlide = new Map()));
        bySlide.set(participantId, quota);
        loading.delete(key);
        return quota;
      });
      loading.set(key, pending);
    }
    return pending;
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
      quota.requests.set(requestId, null);
      return {
        kind: 'reserved',
        async written(write) {
          quota.requests.set(requestId, write);
          try {
            await write;
            if (quota.requests.get(requestId) === write) quota.requests.set(requestId, null);
          } catch (error) {
            if (quota.requests.get(requestId) === write) {
              quota.used -= count;
              quota.requests.delete(requestId);
            }
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
