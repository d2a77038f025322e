import type { TResetRequest } from '@crowdeck/core';
import { assertUniqueCode, createDeckAccess } from './deck-access';
import type { TDeckResets } from './deck-deps';
import type { TDeckRepositories } from './deck.repository';

/**
 * Clearing live results from the editor (the deck's and the slide's reset routes): the owner's
 * deck or slide only (404 otherwise, the `mayManageDeck` policy), and only while the join code
 * the editor shows is still the deck's (409 for a stale editor); the live engine then clears them
 * and tells every node and phone (live/presenter/reset-results.ts). Without a live engine (tests
 * of the decks module alone) there is nothing to clear.
 */
export function createDeckResultResets(deps: {
  repos: TDeckRepositories;
  resets?: Pick<TDeckResets, 'resetPresentation' | 'resetSlide'>;
}) {
  const access = createDeckAccess(deps.repos);
  return {
    /** Clears the whole presentation's results (answers, words, scores) in a new run. */
    async presentation(ownerId: string, id: string, input: TResetRequest): Promise<void> {
      const row = await access.presentation(ownerId, id);
      assertUniqueCode(row, input.uniqueCode);
      await deps.resets?.resetPresentation(row.id);
    },

    /** Clears one slide's results (answers, words, the points it gave). */
    async slide(ownerId: string, id: string, input: TResetRequest): Promise<void> {
      const { slide, presentation } = await access.slide(ownerId, id);
      assertUniqueCode(presentation, input.uniqueCode);
      await deps.resets?.resetSlide(presentation.id, slide.id);
    },
  };
}

export type TDeckResultResets = ReturnType<typeof createDeckResultResets>;
