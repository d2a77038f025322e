import { LIVE_LIMITS } from '@crowdeck/core';
import type { TSlideRow } from '../../db/schema';
import type { TAnswersRepository } from './answers.repository';
import type { TLiveBus } from './live-bus';
import type { TLiveDeckRepository } from './live-deck.repository';
import type { TLiveDeck, TLiveDecks } from './live-decks';
import type { TLivePush } from './live-push';
import type { TAnsweredSets } from './live-stores';
import type { TParticipantsRepository } from './participants.repository';
import type { TPresence } from './presence';
import { getQuestionPhase, toGameScreen } from './question-timing';

/**
 * The quiz game's clock. The server stamps when a question opens and closes (stored on the
 * slide, so a restarted server resumes the same timing), opens and closes it on timers, closes
 * it early once every connected participant has answered, and then scores it. With several
 * nodes every node that has the deck keeps the timers; opening and closing are claimed in the
 * database, so whichever node comes first does it and the question is scored once.
 */
export function createQuizGame(deps: {
  repo: TLiveDeckRepository;
  decks: TLiveDecks;
  answers: TAnswersRepository;
  participants: TParticipantsRepository;
  presence: TPresence;
  push: TLivePush;
  /** Who answered each running question, on every node. */
  answered: TAnsweredSets;
  bus: TLiveBus;
  onError(error: unknown): void;
}) {
  const timers = new Map<string, NodeJS.Timeout[]>();
  /** Questions whose answered set this node has filled with the answers stored before. */
  const seeded = new Set<string>();

  const later = (fn: () => Promise<void>) => () => void fn().catch(deps.onError);

  function clearTimers(slideId: string): void {
    for (const timer of timers.get(slideId) ?? []) clearTimeout(timer);
    timers.delete(slideId);
  }

  function schedule(deck: TLiveDeck, slide: TSlideRow): void {
    clearTimers(slide.id);
    const now = Date.now();
    const opensAt = slide.questionOpensAt?.getTime() ?? now;
    const closesAt = slide.questionClosesAt?.getTime() ?? now;
    const list: NodeJS.Timeout[] = [];
    if (opensAt > now)
      list.push(
        setTimeout(
          later(() => onOpen(deck.id, slide.id)),
          opensAt - now,
        ),
      );
    list.push(
      setTimeout(
        later(() => onClose(deck.id, slide.id, closesAt)),
        closesAt - now,
      ),
    );
    timers.set(slide.id, list);
  }

  async function onOpen(presentationId: string, slideId: string): Promise<void> {
    const deck = await deps.decks.byId(presentationId);
    const slide = deck?.slides.find((s) => s.id === slideId);
    if (!deck || !slide?.questionOpensAt || getQuestionPhase(slide, Date.now()) !== 'open') return;
    if (!(await deps.repo.openQuestion(slide.id, slide.questionOpensAt))) return;
    deps.decks.setQuestion(deck.id, [slide.id], { ...pick(slide), gameScreen: 'question' });
    deps.push.question(deck, slide);
  }

  async function onClose(presentationId: string, slideId: string, closesAt: number) {
    const deck = await deps.decks.byId(presentationId);
    const slide = deck?.slides.find((s) => s.id === slideId);
    if (!deck || !slide?.questionClosesAt || slide.questionClosesAt.getTime() !== closesAt) return;
    await finish(deck, slide, slide.questionClosesAt);
  }

  /**
   * Scores a closed question and tells everyone: timing, answer, each phone its points. Only the
   * node whose close of the question (still closing at `closesAt`) is stored first goes on.
   */
  async function finish(deck: TLiveDeck, slide: TSlideRow, closesAt: Date): Promise<void> {
    clearTimers(slide.id);
    const q = { ...pick(slide), gameScreen: toGameScreen('closed') };
    if (!(await deps.repo.closeQuestion(slide.id, closesAt, q))) {
      // Closed by another node (which tells this one): read the deck afresh.
      deps.decks.forget(deck.id);
      return;
    }
    deps.decks.setQuestion(deck.id, [slide.id], q);
    await deps.participants.recomputeScores(deck.id, new Date());
    await deps.bus.publish({ type: 'scored', presentationId: deck.id });
    deps.push.question(deck, slide);
    await deps.push.closedResults(deck, slide);
    await deps.push.meToAll(deck);
  }

  return {
    /**
     * Starts a question: "Question k of n" for the intro, then open for its time limit. False
     * when it was already started since its last reset (claimed in the database, so two
     * simultaneous starts run it once).
     */
    async start(deck: TLiveDeck, slide: TSlideRow): Promise<boolean> {
      const opensAt = new Date(Date.now() + LIVE_LIMITS.questionIntroSec * 1000);
      const closesAt = new Date(opensAt.getTime() + slide.timeLimitSec * 1000);
      const q = {
        questionOpensAt: opensAt,
        questionClosesAt: closesAt,
        gameScreen: 'questionIndex',
      };
      if (!(await deps.repo.startQuestion(deck.id, slide.id, q))) return false;
      deps.decks.setQuestion(deck.id, [slide.id], q);
      await deps.answered.clear(slide.id);
      seeded.add(slide.id);
      schedule(deck, slide);
      await deps.bus.publish({ type: 'deck', presentationId: deck.id });
      deps.push.question(deck, slide);
      return true;
    },

    /** Closes a question now (no-op when it is not running). */
    async close(deck: TLiveDeck, slide: TSlideRow): Promise<void> {
      const phase = getQuestionPhase(slide, Date.now());
      const closesAt = slide.questionClosesAt;
      if ((phase !== 'intro' && phase !== 'open') || !closesAt) return;
      const now = new Date();
      const opensAt =
        slide.questionOpensAt && slide.questionOpensAt < now ? slide.questionOpensAt : now;
      const q = { questionOpensAt: opensAt, questionClosesAt: now, gameScreen: 'result' };
      deps.decks.setQuestion(deck.id, [slide.id], q);
      await finish(deck, slide, closesAt);
    },

    /** After a committed answer: closes the question once every connected phone answered. */
    async onAnswered(deck: TLiveDeck, slide: TSlideRow, participantIds: string[]) {
      let ids = participantIds;
      if (!seeded.has(slide.id)) {
        seeded.add(slide.id);
        ids = [...ids, ...(await deps.answers.listParticipantIds(slide.id))];
      }
      const answeredCount = await deps.answered.add(slide.id, ids);
      // Checked on every answer, so it must not walk all phones each time (15,000 × 15,000):
      // counts first; the members only once as many answered as are online.
      const onlineCount = await deps.presence.count(deck.id);
      if (onlineCount === 0 || answeredCount < onlineCount) return;
      const online = await deps.presence.members(deck.id);
      if (await deps.answered.containsAll(slide.id, online)) await this.close(deck, slide);
    },

    /** On first load after a start: resumes timers of running questions, scores closed ones. */
    async resume(deck: TLiveDeck): Promise<void> {
      const now = Date.now();
      let anyClosed = false;
      for (const slide of deck.slides) {
        const phase = getQuestionPhase(slide, now);
        if (phase === 'intro' || phase === 'open') schedule(deck, slide);
        if (phase === 'closed') anyClosed = true;
      }
      if (anyClosed) await deps.participants.recomputeScores(deck.id, new Date(now));
    },

    /** Follows a deck another node changed: timers for its running questions only. */
    sync(deck: TLiveDeck): void {
      const now = Date.now();
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
        seeded.delete(id);
      }
      await Promise.all(slideIds.map((id) => deps.answered.clear(id)));
    },

    /** Stops every timer (shutdown). */
    stop(): void {
      for (const id of [...timers.keys()]) clearTimers(id);
    },
  };
}

function pick(slide: TSlideRow) {
  return { questionOpensAt: slide.questionOpensAt, questionClosesAt: slide.questionClosesAt };
}

export type TQuizGame = ReturnType<typeof createQuizGame>;
