import type { TBackgroundTasks } from '../../lib/background-tasks';
import type { TClock, TClockTimer } from '../../lib/clock';
import type { TEntryQuota } from './phones/entry-quota';
import type { TNetworkShares } from './phones/network-shares';
import type { TNetworkWindow } from './phones/network-window';
import type { TJoinService } from './phones/join.service';
import type { TDeckCache } from './data/deck-cache';
import type { TParticipantViews } from './phones/participant-views';
import type { TPresence } from './capacity/presence';
import type { TQuestionClock } from './quiz/question-clock';
import type { createReactionLimiter } from './phones/reaction-limiter';
import type { TRemovedParticipants } from './phones/removed-participants';

/** A deck nobody used for this long (no phone here, no request) is dropped from memory. */
export const IDLE_DECK_MS = 5 * 60_000;
/** How often idle decks are looked for. */
export const IDLE_SWEEP_MS = 60_000;

/** Everything this node keeps per deck, to drop together. */
export interface TDeckState {
  decks: TDeckCache;
  presence: TPresence;
  quiz: TQuestionClock;
  views: TParticipantViews;
  quota: TEntryQuota;
  /** Which participants of each network answered each slide. */
  shares: TNetworkShares;
  join: TJoinService;
  reactions: ReturnType<typeof createReactionLimiter>;
  /** Reactions per presentation and network. */
  networkReactions: TNetworkWindow;
  /** Q&A asks, likes and reads per participant (a window like reactions'). */
  qaLimiter: ReturnType<typeof createReactionLimiter>;
  removed: TRemovedParticipants;
}

/**
 * Frees what a node keeps per deck once the deck is idle (or ended), so memory stays flat over
 * weeks of sessions: the cached deck and its versions, participant views, entry counts, question
 * clocks. The next use loads the deck again from the database, as after a restart.
 */
export function createIdleDecks(
  deps: TDeckState & {
    idleMs?: number;
    sweepMs?: number;
    clock: TClock;
    background: Pick<TBackgroundTasks, 'run'>;
  },
) {
  const idleMs = deps.idleMs ?? IDLE_DECK_MS;
  const sweepMs = deps.sweepMs ?? Math.min(IDLE_SWEEP_MS, idleMs);
  const { clock } = deps;
  const now = () => clock.now();

  /** Drops one deck's state (its slides' too). */
  function drop(presentationId: string, slideIds: string[]): void {
    deps.decks.drop(presentationId);
    deps.views.forgetDeck(presentationId);
    deps.removed.forgetDeck(presentationId);
    deps.quota.forgetSlides(slideIds);
    deps.shares.forgetSlides(slideIds);
    deps.background.run(deps.quiz.forget(slideIds), { event: 'quiz.forget', presentationId });
  }

  /** Drops every deck idle for `idleMs`: no phone connected here, no question timer running. */
  function sweep(): void {
    for (const deck of deps.decks.unusedSince(now() - idleMs)) {
      const slideIds = deck.slides.map((slide) => slide.id);
      if (deps.presence.hasLocal(deck.id) || deps.quiz.isRunning(slideIds)) continue;
      drop(deck.id, slideIds);
    }
    deps.reactions.sweep(now());
    deps.networkReactions.sweep(now());
    deps.qaLimiter.sweep(now());
    deps.join.sweep(now());
  }

  let timer: TClockTimer | undefined;
  const sweepLater = (): void => {
    timer = clock.setTimeout(() => {
      sweep();
      sweepLater();
    }, sweepMs);
  };
  if (sweepMs > 0) sweepLater();

  return {
    drop,
    sweep,
    /** Entries held per kind of state (long-uptime checks: all 0 once every deck is idle). */
    sizes: (): Record<string, number> => ({
      decks: deps.decks.size(),
      presence: deps.presence.size(),
      quiz: deps.quiz.size(),
      views: deps.views.size(),
      quota: deps.quota.size(),
      shares: deps.shares.size(),
      joinResults: deps.join.size(),
      reactions: deps.reactions.size(),
      networkReactions: deps.networkReactions.size(),
      qaLimiter: deps.qaLimiter.size(),
      removed: deps.removed.size(),
    }),
    stop(): void {
      clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}

export type TIdleDecks = ReturnType<typeof createIdleDecks>;
