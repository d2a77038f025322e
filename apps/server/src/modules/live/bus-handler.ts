import type { TBackgroundTasks } from '../../lib/background-tasks';
import type { TEntryQuota } from './phones/entry-quota';
import type { TDeckCache } from './data/deck-cache';
import type { TLiveBusMessage } from './realtime/gateway';
import type { TLivePush } from './broadcast/push';
import type { TQuestionClock } from './quiz/question-clock';
import type { TRemovedParticipants } from './phones/removed-participants';
import type { TEarlierRunPhones } from './phones/earlier-run-phones';

/**
 * What a node does when another tells it a session changed: drop the cached deck (the next read
 * is fresh), follow its question timers, and after a scoring or a reset send its own phones their
 * new score. The drop is synchronous, so it is done before the message is acknowledged.
 */
export function createBusHandler(deps: {
  decks: TDeckCache;
  quiz: TQuestionClock;
  quota: TEntryQuota;
  push: TLivePush;
  removed: TRemovedParticipants;
  earlierRuns: Pick<TEarlierRunPhones, 'release'>;
  /** Frees what this node keeps of an ended deck. */
  dropDeck(presentationId: string, slideIds: string[]): void;
  background: Pick<TBackgroundTasks, 'run'>;
}) {
  const { decks, quiz } = deps;
  return (message: TLiveBusMessage): Promise<void> | void => {
    const id = message.presentationId;
    const slideIds = message.slideIds ?? [];
    if (message.type === 'hold') {
      return deps.background.run(quiz.holdEarlyClose([id]), {
        event: 'bus.hold',
        presentationId: id,
      });
    }
    if (message.type === 'removed') {
      if (message.participantId) deps.removed.add(id, message.participantId);
      return;
    }
    if (message.type === 'newRun') {
      if (!decks.known(id)) return;
      // Acknowledged once this node's phones of the earlier run gave their places back, so the
      // newcomers the publisher lets in next find them free.
      const release = async () => {
        const deck = await decks.byId(id);
        if (deck) await deps.earlierRuns.release(deck);
      };
      const released = release();
      deps.background.run(released, { event: 'bus.newRun', presentationId: id });
      return released.catch(() => undefined);
    }
    decks.forget(id);
    if (message.type === 'deleted') return deps.dropDeck(id, slideIds);
    if (message.type === 'reset') deps.quota.forgetSlides(slideIds);
    if (!decks.known(id)) return;
    const follow = async () => {
      if (message.type === 'reset') await quiz.forget(slideIds);
      const deck = await decks.byId(id);
      if (!deck) return;
      quiz.sync(deck);
      if (message.type === 'scored') await deps.push.meToAll(deck);
      if (message.type === 'reset') await deps.push.meToAll(deck, slideIds);
    };
    deps.background.run(follow, { event: `bus.${message.type}`, presentationId: id });
  };
}

/**
 * After a Redis outage: broadcasts made meanwhile by other nodes never arrived, so this node reads
 * its decks afresh, re-arms their timers and sends its own phones the current state.
 */
export function createResync(deps: Parameters<typeof createBusHandler>[0]) {
  const { decks } = deps;
  return (): void => {
    for (const id of decks.knownIds()) {
      decks.forget(id);
      const follow = async () => {
        const deck = await decks.byId(id);
        if (!deck) return;
        deps.quiz.sync(deck);
        await deps.push.localState(deck);
      };
      deps.background.run(follow, { event: 'bus.resync', presentationId: id });
    }
  };
}
