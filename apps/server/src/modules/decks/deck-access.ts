import { notFound, uniqueCodeConflict } from '../../http/api-error';
import { isUuid } from '../../lib/ids';
import type { TDeckRepositories } from './deck.repository';

/**
 * Loads objects for their owner only. Missing, someone else's and malformed ids all answer the
 * same 404, so ids of other users' objects cannot be probed.
 */
export function createDeckAccess(repos: TDeckRepositories) {
  return {
    /** The owner's presentation, or 404. */
    async presentation(ownerId: string, id: string) {
      const row = isUuid(id) ? await repos.presentations.findOwned(ownerId, id) : null;
      if (!row) throw notFound();
      return row;
    },

    /** The owner's slide with its presentation, or 404. */
    async slide(ownerId: string, id: string) {
      const row = isUuid(id) ? await repos.slides.findOwned(ownerId, id) : null;
      if (!row) throw notFound();
      return row;
    },

    /** The owner's option with its slide and presentation, or 404. */
    async option(ownerId: string, id: string) {
      const row = isUuid(id) ? await repos.options.findOwned(ownerId, id) : null;
      if (!row) throw notFound();
      return row;
    },
  };
}

/** 409 when the editor sent a join code that is no longer the presentation's (stale editor). */
export function assertUniqueCode(presentation: { uniqueCode: string }, sent?: string): void {
  if (sent !== undefined && sent !== presentation.uniqueCode) throw uniqueCodeConflict();
}
