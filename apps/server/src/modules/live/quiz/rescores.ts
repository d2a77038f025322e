import { dateOf, type TClock } from '../../../lib/clock';
import { getActiveSlide, type TDeckCache } from '../data/deck-cache';
import type { TLivePush } from '../broadcast/push';
import type { TParticipantsRepository } from '../data/participants.repository';

/**
 * Scores presentations again after answers were committed past their question's scoring (another
 * node closed it meanwhile). Requests for the same presentation fold into one run that starts
 * after them, so a late batch of a thousand answers costs one recompute, not a thousand.
 */
export function createRescores(deps: {
  decks: TDeckCache;
  participants: TParticipantsRepository;
  push: TLivePush;
  publishScored(presentationId: string): Promise<void>;
  clock: TClock;
}) {
  /** The last run per presentation, and the next one not started yet (requests join it). */
  const last = new Map<string, Promise<void>>();
  const next = new Map<string, Promise<void>>();

  async function run(presentationId: string): Promise<void> {
    const current = await deps.decks.byId(presentationId);
    if (!current) return;
    await deps.participants.recomputeScores(current.runId, dateOf(deps.clock));
    await deps.publishScored(presentationId);
    const deck = await deps.decks.byId(presentationId, { reload: true });
    if (!deck) return;
    const slide = getActiveSlide(deck);
    if (slide?.type === 'quiz') await deps.push.closedResults(deck, slide);
    await deps.push.meToAll(deck);
  }

  return {
    /** Resolves once a recompute that started after this call has pushed its scores. */
    request(presentationId: string): Promise<void> {
      const queued = next.get(presentationId);
      if (queued) return queued;
      const before = last.get(presentationId) ?? Promise.resolve();
      const work = before
        .catch(() => undefined)
        .then(() => {
          next.delete(presentationId);
          return run(presentationId);
        });
      next.set(presentationId, work);
      last.set(presentationId, work);
      void work
        .finally(() => {
          if (last.get(presentationId) === work) last.delete(presentationId);
        })
        .catch(() => undefined);
      return work;
    },
  };
}
