import type { TBackgroundTasks } from '../../../lib/background-tasks';
import { LIVE_LIMITS } from '@crowdeck/core';
import { dateOf, type TClock, type TClockTimer } from '../../../lib/clock';
import type { TAnswersRepository } from '../data/answers.repository';
import { createEarlyClose } from './early-close';
import { createQuestionClose, readQuestion } from './question-close';
import type { TLiveBus } from '../cluster/bus';
import type { TLiveDeckRepository, TQuestionColumns } from '../data/deck.repository';
import type { TLiveDeck, TDeckCache } from '../data/deck-cache';
import type { TLivePush } from '../broadcast/push';
import type { TAnsweredSets } from '../cluster/stores';
import type { TParticipantsRepository } from '../data/participants.repository';
import type { TPresence } from '../capacity/presence';
import {
  getOwnClosesAt,
  getQuestionPhase,
  getQuestionState,
  isQuestionHeld,
  isQuestionRunning,
  TIME_FACTORS,
} from '@crowdeck/core';
import type { TQuestionStep } from '../tuning';

/**
 * The quiz game's clock, and the one writer of a question's state (its opening, its closing and
 * the screen it shows: one value, stored on the slide so a restarted server resumes the same
 * timing). It stamps the state when a question starts, opens and closes it on timers, closes it
 * early once every connected participant has answered (early-close.ts), and then scores it,
 * after the answers it accepted are stored (question-close.ts). Every step reads the state again
 * after each await: the deck cache replaces a deck when it reloads or is written, never changing
 * one handed out. With several nodes every node that has the deck keeps the timers; starting,
 * opening and closing are claimed in the database, so whichever node comes first does it and the
 * question is scored once.
 */
