import type { TBackgroundTasks } from '../../../lib/background-tasks';
import { LIVE_LIMITS, type TQuestionCloseReason } from '@crowdeck/core';
import { dateOf, type TClock, type TClockTimer } from '../../../lib/clock';
import type { TSlideRow } from '../../../db/schema/index';
import type { TAnswersRepository } from '../data/answers.repository';
import { createEarlyClose } from './early-close';
import { createRescores } from './rescores';
import type { TLiveBus } from '../cluster/bus';
import type { TLiveDeckRepository } from '../data/deck.repository';
import type { TLiveDeck, TDeckCache } from '../data/deck-cache';
import type { TLivePush } from '../realtime/push';
import type { TAnsweredSets } from '../cluster/stores';
import type { TParticipantsRepository } from '../data/participants.repository';
import type { TPresence } from '../capacity/presence';
import { getQuestionPhase, toGameScreen } from './question-timing';

/**
 * The quiz game's clock. The server stamps when a question opens and closes (stored on the
 * slide, so a restarted server resumes the same timing), opens and closes it on timers, closes
 * it early once every connected participant has answered (early-close.ts), and then scores it,
 * after the answers it accepted are stored. With several
 * nodes every node that has the deck keeps the timers; opening and closing are claimed in the
 * database, so whichever node comes first does it and the question is scored once.
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
  clock: TClock;
  background: Pick<TBackgroundTasks, 'run'>;
}) {
  const { clock, background } = deps;
  const timers = new Map<string, TClockTimer[]>();
  const early = createEarlyClose({
    ...deps,
    graceMs: deps.earlyCloseGraceMs,
    close: (deck, slide) => close(deck, slide, 'everyoneAnswered'),
  });

  /** Questions this node is closing: its own scoring comes after the answers it drains. */
  const closingHere = new Set<string>();
  const rescores = createRescores({
    ...deps,
    async publishScored(presentationId) {
      await deps.bus.publish({ type: 'scored', presentationId });
    },
  });

  function clearTimers(slideId: string): void {
    for (const timer of timers.get(slideId) ?? []) clock.clearTimeout(timer);
    timers.delete(slideId);
  }

  function schedule(deck: TLiveDeck, slide: TSlideRow): void {
    clearTimers(slide.id);
    const now = clock.now();
    const opensAt = slide.questionOpensAt?.getTime() ?? now;
    const closesAt = slide.questionClosesAt?.getTime() ?? now;
    const at = (event: string) => ({ event, presentationId: deck.id, slideId: slide.id });
    const list: TClockTimer[] = [];
    if (opensAt > now)
      list.push(
        clock.setTimeout(
          () => background.run(() => onOpen(deck.id, slide.id), at('quiz.open')),
          opensAt - now,
        ),
      );
    list.push(
      clock.setTimeout(
        () => background.run(() => onClose(deck.id, slide.id, closesAt), at('quiz.close')),
        closesAt - now,
      ),
    );
    timers.set(slide.id, list);
  }

  async function onOpen(presentationId: string, slideId: string): Promise<void> {
    const deck = await deps.decks.byId(presentationId);
    const slide = deck?.slides.find((s) => s.id === slideId);
    if (!deck || !slide?.questionOpensAt || getQuestionPhase(slide, clock.now()) !== 'open') return;
    if (!(await deps.repo.openQuestion(slide.id, slide.questionOpensAt))) return;
    deps.decks.setQuestion(deck.id, [slide.id], { ...pick(slide), gameScreen: 'question' });
    deps.push.question(deck, slide);
  }

  async function onClose(presentationId: string, slideId: string, closesAt: number) {
    const deck = await deps.decks.byId(presentationId);
    const slide = deck?.slides.find((s) => s.id === slideId);
    if (!deck || !slide?.questionClosesAt || slide.questionClosesAt.getTime() !== closesAt) return;
    await finish(deck, slide, slide.questionClosesAt, 'time');
  }

  /**
   * Scores a closed question and tells everyone: timing, answer, each phone its points. Only the
   * node whose close of the question (still closing at `closesAt`) is stored first goes on.
   */
  async function finish(
    deck: TLiveDeck,
    slide: TSlideRow,
    closesAt: Date,
    closedBy: TQuestionCloseReason,
  ): Promise<void> {
    clearTimers(slide.id);
    const q = { ...pick(slide), gameScreen: toGameScreen('closed') };
    if (!(await deps.repo.closeQuestion(slide.id, closesAt, q))) {
      // Closed by another node (which tells this one): read the deck afresh.
      deps.decks.forget(deck.id);
      return;
    }
    deps.decks.setQuestion(deck.id, [slide.id], q);
    early.forget(slide.id);
    // An answer accepted before the close may still be in the group commit: score it too.
    closingHere.add(slide.id);
    try {
      await deps.settleAnswers();
    } finally {
      closingHere.delete(slide.id);
    }
    await applyStreaks(deck, slide);
    await deps.participants.recomputeScores(deck.runId, dateOf(clock));
    await deps.answered.clear(slide.id);
    await deps.bus.publish({ type: 'scored', presentationId: deck.id });
    deps.push.question(deck, slide, closedBy);
    await deps.push.closedResults(deck, slide);
    await deps.push.meToAll(deck);
  }

  /**
   * Right answers in a row, counted from the quiz question played just before this one (closed,
   * opened earlier), and their bonus when the deck's streak bonus is on (points on).
   */
  async function applyStreaks(deck: TLiveDeck, slide: TSlideRow): Promise<void> {
    const opensAt = slide.questionOpensAt?.getTime() ?? 0;
    const now = clock.now();
    const previous = deck.slides
      .filter(
        (s) =>
          s.type === 'quiz' &&
          s.id !== slide.id &&
          (s.questionOpensAt?.getTime() ?? Infinity) < opensAt &&
          getQuestionPhase(s, now) === 'closed',
      )
      .sort((a, b) => (b.questionOpensAt?.getTime() ?? 0) - (a.questionOpensAt?.getTime() ?? 0))
      .at(0);
    const withBonus = deck.modes.points && deck.modes.streak === true;
    await deps.answers.applyStreaks(deck.runId, slide.id, previous?.id ?? null, withBonus);
  }

  /** Closes a question now (no-op when it is not running), telling everyone why. */
  async function close(
    deck: TLiveDeck,
    slide: TSlideRow,
    closedBy: TQuestionCloseReason = 'presenter',
  ): Promise<void> {
    const phase = getQuestionPhase(slide, clock.now());
    const closesAt = slide.questionClosesAt;
    if ((phase !== 'intro' && phase !== 'open') || !closesAt) return;
    const now = dateOf(clock);
    const opensAt =
      slide.questionOpensAt && slide.questionOpensAt < now ? slide.questionOpensAt : now;
    const q = { questionOpensAt: opensAt, questionClosesAt: now, gameScreen: 'result' as const };
    deps.decks.setQuestion(deck.id, [slide.id], q);
    await finish(deck, slide, closesAt, closedBy);
  }

  return {
    /**
     * Starts a question: "Question k of n" for the intro, then open for its time limit. False
     * when it was already started since its last reset (claimed in the database, so two
     * simultaneous starts run it once).
     */
    async start(deck: TLiveDeck, slide: TSlideRow): Promise<boolean> {
      const opensAt = new Date(clock.now() + LIVE_LIMITS.questionIntroSec * 1000);
      const closesAt = new Date(opensAt.getTime() + slide.timeLimitSec * 1000);
      const q = {
        questionOpensAt: opensAt,
        questionClosesAt: closesAt,
        gameScreen: 'questionIndex' as const,
      };
      if (!(await deps.repo.startQuestion(deck.id, slide.id, q))) return false;
      deps.decks.setQuestion(deck.id, [slide.id], q);
      await deps.answered.clear(slide.id);
      early.started(slide.id);
      schedule(deck, slide);
      await deps.bus.publish({ type: 'deck', presentationId: deck.id });
      deps.push.question(deck, slide);
      return true;
    },

    /** Closes a question now (no-op when it is not running). */
    close,

    /** After a committed answer: closes the question once every connected phone answered. */
    onAnswered: early.onAnswered.bind(early),

    /** On first load after a start: resumes timers of running questions, scores closed ones. */
    async resume(deck: TLiveDeck): Promise<void> {
      const now = clock.now();
      let anyClosed = false;
      for (const slide of deck.slides) {
        const phase = getQuestionPhase(slide, now);
        if (phase === 'intro' || phase === 'open') {
          schedule(deck, slide);
          // Loaded by a restarted node: phones that were online are still reconnecting.
          early.hold(slide.id, now);
        }
        if (phase === 'closed') anyClosed = true;
      }
      if (anyClosed) await deps.participants.recomputeScores(deck.runId, new Date(now));
    },

    /** Follows a deck another node changed: timers for its running questions only. */
    sync(deck: TLiveDeck): void {
      const now = clock.now();
      for (const slide of deck.slides) {
        const phase = getQuestionPhase(slide, now);
        if (phase === 'intro' || phase === 'open') schedule(deck, slide);
        else clearTimers(slide.id);
      }
    },

    /** Forgets timers and answered sets of the given slides (reset, deletion). */
    async forget(slideIds: string[]): Promise<void> {
      for (const id of slideIds) {
        clearTimers(id);
        early.forget(id);
      }
      await Promise.all(slideIds.map((id) => deps.answered.clear(id)));
    },

    /** Scores a presentation again (an answer committed after its question was scored). */
    async rescore(presentationId: string, slideId: string): Promise<void> {
      if (closingHere.has(slideId)) return;
      const deck = await deps.decks.byId(presentationId);
      const slide = deck?.slides.find((s) => s.id === slideId);
      // The late answer's streak and bonus, like those scored at the close.
      if (deck && slide) await applyStreaks(deck, slide);
      return rescores.request(presentationId);
    },

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

    /** Whether any of these slides has a question timer here (its deck must stay loaded). */
    isRunning: (slideIds: string[]) => slideIds.some((id) => timers.has(id)),

    /** Entries held per question (long-uptime checks). */
    size: () => timers.size + early.size(),

    /** Stops every timer (shutdown), the early close's re-checks too. */
    stop(): void {
      for (const id of [...timers.keys()]) clearTimers(id);
      early.stop();
    },
  };
}

function pick(slide: TSlideRow) {
  return { questionOpensAt: slide.questionOpensAt, questionClosesAt: slide.questionClosesAt };
}

export type TQuestionClock = ReturnType<typeof createQuestionClock>;
