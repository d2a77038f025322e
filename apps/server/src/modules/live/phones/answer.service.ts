import type { TBackgroundTasks } from '../../../lib/background-tasks';
import type { TClock } from '../../../lib/clock';
import {
  computeQuizPoints,
  normaliseOpenText,
  normaliseWord,
  type TAnswerRequest,
  type TParticipantView,
} from '@crowdeck/core';
import type { TSlideRow } from '../../../db/schema/index';
import type { TAnswerCommits } from '../data/answer-commits';
import type { TNewEntry } from '../data/entries.repository';
import type { TEntryQuota } from './entry-quota';
import type { TNetworkShares } from './network-shares';
import { LIVE_MESSAGES, LiveError } from '../errors';
import type { TLiveDeck, TDeckCache } from '../data/deck-cache';
import type { TAnswerWatch, TPhonePushes } from './phone-ports';
import type { TParticipantViews } from './participant-views';
import { isProfane } from '../profanity';
import { evaluateAnswer } from './answer-evaluation';
import { getQuestionPhase } from '@crowdeck/core';
import type { TRemovedParticipants } from './removed-participants';

/** What a phone is told once its answer is stored. */
export interface TAnswerAck {
  me: TParticipantView;
  /** The profanity filter held the answer back: stored, but not shown until the presenter does. */
  heldBack?: boolean;
}

/** Who is answering: a joined audience socket. */
export interface TParticipantContext {
  participantId: string;
  presentationId: string;
  runId: string;
  /** The phone's network (lib/address-key): see network-shares.ts. */
  addressKey: string;
}

const invalid = (message: string = LIVE_MESSAGES.invalidInput) =>
  new LiveError('invalid_input', message);

/**
 * Answers from phones: checks them against the live slide and the server's clock, stores them
 * (acknowledged only once committed), and schedules the result pushes.
 */
