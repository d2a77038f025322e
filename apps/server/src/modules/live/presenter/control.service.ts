import type { TClock } from '../../../lib/clock';
import type {
  TLiveControlResponse,
  TLiveSnapshot,
  TPresenterJoinRequest,
  TSlideGameRequest,
  TSlideNextRequest,
} from '@crowdeck/core';
import { invalidField, notFound, quizAlreadyRun } from '../../../http/api-error';
import { assertUniqueCode, type createDeckAccess } from '../../decks/deck-access';
import type { TLiveBus } from '../cluster/bus';
import type { TLiveDeckRepository } from '../data/deck.repository';
import type { TLiveDeck, TDeckCache } from '../data/deck-cache';
import type { TLiveGateway } from '../realtime/gateway';
import type { TLivePush } from '../realtime/push';
import { getActiveSlide } from '../realtime/room-state';
import type { TPresence } from '../capacity/presence';
import { getQuestionPhase, getQuestionTiming } from '../quiz/question-timing';
import type { TQuestionClock } from '../quiz/question-clock';
import type { TResultsService } from './results.service';

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
}) {
  const { access, decks, clock } = deps;

  async function loadDeck(id: string): Promise<TLiveDeck> {
    const deck = await decks.byId(id, { reload: true });
    if (!deck) throw notFound();
    return deck;
  }

  function control(deck: TLiveDeck): TLiveControlResponse {
    const slide = getActiveSlide(deck);
    return {
      slideActiveId: deck.slideActiveId,
      question: slide ? getQuestionTiming(slide, clock.now()) : null,
    };
  }

  /** Makes `slideId` live: closes a question still running elsewhere, then tells the phones. */
  async function activate(deck: TLiveDeck, slideId: string, always = false): Promise<void> {
    for (const slide of deck.slides) {
      const phase = getQuestionPhase(slide, clock.now());
      if (slide.id !== slideId && (phase === 'intro' || phase === 'open')) {
        await deps.quiz.close(deck, slide);
      }
    }
    if (deck.slideActiveId === slideId && !always) return;
    if (deck.slideActiveId !== slideId) {
      await deps.repo.setActiveSlide(deck.id, slideId);
      decks.setActive(deck.id, slideId);
      // Every node must have the new slide before a phone can answer it there.
      await deps.bus.publish({ type: 'deck', presentationId: deck.id });
    }
    await deps.push.roomState(deck);
  }

  async function setVoting(presentationId: string, slideId: string, input: TSlideGameRequest) {
    const deck = await loadDeck(presentationId);
    const slide = deck.slides.find((s) => s.id === slideId);
    if (!slide) throw notFound();
    const closesAt = input.action === 'close' ? new Date(clock.now()) : null;
    await deps.repo.setVoting(slide.id, closesAt);
    decks.setQuestion(deck.id, [slide.id], { questionClosesAt: closesAt });
    await deps.bus.publish({ type: 'deck', presentationId: deck.id });
    await deps.push.roomState(deck);
    return control(deck);
  }

  return {
    /** Puts the presenter's socket in its room and answers what the screen should show now. */
    async presenterJoin(ownerId: string, input: TPresenterJoinRequest): Promise<TLiveSnapshot> {
      const row = await access.presentation(ownerId, input.presentationId);
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
        question: slide ? getQuestionTiming(slide, clock.now()) : null,
        results: slide ? await deps.results.slideResults(deck, slide, 'presenter') : null,
        screen: othersOpen ? (row.screen ?? null) : null,
      };
    },

    /** PUT /api/slide/next/: changes the live slide and pushes the new state to the phones. */
    async next(ownerId: string, id: string, input: TSlideNextRequest) {
      const row = await access.presentation(ownerId, id);
      assertUniqueCode(row, input.uniqueCode);
      const deck = await loadDeck(row.id);
      if (!deck.slides.some((slide) => slide.id === input.slideActiveId)) {
        throw invalidField('slideActiveId', 'id.invalid');
      }
      if (input.socketId) await deps.gateway.joinPresenter(input.socketId, ownerId, deck.code);
      await activate(deck, input.slideActiveId, true);
      return control(deck);
    },

    /**
     * POST /api/slide/game/: starts the quiz question of a slide (making it live) or closes it;
     * on a poll, closes voting (phones stop answering, hidden results show) or opens it again.
     */
    async game(ownerId: string, slideId: string, input: TSlideGameRequest) {
      const found = await access.slide(ownerId, slideId);
      assertUniqueCode(found.presentation, input.uniqueCode);
      if (found.slide.type === 'poll') return setVoting(found.presentation.id, slideId, input);
      if (found.slide.type !== 'quiz') throw invalidField('slideId', 'slide.notQuiz');
      const deck = await loadDeck(found.presentation.id);
      const slide = deck.slides.find((s) => s.id === slideId);
      if (!slide) throw notFound();
      if (input.action === 'start') {
        await activate(deck, slide.id);
        // Started (running or closed) since its last reset: a second run would mix its answers
        // and scores with the first's. The presenter resets the slide to run it again.
        if (!(await deps.quiz.start(deck, slide))) throw quizAlreadyRun();
      } else {
        await deps.quiz.close(deck, slide);
      }
      return control(deck);
    },
  };
}

export type TLiveControlService = ReturnType<typeof createLiveControlService>;
