import type { TQuestionCloseReason } from '@crowdeck/core';
import type { TBackgroundTasks } from '../../../lib/background-tasks';
import type { TClock } from '../../../lib/clock';
import type { TSlideRow } from '../../../db/schema/index';
import { createKeyedThrottle } from '../../../lib/throttle';
import { getActiveSlide, type TDeckCache, type TLiveDeck } from '../data/deck-cache';
import type { TLiveGateway } from '../realtime/gateway';
import type { TPushGate } from '../cluster/stores';
import { buildRoomState } from './room-state';
import type { TParticipantViews } from '../phones/participant-views';
import type { TPresence } from '../capacity/presence';
import { getQuestionTiming } from '@crowdeck/core';
import type { TResultsService } from '../results/results.service';

/**
 * How often live pushes reach each audience at most: phones less often, as a broadcast to
 * thousands costs far more than one to the presenter.
 */
export const PUSH_MS = { presenter: 250, phones: 1_000 } as const;

/** What the pushes are made of. */
export interface TLivePushDeps {
  gateway: TLiveGateway;
  decks: TDeckCache;
  results: TResultsService;
  views: TParticipantViews;
  presence: TPresence;
  /** Lets one node of several run each throttled push. */
  gate: TPushGate;
  clock: TClock;
  background: Pick<TBackgroundTasks, 'run'>;
}

/** What the live engine pushes, composed from the gateway; throttled where bursts happen. */
export function createLivePush(deps: TLivePushDeps) {
  const { gateway, decks, results, presence, clock } = deps;
  const gated = (name: string, ms: number) => (key: string) =>
    deps.gate.tryClaim(`${name}:${key}`, ms);

  const activeOf = async (presentationId: string) => {
    const deck = await decks.byId(presentationId);
    const slide = deck && getActiveSlide(deck);
    return deck && slide ? { deck, slide } : null;
  };

  /** The active slide's results pushed to `audience`, at most once in its PUSH_MS. */
  const resultsPush = (audience: keyof typeof PUSH_MS) =>
    createKeyedThrottle(
      PUSH_MS[audience],
      async (id) => {
        const live = await activeOf(id);
        if (!live) return;
        const r = await results.slideResults(live.deck, live.slide, audience);
        if (!r) return;
        const message = { type: 'results' as const, results: r };
        if (audience === 'presenter') gateway.sendToPresenter(live.deck.code, message);
        else gateway.sendToRoom(live.deck.code, message);
      },
      (task, id) => deps.background.run(task, { event: `push.${audience}`, presentationId: id }),
      gated(audience, PUSH_MS[audience]),
    );
  const presenterResults = resultsPush('presenter');
  const phoneResults = resultsPush('phones');
  const players = createKeyedThrottle(
    PUSH_MS.presenter,
    async (id) => {
      const deck = await decks.byId(id);
      if (!deck) return;
      const [playerCount, names] = await Promise.all([presence.count(id), presence.names(id)]);
      gateway.sendToPresenter(deck.code, { type: 'players', playerCount, names });
    },
    (task, id) => deps.background.run(task, { event: 'push.players', presentationId: id }),
    gated('players', PUSH_MS.presenter),
  );

  const leaderboard = async (deck: TLiveDeck, slide: TSlideRow) => {
    const { entries, teams } = await results.leaderboard(deck, slide);
    const message = { type: 'leaderboard' as const, entries, ...(teams ? { teams } : {}) };
    gateway.sendToRoom(deck.code, message);
    gateway.sendToPresenter(deck.code, message);
  };
  // Phones join a team by the hundred a second: a team board on screen follows once a second.
  const teamBoard = createKeyedThrottle(
    PUSH_MS.phones,
    async (id) => {
      const live = await activeOf(id);
      if (live?.slide.type === 'leaderboard') await leaderboard(live.deck, live.slide);
    },
    (task, id) => deps.background.run(task, { event: 'push.teams', presentationId: id }),
    gated('teams', PUSH_MS.phones),
  );

  return {
    /** Results of the active slide changed: push them soon (throttled). */
    resultsChanged(presentationId: string): void {
      presenterResults.schedule(presentationId);
      phoneResults.schedule(presentationId);
    },

    /** Who is online changed: tell the presenter soon (throttled). */
    playersChanged(presentationId: string): void {
      players.schedule(presentationId);
    },

    /** A team's members changed (a join, a move): a team board on screen follows (throttled). */
    teamsChanged(presentationId: string): void {
      teamBoard.schedule(presentationId);
    },

    /** Sends every phone the shared state and the presenter the active slide's results, now. */
    async roomState(deck: TLiveDeck): Promise<void> {
      const slide = getActiveSlide(deck);
      const phones = slide ? await results.slideResults(deck, slide, 'phones') : null;
      const state = buildRoomState(deck, phones, clock.now());
      gateway.sendToRoom(deck.code, { type: 'state', state });
      // Embeds read their view again: the live slide may have changed from any window.
      gateway.sendToEmbeds(deck.code, { type: 'state', state });
      const presenter = slide ? await results.slideResults(deck, slide, 'presenter') : null;
      if (presenter) gateway.sendToPresenter(deck.code, { type: 'results', results: presenter });
      if (slide?.type === 'leaderboard') await this.leaderboard(deck, slide);
    },

    /** Sends this node's phones the shared state (after a Redis outage, when broadcasts were lost). */
    async localState(deck: TLiveDeck): Promise<void> {
      const slide = getActiveSlide(deck);
      const phones = slide ? await results.slideResults(deck, slide, 'phones') : null;
      const state = buildRoomState(deck, phones, clock.now());
      gateway.sendToRoomHere(deck.code, { type: 'state', state });
    },

    /** Sends the question timing of a slide to phones and presenter. */
    question(deck: TLiveDeck, slide: TSlideRow, closedBy?: TQuestionCloseReason): void {
      const question = getQuestionTiming(slide, clock.now(), closedBy, deck.extraFactor);
      if (!question) return;
      gateway.sendToRoom(deck.code, { type: 'question', question });
      gateway.sendToPresenter(deck.code, { type: 'question', question });
    },

    /** A closed question's results (with the correct answer) to everyone, now. */
    async closedResults(deck: TLiveDeck, slide: TSlideRow): Promise<void> {
      const r = await results.slideResults(deck, slide, 'presenter');
      if (!r) return;
      gateway.sendToRoom(deck.code, { type: 'results', results: r });
      gateway.sendToPresenter(deck.code, { type: 'results', results: r });
    },

    /**
     * Rebuilds this node's views and sends each participant connected here its own (after a close
     * or a reset of `clearedSlideIds`). Every node does this for its own phones (the others on the
     * live bus's word).
     */
    async meToAll(deck: TLiveDeck, clearedSlideIds: readonly string[] = []): Promise<void> {
      for (const me of await deps.views.refreshAll(deck, clearedSlideIds)) {
        gateway.sendToParticipantHere(me.participantId, { type: 'me', me });
      }
    },

    /** The leaderboard of a slide to phones and presenter. */
    leaderboard,

    /** Stops pending pushes (shutdown). */
    stop(): void {
      presenterResults.cancelAll();
      phoneResults.cancelAll();
      players.cancelAll();
      teamBoard.cancelAll();
    },
  };
}

export type TLivePush = ReturnType<typeof createLivePush>;
