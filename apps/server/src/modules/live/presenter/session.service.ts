import {
  rankParticipants,
  type TPodiumEntry,
  type TRunEnded,
  type TRunStatus,
} from '@crowdeck/core';
import { notFound } from '../../../http/api-error';
import { dateOf, type TClock } from '../../../lib/clock';
import type { createDeckAccess } from '../../decks/deck-access';
import type { TLiveBus } from '../cluster/bus';
import type { TAnswerCommits } from '../data/answer-commits';
import type { TDeckCache, TLiveDeck } from '../data/deck-cache';
import type { TReactionTally } from '../phones/reaction-tally';
import type { TLiveDeckRepository } from '../data/deck.repository';
import type { TParticipantsRepository } from '../data/participants.repository';
import type { TRunSummary, TRunsRepository } from '../data/runs.repository';
import type { TLiveGateway } from '../realtime/gateway';
import type { TLivePush } from '../broadcast/push';
import type { TQuestionClock } from '../quiz/question-clock';
import type { TLiveDataService } from './data.service';

/** How many stand on the podium of an ended quiz. */
const PODIUM_SIZE = 3;

function toStatus(summary: TRunSummary): TRunStatus {
  return {
    runId: summary.run.id,
    startedAt: summary.run.startedAt.toISOString(),
    endedAt: summary.run.endedAt?.toISOString() ?? null,
    participantCount: summary.participantCount,
    responseCount: summary.responseCount,
  };
}

/**
 * A live session's beginning and end: the run phones join, ending it (phones are told, nothing
 * is accepted after), and presenting again (carry on with the run, or start a new one).
 */
export function createLiveSessionService(deps: {
  access: ReturnType<typeof createDeckAccess>;
  repo: TLiveDeckRepository;
  runs: TRunsRepository;
  decks: TDeckCache;
  participants: TParticipantsRepository;
  commits: Pick<TAnswerCommits, 'settleAnswers' | 'settleEntries'>;
  /** Reactions counted on this node, written when a run ends so its report has them at once. */
  reactions: Pick<TReactionTally, 'flush'>;
  data: Pick<TLiveDataService, 'resetPresentation'>;
  /** Closes the question still running when a run ends. */
  quiz: Pick<TQuestionClock, 'closeRunning'>;
  gateway: TLiveGateway;
  push: TLivePush;
  bus: TLiveBus;
  clock: TClock;
}) {
  async function liveDeck(ownerId: string, presentationId: string): Promise<TLiveDeck> {
    const row = await deps.access.presentation(ownerId, presentationId);
    const deck = await deps.decks.byId(row.id, { reload: true });
    if (!deck) throw notFound();
    return deck;
  }

  async function status(runId: string): Promise<TRunStatus> {
    const summary = await deps.runs.summary(runId);
    if (!summary) throw notFound();
    return toStatus(summary);
  }

  /** The top three by score (named participants of a quiz deck), as the leaderboard ranks them. */
  async function podium(deck: TLiveDeck): Promise<TPodiumEntry[]> {
    if (!deck.hasQuiz) return [];
    const standings = (await deps.participants.listStandings(deck.runId)).filter((p) => p.name);
    const ranks = rankParticipants(
      standings.map((p) => ({ id: p.id, score: p.score, joinedAt: +p.createdAt })),
    );
    return standings
      .map((p) => ({ name: p.name ?? '', score: p.score, rank: ranks.get(p.id) ?? 0 }))
      .sort((a, b) => a.rank - b.rank)
      .slice(0, PODIUM_SIZE);
  }

  /** Ends the deck's current run and tells its phones (once; again answers the same). */
  async function finish(presentationId: string): Promise<TRunEnded> {
    const before = await deps.decks.byId(presentationId, { reload: true });
    if (!before) throw notFound();
    // A question still running is closed and scored first: its timer cannot change the run later.
    await deps.quiz.closeRunning(before.id);
    await Promise.all([
      deps.commits.settleAnswers(),
      deps.commits.settleEntries(),
      // A failed write keeps the counts for the next one; it does not stop the end.
      deps.reactions.flush().catch(() => undefined),
    ]);
    await deps.repo.setRunEnded(before.runId, dateOf(deps.clock));
    deps.decks.forget(before.id);
    await deps.bus.publish({ type: 'scored', presentationId: before.id });
    const deck = await deps.decks.byId(before.id);
    if (!deck) throw notFound();
    await deps.push.meToAll(deck);
    deps.gateway.sendToRoom(deck.code, { type: 'ended' });
    const ended = { ...(await status(deck.runId)), podium: await podium(deck) };
    // Every presenter window (projector, control screen, remote) shows the end, whichever ended it.
    deps.gateway.sendToPresenter(deck.code, { type: 'runEnded', ended });
    return ended;
  }

  return {
    /** GET /api/live/run/: the run phones join now. */
    async current(ownerId: string, presentationId: string): Promise<TRunStatus> {
      return status((await liveDeck(ownerId, presentationId)).runId);
    },

    /**
     * POST /api/live/end/: ends the run. Answers accepted before are written first; every phone
     * gets its final score and rank, then `ended`; from then on joins and answers are refused.
     * Ending an ended run again answers the same.
     */
    async end(ownerId: string, presentationId: string): Promise<TRunEnded> {
      return finish((await liveDeck(ownerId, presentationId)).id);
    },

    /** Ends a deck's run without asking who (a session left without its presenter). */
    endUnattended: (presentationId: string) => finish(presentationId),

    /**
     * POST /api/live/run/: `continue` opens the current run again if it was ended (its phones
     * come back as themselves); `new` starts a new run, the current one kept with its results.
     */
    async choose(ownerId: string, presentationId: string, mode: 'continue' | 'new') {
      const deck = await liveDeck(ownerId, presentationId);
      if (mode === 'new') {
        await deps.data.resetPresentation(deck.id);
      } else if (deck.runEndedAt && (await deps.repo.setRunEnded(deck.runId, null))) {
        deps.decks.forget(deck.id);
        await deps.bus.publish({ type: 'deck', presentationId: deck.id });
      }
      return status((await liveDeck(ownerId, presentationId)).runId);
    },
  };
}

export type TLiveSessionService = ReturnType<typeof createLiveSessionService>;
