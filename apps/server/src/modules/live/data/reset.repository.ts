import type { TDatabase } from '../../../db/client';
import { dateOf, systemClock, type TClock } from '../../../lib/clock';
import { createAnswersRepository } from './answers.repository';
import { createEntriesRepository } from './entries.repository';
import { createLiveDeckRepository } from './deck.repository';
import { createParticipantsRepository } from './participants.repository';

/**
 * Clearing a live session's results in one transaction: answers, entries, question timing and the
 * scores recomputed from what is left are all reset, or (on any failure) none is.
 */
export function createLiveResetRepository(db: TDatabase, clock: TClock = systemClock) {
  return {
    /**
     * Clears the results of these slides of the presentation; `unlock` (a whole-deck reset) also
     * opens the room, so a lock never outlives the session it was set for.
     */
    async clearResults(presentationId: string, slideIds: string[], unlock = false): Promise<void> {
      await db.transaction(async (tx) => {
        const bound = tx as unknown as TDatabase;
        await createAnswersRepository(bound).deleteBySlides(slideIds);
        await createEntriesRepository(bound).deleteBySlides(slideIds);
        const deckRepo = createLiveDeckRepository(bound);
        await deckRepo.clearQuestions(presentationId, slideIds);
        if (unlock) await deckRepo.setLocked(presentationId, false);
        await createParticipantsRepository(bound).recomputeScores(presentationId, dateOf(clock));
      });
    },
  };
}

export type TLiveResetRepository = ReturnType<typeof createLiveResetRepository>;
