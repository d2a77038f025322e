import { LIVE_LIMITS } from '@crowdeck/core';
import type { TSlideRow } from '../../db/schema';
import type { TAnswersRepository } from './answers.repository';
import type { TLiveDeckRepository } from './live-deck.repository';
import type { TLiveDeck, TLiveDecks } from './live-decks';
import type { TLivePush } from './live-push';
import type { TParticipantsRepository } from './participants.repository';
import type { TPresence } from './presence';
import { getQuestionPhase, toGameScreen } from './question-timing';

/**
 * The quiz game's clock. The server stamps when a question opens and closes (stored on the
 * slide, so a restarted server resumes the same timing), opens and closes it on timers, closes
 * it early once every connected participant has answered, and then scores it.
 */
export function createQuizGame(deps: {
  repo: TLiveDeckRepository;
  decks: TLiveDecks;
  answers: TAnswersRepository;
  participants: TParticipantsRepository;
  presence: TPresence;
  push: TLivePush;
  onError(error: unknown): void;
}) {
  const timers = new Map<string, NodeJS.Timeout[]>();
  /** Who answered each open question (loaded from the database when first needed). */
  const answered = new Map<string, Set<string>>();

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
    if (!deck || !slide || getQuestionPhase(slide, Date.now()) !== 'open') return;
    const q = { ...pick(slide), gameScreen: toGameScreen('open') };
    await deps.repo.setQuestion(deck.id, slide.id, q);
    deps.decks.setQuestion(deck.id, [slide.id], q);
    deps.push.question(deck, slide);
  }

  async function onClose(presentationId: string, slideId: string, closesAt: number) {
    const deck = await deps.decks.byId(presentationId);
    const slide = deck?.slides.find((s) => s.id === slideId);
    if (!deck || !slide || slide.questionClosesAt?.getTime() !== closesAt) return;
    await finish(deck, slide);
  }

  /** Scores a closed question and tells everyone: timing, answer, each phone its points. */
  async function finish(deck: TLiveDeck, slide: TSlideRow): Promise<void> {
    clearTimers(slide.id);
    answered.delete(slide.id);
    const q = { ...pick(slide), gameScreen: toGameScreen('closed') };
    await deps.repo.setQuestion(deck.id, slide.id, q);
    deps.decks.setQuestion(deck.id, [slide.id], q);
    await deps.participants.recomputeScores(deck.id, new Date());
    deps.push.question(deck, slide);
    await deps.push.closedResults(deck, slide);
    await deps.push.meToAll(deck);
  }

  return {
    /** Starts a question: "Question k of n" for the intro, then open for its time limit. */
    async start(deck: TLiveDeck, slide: TSlideRow): Promise<void> {
      const opensAt = new Date(Date.now() + LIVE_LIMITS.questionIntroSec * 1000);
      const closesAt = new Date(opensAt.getTime() + slide.timeLimitSec * 1000);
      const q = {
        questionOpensAt: opensAt,
        questionClosesAt: closesAt,
        gameScreen: 'questionIndex',
      };
      await deps.repo.setQuestion(deck.id, slide.id, q);
      deps.decks.setQuestion(deck.id, [slide.id], q);
      answered.set(slide.id, new Set());
      schedule(deck, slide);
      deps.push.question(deck, slide);
    },

    /** Closes a question now (no-op when it is not running). */
    async close(deck: TLiveDeck, slide: TSlideRow): Promise<void> {
      const phase = getQuestionPhase(slide, Date.now());
      if (phase !== 'intro' && phase !== 'open') return;
      const now = new Date();
      const opensAt =
        slide.questionOpensAt && slide.questionOpensAt < now ? slide.questionOpensAt : now;
      const q = { questionOpensAt: opensAt, questionClosesAt: now, gameScreen: 'result' };
      deps.decks.setQuestion(deck.id, [slide.id], q);
      await finish(deck, slide);
    },

    /** After a committed answer: closes the question once every connected phone answered. */
    async onAnswered(deck: TLiveDeck, slide: TSlideRow, participantIds: string[]) {
      let set = answered.get(slide.id);
      if (!set) {
        set = new Set(await deps.answers.listParticipantIds(slide.id));
        answered.set(slide.id, set);
      }
      for (const id of participantIds) set.add(id);
      // Checked on every answer, so it must not walk all phones each time (15,000 × 15,000).
      if (deps.presence.allIn(deck.id, set)) await this.close(deck, slide);
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

    /** Forgets timers and answered sets of the given slides (reset). */
    forget(slideIds: string[]): void {
      for (const id of slideIds) {
        clearTimers(id);
        answered.delete(id);
      }
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
