import type { TQuestionCloseReason } from '@crowdeck/core';
import { dateOf, type TClock } from '../../../lib/clock';
import { createRunningByKey } from '../../../lib/running-by-key';
import type { TAnswersRepository } from '../data/answers.repository';
import type { TLiveBus } from '../cluster/bus';
import type { TLiveDeckRepository, TQuestionColumns } from '../data/deck.repository';
import type { TDeckCache, TLiveDeck } from '../data/deck-cache';
import type { TSlideRow } from '../../../db/schema/index';
import type { TLivePush } from '../broadcast/push';
import type { TAnsweredSets } from '../cluster/stores';
import type { TParticipantsRepository } from '../data/participants.repository';
import type { TQuestionStep } from '../tuning';
import { createRescores } from './rescores';
import {
  getOwnClosesAt,
  getQuestionPhase,
  getQuestionState,
  isQuestionHeld,
  isQuestionRunning,
} from '@crowdeck/core';

/** The deck as the cache holds it now, and one of its slides; null when either is gone. */
export async function readQuestion(decks: TDeckCache, presentationId: string, slideId: string) {
  const deck = await decks.byId(presentationId);
  const slide = deck?.slides.find((s) => s.id === slideId);
  return deck && slide ? { deck, slide } : null;
}

/** Whether two states are the same question (the same opening and closing, the same screen). */
function isSameState(a: TQuestionColumns, b: TQuestionColumns): boolean {
  return (
    a.questionOpensAt?.getTime() === b.questionOpensAt?.getTime() &&
    a.questionClosesAt?.getTime() === b.questionClosesAt?.getTime() &&
    a.gameScreen === b.gameScreen
  );
}

/**
 * Closing a quiz question, once. Its closed state is computed once, from the state read last;
 * it is claimed in the database against the closing time that was read (so a question closed,
 * restarted or reset meanwhile, by this node or another, is left alone), and the cache is given
 * what was stored. Then the question is scored, after the answers it accepted are stored, and
 * everyone is told — if the question is still the one that was closed.
 */