export function createAnswerService(deps: {
  decks: TDeckCache;
  commits: TAnswerCommits;
  quota: TEntryQuota;
  shares: TNetworkShares;
  quiz: TAnswerWatch;
  views: TParticipantViews;
  push: TPhonePushes;
  removed: TRemovedParticipants;
  clock: TClock;
  background: Pick<TBackgroundTasks, 'run'>;
}) {
  /**
   * Answers stored during one turn of the event loop (a committed batch resolves together), told
   * to the early close in one call: one look at the answered set and the online count per batch
   * instead of one per answer (with Redis, two round trips per answer were 30,000 at 15,000).
   */
  const answered = new Map<string, { presentationId: string; ids: string[] }>();
  function answeredNow(deck: TLiveDeck, slide: TSlideRow, participantId: string): void {
    const pending = answered.get(slide.id);
    if (pending) {
      pending.ids.push(participantId);
      return;
    }
    answered.set(slide.id, { presentationId: deck.id, ids: [participantId] });
    setImmediate(() => {
      const batch = answered.get(slide.id);
      answered.delete(slide.id);
      if (!batch) return;
      // Not awaited: the last answer's acknowledgement must not wait for the scoring it triggers.
      // The early close reads the question as it is then.
      const check = () => deps.quiz.onAnswered(batch.presentationId, slide.id, batch.ids);
      deps.background.run(check, {
        event: 'quiz.onAnswered',
        presentationId: batch.presentationId,
        slideId: slide.id,
      });
    });
  }

  async function submitAnswer(
    ctx: TParticipantContext,
    deck: TLiveDeck,
    slide: TSlideRow,
    input: TAnswerRequest,
  ): Promise<void> {
    const receivedAt = deps.clock.now();
    const answer = evaluateAnswer(slide, deck.optionsBySlide.get(slide.id) ?? [], input);
    let elapsedMs = 0;
    let points = 0;
    if (slide.type === 'quiz') {
      // Extra time: the question stays open for this participant over its own, longer window.
      const timeFactor = deck.extraTime.get(ctx.participantId) ?? 1;
      const phase = getQuestionPhase(slide, receivedAt, timeFactor);
      if (phase === 'closed') throw new LiveError('closed', LIVE_MESSAGES.closed);
      // An open question has its opening time (getQuestionPhase reads it).
      const opensAt = slide.questionOpensAt;
      if (phase !== 'open' || !opensAt) throw new LiveError('not_open', LIVE_MESSAGES.notOpen);
      elapsedMs = receivedAt - opensAt.getTime();
      const { timeLimitSec } = slide;
      // Points off (a survey): right and wrong are still kept, nobody scores.
      points = deck.modes.points
        ? computeQuizPoints({
            correct: answer.correct,
            elapsedMs,
            timeLimitSec,
            points: slide.points,
            timeFactor,
          })
        : 0;
    } else if (slide.questionClosesAt && slide.questionClosesAt.getTime() <= receivedAt) {
      // A poll whose voting the presenter closed.
      throw new LiveError('closed', LIVE_MESSAGES.votingClosed);
    }
    const outcome = await deps.commits.submitAnswer({
      participantId: ctx.participantId,
      runId: ctx.runId,
      slideId: slide.id,
      optionId: answer.optionId,
      value: answer.value,
      requestId: input.requestId,
      answeredAt: new Date(receivedAt),
      elapsedMs,
      points,
      correct: answer.correct,
    });
    if (outcome === 'already_answered') {
      throw new LiveError('already_answered', LIVE_MESSAGES.alreadyAnswered);
    }
    if (outcome === 'scored_before' && slide.type === 'quiz') {
      // Accepted in time, committed just after another node scored the question: score again
      // before answering, so this phone's points, score and rank match the leaderboard.
      await deps.quiz.rescore(deck.id, slide.id);
    }
    if (outcome === 'stored' && slide.type === 'quiz') answeredNow(deck, slide, ctx.participantId);
  }

  async function submitEntries(
    ctx: TParticipantContext,
    deck: TLiveDeck,
    slide: TSlideRow,
    input: TAnswerRequest,
  ): Promise<boolean> {
    const isWords = slide.type === 'wordCloud';
    const raws = isWords ? input.words : input.text === undefined ? undefined : [input.text];
    if (!raws?.length) throw invalid();
    const kind = isWords ? 'word' : 'open';
    const rows: TNewEntry[] = raws.map((raw, seq) => {
      const text = isWords ? normaliseWord(raw) : normaliseOpenText(raw);
      const hidden = deck.isProfanityFilterOn && isProfane(text);
      return {
        filtered: hidden,
        participantId: ctx.participantId,
        runId: ctx.runId,
        slideId: slide.id,
        kind,
        text,
        raw,
        requestId: input.requestId,
        seq,
        hidden,
      };
    });
    if (rows.some((row) => row.text === '')) throw invalid();
    const heldBack = rows.some((row) => row.filtered);
    // A retry of a request whose write is in flight waits for it, then looks again: stored
    // (the same success) or failed (its places were given back: this retry writes it).
    for (;;) {
      const reserved = await deps.quota.reserve(
        ctx.participantId,
        slide.id,
        input.requestId,
        rows.length,
        slide.entriesPerParticipant,
      );
      if (reserved.kind === 'retry') return heldBack;
      if (reserved.kind === 'full') {
        throw new LiveError('too_many_entries', LIVE_MESSAGES.tooManyEntries);
      }
      if (reserved.kind === 'reserved') {
        await reserved.written(deps.commits.submitEntries(rows));
        return heldBack;
      }
      await reserved.write.catch(() => undefined);
    }
  }

  return {
    /**
     * Stores one answer to the live slide; resolves with the participant's view once committed,
     * and `heldBack` when the profanity filter kept (part of) it off the screen.
     */
    async submit(ctx: TParticipantContext, input: TAnswerRequest): Promise<TAnswerAck> {
      if (deps.removed.has(ctx.presentationId, ctx.participantId)) {
        throw new LiveError('removed', LIVE_MESSAGES.removed);
      }
      const deck = await deps.decks.byId(ctx.presentationId);
      // Deleted, ended, or presented afresh since this phone joined: its session is over.
      if (!deck || deck.runEndedAt || deck.runId !== ctx.runId) {
        throw new LiveError('ended', LIVE_MESSAGES.ended);
      }
      const slide = deck.slides.find((s) => s.id === input.slideId);
      if (!slide || deck.slideActiveId !== slide.id) {
        throw new LiveError('closed', LIVE_MESSAGES.notActive);
      }
      const giveBack = deps.shares.take(
        { runId: deck.runId, slideId: slide.id },
        ctx.addressKey,
        ctx.participantId,
        deck.audienceLimit,
      );
      if (!giveBack) {
        throw new LiveError('full', LIVE_MESSAGES.networkFull, { limit: deck.audienceLimit });
      }
      let heldBack = false;
      try {
        if (slide.type === 'quiz' || slide.type === 'poll')
          await submitAnswer(ctx, deck, slide, input);
        else if (slide.type === 'wordCloud' || slide.type === 'openEnded') {
          heldBack = await submitEntries(ctx, deck, slide, input);
        } else throw invalid();
      } catch (error) {
        giveBack();
        throw error;
      }
      deps.views.markAnswered(ctx.participantId, slide.id);
      deps.push.resultsChanged(deck.id);
      const view = deps.views.get(ctx.participantId);
      if (!view) throw new LiveError('unauthorized', LIVE_MESSAGES.notJoined);
      return heldBack ? { me: view, heldBack } : { me: view };
    },
  };
}

export type TAnswerService = ReturnType<typeof createAnswerService>;
