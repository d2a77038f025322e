import type { TRunStatus } from '@crowdeck/core';
import { notFound } from '../../../http/api-error';
import type { createDeckAccess } from '../../decks/deck-access';
import type { TLiveBus } from '../cluster/bus';
import type { TDeckCache, TLiveDeck } from '../data/deck-cache';
import type { TLiveDeckRepository } from '../data/deck.repository';
import type { TRunsRepository } from '../data/runs.repository';
import type { TResetResults } from './reset-results';
import { runStatus } from './run-status';

/**
 * A live session's run: the run phones join, and presenting again (carry on with the run, or
 * start a new one). Ending it is its own use case (end-run.ts).
 */
export function createLiveSessionService(deps: {
  access: Pick<ReturnType<typeof createDeckAccess>, 'presentation'>;
  repo: Pick<TLiveDeckRepository, 'setRunEnded'>;
  runs: Pick<TRunsRepository, 'summary'>;
  decks: Pick<TDeckCache, 'byId' | 'forget'>;
  resets: Pick<TResetResults, 'resetPresentation'>;
  bus: TLiveBus;
}) {
  async function liveDeck(ownerId: string, presentationId: string): Promise<TLiveDeck> {
    const row = await deps.access.presentation(ownerId, presentationId, 'present');
    const deck = await deps.decks.byId(row.id, { reload: true });
    if (!deck) throw notFound();
    return deck;
  }

  return {
    /** GET /api/live/run/: the run phones join now. */
    async current(ownerId: string, presentationId: string): Promise<TRunStatus> {
      return runStatus(deps.runs, (await liveDeck(ownerId, presentationId)).runId);
    },

    /**
     * POST /api/live/run/: `continue` opens the current run again if it was ended (its phones
     * come back as themselves); `new` starts a new run, the current one kept with its results.
     */
    async choose(ownerId: string, presentationId: string, mode: 'continue' | 'new') {
      const deck = await liveDeck(ownerId, presentationId);
      if (mode === 'new') {
        await deps.resets.resetPresentation(deck.id);
      } else if (deck.runEndedAt && (await deps.repo.setRunEnded(deck.runId, null))) {
        deps.decks.forget(deck.id);
        await deps.bus.publish({ type: 'deck', presentationId: deck.id });
      }
      return runStatus(deps.runs, (await liveDeck(ownerId, presentationId)).runId);
    },
  };
}

export type TLiveSessionService = ReturnType<typeof createLiveSessionService>;