export function createQuestionClose(deps: {
  repo: TLiveDeckRepository;
  decks: TDeckCache;
  answers: TAnswersRepository;
  participants: TParticipantsRepository;
  push: TLivePush;
  answered: TAnsweredSets;
  bus: TLiveBus;
  settleAnswers(): Promise<void>;
  clock: TClock;
  atStep(step: TQuestionStep, slideId: string): Promise<void>;
  /** A close begins here: the question's timers and early-close state go. */
  onClosing(slideId: string): void;
}) {
  const { clock } = deps;
  /** Closes in progress on this node, by slide: a second close, an end or a reset waits for it. */
  const closing = createRunningByKey<void>();
  /** Questions whose accepted answers are being stored: their scoring comes after. */
  const settling = new Set<string>();
  const rescores = createRescores({
    ...deps,
    async publishScored(presentationId) {
      await deps.bus.publish({ type: 'scored', presentationId });
    },
  });

  /**
   * Right answers in a row, counted from the quiz question played just before this one (closed,
   * opened earlier), and their bonus when the deck's streak bonus is on (points on).
   */
  async function applyStreaks(presentationId: string, runId: string, slideId: string) {
    const found = await readQuestion(deps.decks, presentationId, slideId);
    if (!found) return;
    const { deck } = found;
    const opensAt = found.slide.questionOpensAt?.getTime() ?? 0;
    const now = clock.now();
    const previous = deck.slides
      .filter(
        (s) =>
          s.type === 'quiz' &&
          s.id !== slideId &&
          (s.questionOpensAt?.getTime() ?? Infinity) < opensAt &&
          getQuestionPhase(s, now) === 'closed',
      )
      .sort((a, b) => (b.questionOpensAt?.getTime() ?? 0) - (a.questionOpensAt?.getTime() ?? 0))
      .at(0);
    const withBonus = deck.modes.points && deck.modes.streak === true;
    await deps.answers.applyStreaks(runId, slideId, previous?.id ?? null, withBonus);
  }

  async function closeAndScore(
    deck: TLiveDeck,
    slideId: string,
    expected: Date,
    q: TQuestionColumns,
    closedBy: TQuestionCloseReason,
  ) {
    deps.onClosing(slideId);
    const stored = await deps.repo.closeQuestion(slideId, expected, q);
    if (!stored) {
      // Closed by another node (which tells this one), or reset: read the deck afresh.
      deps.decks.forget(deck.id);
      return;
    }
    deps.decks.setQuestion(deck.id, slideId, stored);
    await deps.atStep('close.stored', slideId);
    // An answer accepted before the close may still be in the group commit: score it too.
    settling.add(slideId);
    try {
      await deps.settleAnswers();
    } finally {
      settling.delete(slideId);
    }
    // The run the question was played in, even if a new run started meanwhile.
    await applyStreaks(deck.id, deck.runId, slideId);
    await deps.participants.recomputeScores(deck.runId, dateOf(clock));
    await deps.answered.clear(slideId);
    await deps.bus.publish({ type: 'scored', presentationId: deck.id });
    const found = await readQuestion(deps.decks, deck.id, slideId);
    // Reset since: phones must not be shown a result that is gone.
    if (!found || !isSameState(found.slide, stored)) return;
    deps.push.question(found.deck, found.slide, closedBy);
    await deps.push.closedResults(found.deck, found.slide);
    await deps.push.meToAll(found.deck);
  }

  /**
   * Whether a participant with extra time may still answer the question at `now`: its own window
   * still runs and it has not answered yet (read from the database, so on every node alike).
   */
  async function awaitsExtraTime(deck: TLiveDeck, slide: TSlideRow, now: number) {
    const waiting = [...deck.extraTime]
      .filter(([, factor]) => (getOwnClosesAt(slide, factor) ?? 0) > now)
      .map(([id]) => id);
    if (waiting.length === 0) return false;
    const answered = await deps.answers.answeredAmong(deck.runId, slide.id, waiting);
    return waiting.some((id) => !answered.has(id));
  }

  /** Closes with `q` the question closing at `expected`; a close already running here is joined. */
  function finish(
    deck: TLiveDeck,
    slideId: string,
    expected: Date,
    q: TQuestionColumns,
    closedBy: TQuestionCloseReason,
  ) {
    return closing.run(slideId, () => closeAndScore(deck, slideId, expected, q, closedBy));
  }

  return {
    /**
     * Closes a question now, shown with its result (no-op when it is not running, or, with
     * `expected`, when it no longer closes then: it is not the question the caller checked).
     * `closedBy` is what phones are told of why it closed.
     */
    async close(
      presentationId: string,
      slideId: string,
      expected?: Date,
      closedBy: TQuestionCloseReason = 'presenter',
    ): Promise<void> {
      const running = closing.get(slideId);
      if (running) return running;
      const found = await readQuestion(deps.decks, presentationId, slideId);
      const slide = found?.slide;
      const now = dateOf(clock);
      if (!found || !slide?.questionOpensAt || !slide.questionClosesAt) return;
      if (!isQuestionRunning(slide, now.getTime(), found.deck.extraFactor)) {
        return closing.get(slideId);
      }
      if (expected && slide.questionClosesAt.getTime() !== expected.getTime()) return;
      const opensAt = slide.questionOpensAt < now ? slide.questionOpensAt : now;
      // Held for extra time: it closed for the others at its time, and says so.
      const closesAt = slide.questionClosesAt < now ? slide.questionClosesAt : now;
      const q = {
        questionOpensAt: opensAt,
        questionClosesAt: closesAt,
        gameScreen: 'result' as const,
      };
      return finish(found.deck, slideId, slide.questionClosesAt, q, closedBy);
    },

    /**
     * Its time (or a participant's longer window) is up: closes the question if it still closes
     * at `closesAt` and nobody with extra time may still answer it; otherwise it is held, and
     * everyone is told its time is up for them (results and the correct answer wait).
     */
    async timeUp(presentationId: string, slideId: string, closesAt: Date): Promise<void> {
      const found = await readQuestion(deps.decks, presentationId, slideId);
      const slide = found?.slide;
      if (!found || slide?.questionClosesAt?.getTime() !== closesAt.getTime()) return;
      if (slide.gameScreen === 'result') return;
      const now = clock.now();
      if (isQuestionHeld(slide, now, found.deck.extraFactor)) {
        if (await awaitsExtraTime(found.deck, slide, now)) {
          deps.push.question(found.deck, slide);
          return;
        }
      }
      const q = { ...getQuestionState(slide), gameScreen: 'result' as const };
      return finish(found.deck, slideId, closesAt, q, 'time');
    },

    /** Resolves once the close of this question in progress here (if any) has ended. */
    async settled(slideId: string): Promise<void> {
      await closing.get(slideId)?.catch(() => undefined);
    },

    /** Whether this node is closing the question now. */
    isClosing: (slideId: string) => closing.has(slideId),

    /** Scores a presentation again (an answer committed after its question was scored). */
    async rescore(presentationId: string, slideId: string): Promise<void> {
      if (settling.has(slideId)) return;
      const found = await readQuestion(deps.decks, presentationId, slideId);
      // The late answer's streak and bonus, like those scored at the close.
      if (found) await applyStreaks(presentationId, found.deck.runId, slideId);
      return rescores.request(presentationId);
    },

    /** Entries held (long-uptime checks). */
    size: () => closing.size() + settling.size,
  };
}

export type TQuestionClose = ReturnType<typeof createQuestionClose>;
