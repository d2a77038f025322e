import type { TEntryQuota } from './entry-quota';
import type { TLiveDecks } from './live-decks';
import type { TLiveBusMessage } from './live-gateway';
import type { TLivePush } from './live-push';
import type { TQuizGame } from './quiz-game';

/**
 * What a node does when another tells it a session changed: drop the cached deck (the next read
 * is fresh), follow its question timers, and after a scoring or a reset send its own phones their
 * new score. The drop is synchronous, so it is done before the message is acknowledged.
 */
export function createBusHandler(deps: {
  decks: TLiveDecks;
  quiz: TQuizGame;
  quota: TEntryQuota;
  push: TLivePush;
  onError(error: unknown): void;
}) {
  const { decks, quiz } = deps;
  return (message: TLiveBusMessage): void => {
    const id = message.presentationId;
    const slideIds = message.slideIds ?? [];
    decks.forget(id);
    if (message.type === 'deleted') {
      quiz.forget(slideIds).catch(deps.onError);
      return;
    }
    if (message.type === 'reset') deps.quota.forgetSlides(slideIds);
    if (!decks.known(id)) return;
    const follow = async () => {
      if (message.type === 'reset') await quiz.forget(slideIds);
      const deck = await decks.byId(id);
      if (!deck) return;
      quiz.sync(deck);
      if (message.type === 'scored' || message.type === 'reset') await deps.push.meToAll(deck);
    };
    follow().catch(deps.onError);
  };
}
