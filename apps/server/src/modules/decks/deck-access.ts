import type { TDeckAccess } from '@crowdeck/core';
import { fieldRefusal, notFound, uniqueCodeConflict } from '../../http/api-error';
import { isUuid } from '../../lib/ids';
import {
  authorize,
  deckAccessOf,
  mayEditDeck,
  mayGrantReach,
  mayManageDeck,
  mayPresentDeck,
  mayShareDeck,
  mayViewDeck,
  type TDeckShareFacts,
  type TGrantHolder,
} from '../../policies';
import type { TDeckRepositories } from './deck.repository';

/**
 * What the caller wants to do with a deck: `manage` (share, roster, delete, and everything that
 * is not yet open to shared decks), `edit`, `present` or `view`.
 */
export type TDeckNeed = 'manage' | 'edit' | 'present' | 'view';

const POLICY_OF: Record<TDeckNeed, (userId: string, deck: TDeckShareFacts) => boolean> = {
  manage: mayShareDeck,
  edit: mayEditDeck,
  present: mayPresentDeck,
  view: mayViewDeck,
};

/**
 * Loads a deck's objects for the callers the deck policies allow: its owner always, members it
 * is shared with for what their share allows. Missing, invisible and malformed ids all answer the
 * same 404, so ids of other users' objects cannot be probed; a deck the caller may see but not
 * change answers 403 `deck.readOnly`.
 */
export function createDeckAccess(repos: TDeckRepositories) {
  async function check(
    userId: string,
    deck: { id: string; ownerId: string },
    need: TDeckNeed,
  ): Promise<TDeckAccess> {
    if (mayManageDeck(userId, deck)) return 'owner';
    const facts = await repos.shares.facts(deck, userId);
    if (!mayViewDeck(userId, facts)) throw notFound();
    if (!POLICY_OF[need](userId, facts)) {
      throw fieldRefusal(403, 'presentationId', 'deck.readOnly');
    }
    return deckAccessOf(userId, facts) ?? 'viewer';
  }

  async function presentationWithAccess(userId: string, id: string, need: TDeckNeed = 'manage') {
    const row = isUuid(id) ? await repos.presentations.findById(id) : null;
    if (!row) throw notFound();
    return { row, access: await check(userId, row, need) };
  }

  return {
    /** The deck with the caller's access, when the policy for `need` allows it; 404 or 403. */
    presentationWithAccess,

    /** The deck, when the policy for `need` allows it (by default its owner only); 404 or 403. */
    async presentation(userId: string, id: string, need: TDeckNeed = 'manage') {
      return (await presentationWithAccess(userId, id, need)).row;
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

    /** The slide with its presentation, when the policy for `need` allows it; 404 or 403. */
    async slide(userId: string, id: string, need: TDeckNeed = 'manage') {
      const row = isUuid(id) ? await repos.slides.findWithPresentation(id) : null;
      if (!row) throw notFound();
      await check(userId, row.presentation, need);
      return row;
    },

    /** The option with its slide and presentation, when the policy for `need` allows it. */
    async option(userId: string, id: string, need: TDeckNeed = 'manage') {
      const row = isUuid(id) ? await repos.options.findWithDeck(id) : null;
      if (!row) throw notFound();
      await check(userId, row.presentation, need);
      return row;
    },
  };
}

/** 409 when the editor sent a join code that is no longer the presentation's (stale editor). */
export function assertUniqueCode(presentation: { uniqueCode: string }, sent?: string): void {
  if (sent !== undefined && sent !== presentation.uniqueCode) throw uniqueCodeConflict();
}