export function createQuestionClock(deps: {
  repo: TLiveDeckRepository;
  decks: TDeckCache;
  answers: TAnswersRepository;
  participants: TParticipantsRepository;
  presence: TPresence;
  push: TLivePush;
  /** Who answered each running question, on every node. */
  answered: TAnsweredSets;
  bus: TLiveBus;
  /** Stores the answers accepted so far (this node's pending group commit). */
  settleAnswers(): Promise<void>;
  /** See EARLY_CLOSE_GRACE_MS. */
  earlyCloseGraceMs?: number;
  /** Awaited between the steps of a question's close (tests). */
  atStep?(step: TQuestionStep, slideId: string): Promise<void>;
  clock: TClock;
  background: Pick<TBackgroundTasks, 'run'>;
}) {
  const { clock, background } = deps;
  const atStep = deps.atStep ?? (async () => undefined);
  const timers = new Map<string, TClockTimer[]>();
  const early = createEarlyClose({
    ...deps,
    atStep,
    graceMs: deps.earlyCloseGraceMs,
    close: (presentationId, slideId, closesAt) =>
      closer.close(presentationId, slideId, closesAt, 'everyoneAnswered'),
  });
  const closer = createQuestionClose({
    ...deps,
    atStep,
    onClosing(slideId) {
      clearTimers(slideId);
      early.forget(slideId);
    },
  });

  function clearTimers(slideId: string): void {
    for (const timer of timers.get(slideId) ?? []) clock.clearTimeout(timer);
    timers.delete(slideId);
  }

  /**
   * Arms the timers of a running question from its state; clears them otherwise. With extra time
   * in the run (`extraFactor`), the close is looked at again as each longer window ends.
   */
  function schedule(
    presentationId: string,
    slideId: string,
    q: TQuestionColumns,
    extraFactor = 1,
  ): void {
    clearTimers(slideId);
    const now = clock.now();
    const { questionOpensAt: opensAt, questionClosesAt: closesAt } = q;
    if (!opensAt || !closesAt || !isQuestionRunning(q, now, extraFactor)) return;
    const at = (event: string) => ({ event, presentationId, slideId });
    const list: TClockTimer[] = [];
    if (opensAt.getTime() > now)
      list.push(
        clock.setTimeout(
          () => background.run(() => onOpen(presentationId, slideId, opensAt), at('quiz.open')),
          opensAt.getTime() - now,
        ),
      );
    const ends = TIME_FACTORS.filter((factor) => factor <= extraFactor)
      .map((factor) => getOwnClosesAt(q, factor) ?? closesAt.getTime())
      .filter((end, index) => index === 0 || end > now);
    for (const end of ends) {
      list.push(
        clock.setTimeout(
          () =>
            background.run(
              () => closer.timeUp(presentationId, slideId, closesAt),
              at('quiz.close'),
            ),
          end - now,
        ),
      );
    }
    timers.set(slideId, list);
  }

  /** Sends the question's state as it is now to phones and presenter. */
  async function pushQuestion(presentationId: string, slideId: string): Promise<void> {
    const found = await readQuestion(deps.decks, presentationId, slideId);
    if (found) deps.push.question(found.deck, found.slide);
  }

  /** The intro ends: the question (still the one opening at `opensAt`) shows and takes answers. */
  async function onOpen(presentationId: string, slideId: string, opensAt: Date): Promise<void> {
    const found = await readQuestion(deps.decks, presentationId, slideId);
    const slide = found?.slide;
    if (slide?.questionOpensAt?.getTime() !== opensAt.getTime()) return;
    if (getQuestionPhase(slide, clock.now()) !== 'open') return;
    const stored = await deps.repo.openQuestion(slideId, opensAt);
    if (!stored) return;
    deps.decks.setQuestion(presentationId, slideId, stored);
    await pushQuestion(presentationId, slideId);
  }

  return {
    /**
     * Starts a question: "Question k of n" for the intro, then open for its time limit. False
     * when it was already started since its last reset (claimed in the database, so two
     * simultaneous starts run it once) or is gone.
     */
    async start(presentationId: string, slideId: string): Promise<boolean> {
      const found = await readQuestion(deps.decks, presentationId, slideId);
      if (!found) return false;
      const opensAt = new Date(clock.now() + LIVE_LIMITS.questionIntroSec * 1000);
      const closesAt = new Date(opensAt.getTime() + found.slide.timeLimitSec * 1000);
      const q = {
        questionOpensAt: opensAt,
        questionClosesAt: closesAt,
        gameScreen: 'questionIndex' as const,
      };
      if (!(await deps.repo.startQuestion(presentationId, slideId, q))) return false;
      deps.decks.setQuestion(presentationId, slideId, q);
      early.started(slideId);
      schedule(presentationId, slideId, q, found.deck.extraFactor);
      await deps.answered.clear(slideId);
      await deps.bus.publish({ type: 'deck', presentationId });
      await pushQuestion(presentationId, slideId);
      return true;
    },

    /** Closes a question now (no-op when it is not running). */
    close: (presentationId: string, slideId: string) => closer.close(presentationId, slideId),

    /** Closes every running question of a deck but `exceptSlideId`, and waits for closes here. */
    async closeRunning(presentationId: string, exceptSlideId?: string): Promise<void> {
      const deck = await deps.decks.byId(presentationId);
      for (const slide of deck?.slides ?? []) {
        if (slide.id === exceptSlideId) continue;
        if (isQuestionRunning(slide, clock.now(), deck?.extraFactor)) {
          await closer.close(presentationId, slide.id);
        }
        await closer.settled(slide.id);
      }
    },

    /** Closes a poll's voting now, or opens it again. */
    async setVoting(presentationId: string, slideId: string, closed: boolean): Promise<void> {
      const stored = await deps.repo.setVoting(slideId, closed ? dateOf(clock) : null);
      if (stored) deps.decks.setQuestion(presentationId, slideId, stored);
      await deps.bus.publish({ type: 'deck', presentationId });
    },

    /**
     * After committed answers: closes the question once every connected phone answered, or, held
     * for extra time, once nobody with extra time may still answer.
     */
    async onAnswered(presentationId: string, slideId: string, ids: string[]): Promise<void> {
      const found = await readQuestion(deps.decks, presentationId, slideId);
      const slide = found?.slide;
      if (found && slide?.questionClosesAt) {
        if (isQuestionHeld(slide, clock.now(), found.deck.extraFactor)) {
          return closer.timeUp(presentationId, slideId, slide.questionClosesAt);
        }
      }
      return early.onAnswered(presentationId, slideId, ids);
    },

    /** On first load after a start: resumes timers of running questions, scores closed ones. */
    async resume(deck: TLiveDeck): Promise<void> {
      const now = clock.now();
      let anyClosed = false;
      for (const slide of deck.slides) {
        const phase = getQuestionPhase(slide, now, deck.extraFactor);
        if (phase === 'intro' || phase === 'open') {
          schedule(deck.id, slide.id, getQuestionState(slide), deck.extraFactor);
          // Loaded by a restarted node: phones that were online are still reconnecting.
          early.hold(slide.id, now);
        }
        if (phase === 'closed') anyClosed = true;
      }
      if (anyClosed) await deps.participants.recomputeScores(deck.runId, new Date(now));
    },

    /** Follows a deck another node changed: timers for its running questions only. */
    sync(deck: TLiveDeck): void {
      for (const slide of deck.slides) {
        schedule(deck.id, slide.id, getQuestionState(slide), deck.extraFactor);
      }
    },

    /**
     * Forgets the given slides' questions (reset, deletion, idle): a close in progress here ends
     * first, then their timers and answered sets go.
     */
    async forget(slideIds: string[]): Promise<void> {
      for (const id of slideIds) await closer.settled(id);
      for (const id of slideIds) {
        clearTimers(id);
        early.forget(id);
      }
      await Promise.all(slideIds.map((id) => deps.answered.clear(id)));
    },

    /** Scores a presentation again (an answer committed after its question was scored). */
    rescore: (presentationId: string, slideId: string) => closer.rescore(presentationId, slideId),

    /** After a node was lost: its phones are moving to the other nodes, so wait for them. */
    async holdEarlyClose(presentationIds: string[]): Promise<void> {
      const now = clock.now();
      for (const id of presentationIds) {
        if (!deps.decks.known(id)) continue;
        const deck = await deps.decks.byId(id);
        for (const slide of deck?.slides ?? []) {
          if (getQuestionPhase(slide, now) === 'open') early.hold(slide.id, now);
        }
      }
    },

    /** Whether any of these slides has a question timer or a close here (its deck stays loaded). */
    isRunning: (slideIds: string[]) =>
      slideIds.some((id) => timers.has(id) || closer.isClosing(id)),

    /** Entries held per question (long-uptime checks). */
    size: () => timers.size + early.size() + closer.size(),

    /** Stops every timer (shutdown), the early close's re-checks too. */
    stop(): void {
      for (const id of [...timers.keys()]) clearTimers(id);
      early.stop();
    },
  };
}

export type TQuestionClock = ReturnType<typeof createQuestionClock>;
