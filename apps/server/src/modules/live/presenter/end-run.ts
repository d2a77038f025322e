import { rankParticipants, type TPodiumEntry, type TRunEnded } from '@crowdeck/core';
import { notFound } from '../../../http/api-error';
import { dateOf, type TClock } from '../../../lib/clock';
import type { TLivePush } from '../broadcast/push';
import type { TLiveBus } from '../cluster/bus';
import type { TAnswerCommits } from '../data/answer-commits';
import type { TDeckCache, TLiveDeck } from '../data/deck-cache';
import type { TLiveDeckRepository } from '../data/deck.repository';
import type { TParticipantsRepository } from '../data/participants.repository';
import type { TRunsRepository } from '../data/runs.repository';
import type { TReactionTally } from '../phones/reaction-tally';
import type { TQuestionClock } from '../quiz/question-clock';
import type { TLiveGateway } from '../realtime/gateway';
import { runStatus } from './run-status';

/** How many stand on the podium of an ended quiz. */
const PODIUM_SIZE = 3;

/**
 * Ending a deck's current run, whoever asks (the presenter's `POST live/end/`, a session left
 * without its presenter): a question still running is closed and scored, answers accepted before
 * are written, the run is marked ended, every phone gets its final score and rank, then `ended`,
 * and every presenter window the end with its podium. From then on joins and answers are refused.
 * Ending an ended run again answers the same. The caller has checked who may end it.
 */
export function createEndRun(deps: {
  repo: Pick<TLiveDeckRepository, 'setRunEnded'>;
  runs: Pick<TRunsRepository, 'summary'>;
  decks: TDeckCache;
  participants: Pick<TParticipantsRepository, 'listStandings'>;
  commits: Pick<TAnswerCommits, 'settleAnswers' | 'settleEntries'>;
  /** Reactions counted on this node, written when a run ends so its report has them at once. */
  reactions: Pick<TReactionTally, 'flush'>;
  /** Closes the question still running when a run ends. */
  quiz: Pick<TQuestionClock, 'closeRunning'>;
  gateway: TLiveGateway;
  push: TLivePush;
  bus: TLiveBus;
  clock: TClock;
}) {
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

  return async function endRun(presentationId: string): Promise<TRunEnded> {
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
    const ended = { ...(await runStatus(deps.runs, deck.runId)), podium: await podium(deck) };
    // Every presenter window (projector, control screen, remote) shows the end, whichever ended it.
    deps.gateway.sendToPresenter(deck.code, { type: 'runEnded', ended });
    return ended;
  };
}

export type TEndRun = ReturnType<typeof createEndRun>;
