import { uniqueCodeConflict } from '../../http/api-error';
import { isUuid } from '../../lib/ids';
import { authorize, mayGrantReach, mayManageDeck, type TGrantHolder } from '../../policies';
import type { TDeckRepositories } from './deck.repository';

/**
 * Loads a deck's objects for their owner only (the `mayManageDeck` policy). Missing, someone
 * else's and malformed ids all answer the same 404, so ids of other users' objects cannot be probed.
 */
export function createDeckAccess(repos: TDeckRepositories) {
  return {
    /** The owner's presentation, or 404. */
    async presentation(ownerId: string, id: string) {
      const row = isUuid(id) ? await repos.presentations.findById(id) : null;
      return authorize(row, (deck) => mayManageDeck(ownerId, deck));
    },

    /**
     * The one presentation an integration grant (or a meeting link it made) names, while the
     * account that made it still owns it (the `mayGrantReach` policy), or 404.
     */
    async granted(holder: TGrantHolder) {
      const id = holder.presentationId;
      const row = isUuid(id) ? await repos.presentations.findById(id) : null;
      return authorize(row, (deck) => mayGrantReach(holder, deck));
    },

    /** The owner's slide with its presentation, or 404. */
    async slide(ownerId: string, id: string) {
      const row = isUuid(id) ? await repos.slides.findWithPresentation(id) : null;
      return authorize(row, (found) => mayManageDeck(ownerId, found.presentation));
    },

    /** The owner's option with its slide and presentation, or 404. */
    async option(ownerId: string, id: string) {
      const row = isUuid(id) ? await repos.options.findWithDeck(id) : null;
      return authorize(row, (found) => mayManageDeck(ownerId, found.presentation));
    },
  };
}

/** 409 when the editor sent a join code that is no longer the presentation's (stale editor). */
export function assertUniqueCode(presentation: { uniqueCode: string }, sent?: string): void {
  if (sent !== undefined && sent !== presentation.uniqueCode) throw uniqueCodeConflict();
}
