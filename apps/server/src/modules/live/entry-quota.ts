import type { TEntriesRepository } from './entries.repository';

interface TQuota {
  used: number;
  requests: Set<string>;
}

/**
 * How many words / answers each participant has sent per slide, loaded from the database once
 * and then kept here, so the limit check and the reservation happen in one synchronous step
 * (two requests from the same phone at once cannot both pass the last place).
 */
export function createEntryQuota(entries: TEntriesRepository) {
  const quotas = new Map<string, TQuota>();
  const loading = new Map<string, Promise<TQuota>>();

  async function get(participantId: string, slideId: string): Promise<TQuota> {
    const key = `${participantId}:${slideId}`;
    const cached = quotas.get(key);
    if (cached) return cached;
    let pending = loading.get(key);
    if (!pending) {
      pending = entries.listRequests(participantId, slideId).then((rows) => {
        const quota = {
          used: rows.reduce((sum, row) => sum + row.n, 0),
          requests: new Set(rows.map((row) => row.requestId)),
        };
        quotas.set(key, quota);
        loading.delete(key);
        return quota;
      });
      loading.set(key, pending);
    }
    return pending;
  }

  return {
    /**
     * Reserves `count` places: 'retry' when this request was already stored, 'full' past the
     * limit, else 'reserved' (give it back with `release` if the write fails).
     */
    async reserve(
      participantId: string,
      slideId: string,
      requestId: string,
      count: number,
      limit: number,
    ): Promise<'reserved' | 'retry' | 'full'> {
      const quota = await get(participantId, slideId);
      if (quota.requests.has(requestId)) return 'retry';
      if (quota.used + count > limit) return 'full';
      quota.used += count;
      quota.requests.add(requestId);
      return 'reserved';
    },

    /** Gives back a reservation whose write failed. */
    release(participantId: string, slideId: string, requestId: string, count: number): void {
      const quota = quotas.get(`${participantId}:${slideId}`);
      if (!quota) return;
      quota.used -= count;
      quota.requests.delete(requestId);
    },

    /** Forgets the counts of some slides (reset). */
    forgetSlides(slideIds: string[]): void {
      for (const key of [...quotas.keys()]) {
        if (slideIds.some((id) => key.endsWith(`:${id}`))) quotas.delete(key);
      }
    },
  };
}

export type TEntryQuota = ReturnType<typeof createEntryQuota>;
