import type { TClock } from '../../../lib/clock';
import type {
  TLiveControlResponse,
  TLiveSnapshot,
  TPresenterJoinRequest,
  TSlideGameRequest,
  TSlideNextRequest,
} from '@crowdeck/core';
import { invalidField, notFound, questionRunEnded, quizAlreadyRun } from '../../../http/api-error';
import { assertUniqueCode, type createDeckAccess } from '../../decks/deck-access';
import type { TLiveBus } from '../cluster/bus';
import type { TLiveDeckRepository } from '../data/deck.repository';
import { getActiveSlide, type TLiveDeck, type TDeckCache } from '../data/deck-cache';
import type { TLiveGateway } from '../realtime/gateway';
import type { TLivePush } from '../broadcast/push';
import type { TPresence } from '../capacity/presence';
import { getQuestionTiming } from '@crowdeck/core';
import type { TQuestionClock } from '../quiz/question-clock';
import type { TResultsService } from '../results/results.service';
import type { TQuestionStep } from '../tuning';

/** The presenter's controls: attach its socket, change slide, run the quiz game. */
export function createLiveControlService(deps: {
  access: ReturnType<typeof createDeckAccess>;
  repo: TLiveDeckRepository;
  decks: TDeckCache;
  gateway: TLiveGateway;
  presence: TPresence;
  results: TResultsService;
  quiz: TQuestionClock;
  push: TLivePush;
  bus: TLiveBus;
  clock: TClock;
  /** Awaited between the steps of a question's start (tests). */
  atStep?(step: TQuestionStep, slideId: string): Promise<void>;
}) {
  const { access, decks, clock } = deps;
  const atStep = deps.atStep ?? (async () => undefined);

  async function loadDeck(id: string): Promise<TLiveDeck> {
    const deck = await decks.byId(id, { reload: true });
    if (!deck) throw notFound();
    return deck;
  }

  /** The deck as cached now: a write replaces the cached deck, so it is read after every await. */
  async function currentDeck(id: string): Promise<TLiveDeck> {
    const deck = await decks.byId(id);
    if (!deck) throw notFound();
    return deck;
  }

  async function control(presentationId: string): Promise<TLiveControlResponse> {
    const deck = await currentDeck(presentationId);
    const slide = getActiveSlide(deck);
    return {
      slideActiveId: deck.slideActiveId,
      question: slide ? getQuestionTiming(slide, clock.now(), undefined, deck.extraFactor) : null,
    };
  }

  /** Makes `slideId` live: closes a question still running elsewhere, then tells the phones. */
  async function activate(presentationId: string, slideId: string, always = false) {
    await deps.quiz.closeRunning(presentationId, slideId);
    const deck = await currentDeck(presentationId);
    if (deck.slideActiveId === slideId && !always) return;
    if (deck.slideActiveId !== slideId) {
      await deps.repo.setActiveSlide(deck.id, slideId);
      decks.setActive(deck.id, slideId);
      // Every node must have the new slide before a phone can answer it there.
      await deps.bus.publish({ type: 'deck', presentationId: deck.id });
    }
    await deps.push.roomState(await currentDeck(presentationId));
  }

  async function setVoting(presentationId: string, slideId: string, input: TSlideGameRequest) {
    const deck = await loadDeck(presentationId);
    if (!deck.slides.some((s) => s.id === slideId)) throw notFound();
    await deps.quiz.setVoting(deck.id, slideId, input.action === 'close');
    await deps.push.roomState(await currentDeck(deck.id));
    return control(deck.id);
  }

  return {
    /** Puts the presenter's socket in its room and answers what the screen should show now. */
    async presenterJoin(ownerId: string, input: TPresenterJoinRequest): Promise<TLiveSnapshot> {
      const row = await access.presentation(ownerId, input.presentationId, 'present');
      // The screen another open window set is followed; with none open, a window starts afresh
      // (the lobby) instead of wherever the deck was left last time.
      const othersOpen = await deps.gateway.hasPresenter(row.uniqueCode);
      if (!(await deps.gateway.joinPresenter(input.socketId, ownerId, row.uniqueCode))) {
        throw invalidField('socketId', 'socketId.unknown');
      }
      const deck = await loadDeck(row.id);
      const slide = getActiveSlide(deck);
      return {
        presentationId: deck.id,
        uniqueCode: deck.code,
        slideActiveId: deck.slideActiveId,
        playerCount: await deps.presence.count(deck.id),
        names: await deps.presence.names(deck.id),
        question: slide ? getQuestionTiming(slide, clock.now(), undefined, deck.extraFactor) : null,
        results: slide ? await deps.results.slideResults(deck, slide, 'presenter') : null,
        screen: othersOpen ? (row.screen ?? null) : null,
      };
    },

    /** PUT /api/slide/next/: changes the live slide and pushes the new state to the phones. */
    async next(ownerId: string, id: string, input: TSlideNextRequest) {
      const row = await access.presentation(ownerId, id, 'present');
      assertUniqueCode(row, input.uniqueCode);
      const deck = await loadDeck(row.id);
      if (!deck.slides.some((slide) => slide.id === input.slideActiveId)) {
        throw invalidField('slideActiveId', 'id.invalid');
      }
      if (input.socketId) await deps.gateway.joinPresenter(input.socketId, ownerId, deck.code);
      await activate(deck.id, input.slideActiveId, true);
      return control(deck.id);
    },

    /**
     * POST /api/slide/game/: starts the quiz question of a slide (making it live) or closes it;
     * on a poll, closes voting (phones stop answering, hidden results show) or opens it again.
     */
    async game(ownerId: string, slideId: string, input: TSlideGameRequest) {
      const found = await access.slide(ownerId, slideId, 'present');
      assertUniqueCode(found.presentation, input.uniqueCode);
      if (found.slide.type === 'poll') return setVoting(found.presentation.id, slideId, input);
      if (found.slide.type !== 'quiz') throw invalidField('slideId', 'slide.notQuiz');
      const deck = await loadDeck(found.presentation.id);
      if (!deck.slides.some((s) => s.id === slideId)) throw notFound();
      if (input.action === 'start') {
        if (deck.runEndedAt) throw questionRunEnded();
        await activate(deck.id, slideId);
        await atStep('start.activated', slideId);
        // Started (running or closed) since its last reset: a second run would mix its answers
        // and scores with the first's. The presenter resets the slide to run it again. The start
        // is also refused when the run ended meanwhile.
        if (!(await deps.quiz.start(deck.id, slideId))) {
          if ((await loadDeck(deck.id)).runEndedAt) throw questionRunEnded();
          throw quizAlreadyRun();
        }
      } else {
        await deps.quiz.close(deck.id, slideId);
      }
      return control(deck.id);
    },
  };
}

export type TLiveControlService = ReturnType<typeof createLiveControlService>;
