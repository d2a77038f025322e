import type { TScreenShown } from '@crowdeck/core';
import type { TLiveBus } from '../cluster/bus';
import type { TLiveDeck } from '../data/deck-cache';
import type { TEarlierRunPhones } from '../phones/earlier-run-phones';
import type { TLiveGateway } from '../realtime/gateway';

/**
 * What follows the start of a new run, on every node: the earlier run's phones are let go (told
 * it ended, places given back) before the newcomers come, and every presenter window starts the
 * new session afresh on the screen the run was started with (the first slide, the lobby).
 */
export function createNewRunFollowUp(deps: {
  earlierRuns: Pick<TEarlierRunPhones, 'release'>;
  bus: TLiveBus;
  gateway: Pick<TLiveGateway, 'sendToPresenter'>;
}) {
  return {
    /** `screen` is null when another request started the run (it tells the windows itself). */
    async started(deck: TLiveDeck, screen: TScreenShown | null): Promise<void> {
      await Promise.all([
        deps.earlierRuns.release(deck),
        deps.bus.publish({ type: 'newRun', presentationId: deck.id }),
      ]);
      if (screen) {
        deps.gateway.sendToPresenter(deck.code, { type: 'runStarted', runId: deck.runId, screen });
      }
    },
  };
}

export type TNewRunFollowUp = ReturnType<typeof createNewRunFollowUp>;
