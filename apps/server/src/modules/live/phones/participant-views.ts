import type { TClock } from '../../../lib/clock';
import { rankParticipants, type TParticipantView } from '@crowdeck/core';
import type { TParticipantRow } from '../../../db/schema/index';
import type { TAnswersRepository } from '../data/answers.repository';
import type { TEntriesRepository } from '../data/entries.repository';
import { isQuizStarted, type TLiveDeck } from '../data/deck-cache';
import { mayChangeTeam } from '../../../policies';
import type { TParticipantsRepository } from '../data/participants.repository';
import type { TResumeReads } from '../data/resume-reads';
import { getQuestionPhase, teamStandings, type TTeamStanding } from '@crowdeck/core';

/** The last quiz slide whose question has closed, in deck order. */
function lastClosedQuiz(deck: TLiveDeck, now: number) {
  return deck.slides
    .filter((s) => s.type === 'quiz' && getQuestionPhase(s, now, deck.extraFactor) === 'closed')
    .at(-1);
}

/** The participant's extra time, for its own phone only (left out without). */
function timeFactorOf(deck: TLiveDeck, participantId: string): { timeFactor?: number } {
  const timeFactor = deck.extraTime.get(participantId);
  return timeFactor ? { timeFactor } : {};
}

/**
 * Team mode: the participant's team as its phone shows it, with the team's place once a quiz
 * question closed (left out without teams or a team).
 */
function teamOf(
  deck: TLiveDeck,
  teamId: string | null,
  board: readonly TTeamStanding[] | null,
): { team?: NonNullable<TParticipantView['team']> } {
  const team = deck.teams?.teams.find((t) => t.id === teamId);
  if (!deck.teams || !team) return {};
  const standing = board?.find((t) => t.id === team.id);
  const facts = { started: isQuizStarted(deck), members: new Map<string, number>() };
  const canChange = mayChangeTeam(deck.teams, team.id, null, facts).ok;
  return {
    team: {
      id: team.id,
      name: team.name,
      colour: team.colour,
      place: standing ? standing.place : null,
      score: standing?.score ?? 0,
      of: deck.teams.teams.length,
      ...(canChange ? { canChange } : {}),
    },
  };
}

/** The teams' standings from the run's standings, null without teams or a closed question. */
function boardOf(
  deck: TLiveDeck,
  closed: boolean,
  standings: readonly { teamId: string | null; score: number }[],
): TTeamStanding[] | null {
  return deck.teams && closed ? teamStandings(deck.teams, standings) : null;
}

/** The phone's result of a closed question: points with the streak bonus, the streak. */
function toLastResult(
  slideId: string,
  mine: { correct: boolean; points: number; bonus: number; streak: number } | undefined,
): NonNullable<TParticipantView['lastResult']> {
  if (!mine) return { slideId, correct: false, points: 0 };
  const { correct, points, bonus, streak } = mine;
  return {
    slideId,
    correct,
    points: points + bonus,
    ...(bonus > 0 ? { bonus } : {}),
    ...(streak > 1 ? { streak } : {}),
  };
}

/**
 * Each participant's own view (score, rank, answered slides, last result), cached in memory so
 * an answer's acknowledgement costs no query; rebuilt from the database on resume, after a quiz
 * question closes and after a reset.
 */
export function createParticipantViews(deps: {
  answers: TAnswersRepository;
  entries: TEntriesRepository;
  participants: TParticipantsRepository;
  /** A resume's reads, batched with the other resumes of the moment. */
  reads: Pick<TResumeReads, 'answersOf' | 'entrySlidesOf'>;
  clock: TClock;
}) {
  const { clock } = deps;
  const views = new Map<string, TParticipantView>();
  /** presentation → its participants with a view here, so an idle or ended deck's go at once. */
  const byDeck = new Map<string, Set<string>>();
  /**
   * Every participant's rank after a presentation's last closed question, read once and shared
   * by the resumes that follow: a reconnect storm of N phones costs one read of the standings,
   * not N counts over all participants (O(N²)). Replaced whenever the views are rebuilt (a
   * close, a rescore, a reset) and dropped when a participant is removed.
   */
  const ranksByDeck = new Map<
    string,
    { runId: string; slideId: string; ranks: Promise<Map<string, number>> }
  >();

  function readRanks(runId: string): Promise<Map<string, number>> {
    return deps.participants
      .listStandings(runId)
      .then((standings) =>
        rankParticipants(
          standings.map((p) => ({ id: p.id, score: p.score, joinedAt: +p.createdAt })),
        ),
      );
  }

  /** The run's ranks as they stand after `slideId` closed (or after the run's end). */
  function ranksAfter(deck: TLiveDeck, slideId: string): Promise<Map<string, number>> {
    const presentationId = deck.id;
    const cached = ranksByDeck.get(presentationId);
    if (cached?.slideId === slideId && cached.runId === deck.runId) return cached.ranks;
    const ranks = readRanks(deck.runId);
    ranksByDeck.set(presentationId, { runId: deck.runId, slideId, ranks });
    ranks.catch(() => {
      if (ranksByDeck.get(presentationId)?.ranks === ranks) ranksByDeck.delete(presentationId);
    });
    return ranks;
  }

  /** A resuming participant's rank: from the shared ranks, or counted if it joined since. */
  async function rankOf(deck: TLiveDeck, slideId: string, participantId: string) {
    const rank = (await ranksAfter(deck, slideId)).get(participantId);
    return rank ?? deps.participants.rankOf(participantId);
  }

  function keep(presentationId: string, view: TParticipantView): TParticipantView {
    views.set(view.participantId, view);
    let ids = byDeck.get(presentationId);
    if (!ids) byDeck.set(presentationId, (ids = new Set()));
    ids.add(view.participantId);
    return view;
  }

  return {
    /** A brand-new participant's view. */
    createNew(row: TParticipantRow, deck?: TLiveDeck): TParticipantView {
      const view = {
        participantId: row.id,
        name: row.name,
        score: 0,
        rank: null,
        answeredSlideIds: [],
        ...(deck ? teamOf(deck, row.teamId, null) : {}),
        lastResult: null,
      };
      return keep(row.presentationId, view);
    },

    /** A resuming participant's view, read from the database. */
    async load(
      deck: TLiveDeck,
      row: TParticipantRow,
      now = clock.now(),
    ): Promise<TParticipantView> {
      const [answered, entrySlides] = await Promise.all([
        deps.reads.answersOf(row.id),
        deps.reads.entrySlidesOf(row.id),
      ]);
      const closed = lastClosedQuiz(deck, now);
      const mine = closed && answered.find((a) => a.slideId === closed.id);
      // Team mode only: the teams' places cost one read of the standings.
      const board =
        deck.teams && closed
          ? boardOf(deck, true, await deps.participants.listStandings(deck.runId))
          : null;
      const view: TParticipantView = {
        participantId: row.id,
        name: row.name,
        score: row.score,
        rank: closed ? await rankOf(deck, closed.id, row.id) : null,
        answeredSlideIds: [...new Set([...answered.map((a) => a.slideId), ...entrySlides])],
        ...teamOf(deck, row.teamId, board),
        ...timeFactorOf(deck, row.id),
        lastResult: closed ? toLastResult(closed.id, mine || undefined) : null,
      };
      return keep(deck.id, view);
    },

    /**
     * A participant's rank in the deck's ended run, null when it has none (removed): the run's
     * ranks are read once and shared by every phone joining after the end (a room coming back
     * costs one read of the standings, not a count per phone). Continuing and ending the run
     * again reads them anew.
     */
    async finalRank(deck: TLiveDeck, participantId: string): Promise<number | null> {
      const end = `ended ${deck.runEndedAt ? +deck.runEndedAt : ''}`;
      return (await ranksAfter(deck, end)).get(participantId) ?? null;
    },

    /**
     * The participant moved to another team (before the quiz started, so no team has a place
     * yet); one phone per team takes the team's name too. Answers the view, if kept here.
     */
    changeTeam(deck: TLiveDeck, participantId: string, teamId: string, name?: string) {
      const view = views.get(participantId);
      if (!view) return undefined;
      const changed = { ...view, ...(name ? { name } : {}), ...teamOf(deck, teamId, null) };
      views.set(participantId, changed);
      return changed;
    },

    /** The cached view, if this node has one. */
    get(participantId: string): TParticipantView | undefined {
      return views.get(participantId);
    },

    /** Records that a participant answered a slide (after the answer is committed). */
    markAnswered(participantId: string, slideId: string): void {
      const view = views.get(participantId);
      if (view && !view.answeredSlideIds.includes(slideId)) view.answeredSlideIds.push(slideId);
    },

    /** Forgets the views of a presentation's participants (idle or ended deck). */
    forgetDeck(presentationId: string): void {
      for (const id of byDeck.get(presentationId) ?? []) views.delete(id);
      byDeck.delete(presentationId);
      ranksByDeck.delete(presentationId);
    },

    /** Ranks moved (a participant was removed): read them again at the next resume. */
    forgetRanks(presentationId: string): void {
      ranksByDeck.delete(presentationId);
    },

    /** Entries held (long-uptime checks). */
    size: () => views.size + byDeck.size + ranksByDeck.size,

    /**
     * Rebuilds the views of the participants that joined here (a close, a rescore, a reset) and
     * returns them. Scores and ranks come from the standings and the last closed question's
     * results (two reads, whatever the number of slides); which slides each one answered is kept
     * here as the answers are committed, minus `clearedSlideIds` (a reset).
     */
    async refreshAll(
      deck: TLiveDeck,
      clearedSlideIds: readonly string[] = [],
      now = clock.now(),
    ): Promise<TParticipantView[]> {
      const local = byDeck.get(deck.id);
      const closed = lastClosedQuiz(deck, now);
      if (!local?.size) {
        ranksByDeck.delete(deck.id);
        return [];
      }
      const standings = await deps.participants.listStandings(deck.runId);
      const ranks = closed
        ? rankParticipants(
            standings.map((p) => ({ id: p.id, score: p.score, joinedAt: +p.createdAt })),
          )
        : null;
      if (closed && ranks) {
        const cached = { runId: deck.runId, slideId: closed.id, ranks: Promise.resolve(ranks) };
        ranksByDeck.set(deck.id, cached);
      } else ranksByDeck.delete(deck.id);
      const results = closed ? await deps.answers.listSlideResults(deck.runId, closed.id) : null;
      const board = boardOf(deck, Boolean(closed), standings);
      const cleared = new Set(clearedSlideIds);
      // Built without awaiting: an answer marked meanwhile lands on the view kept here.
      const refreshed: TParticipantView[] = [];
      for (const p of standings) {
        const cached = local.has(p.id) ? views.get(p.id) : undefined;
        if (!cached) continue;
        const mine = results?.get(p.id);
        const view: TParticipantView = {
          participantId: p.id,
          name: p.name,
          score: p.score,
          rank: ranks?.get(p.id) ?? null,
          answeredSlideIds: cached.answeredSlideIds.filter((id) => !cleared.has(id)),
          ...teamOf(deck, p.teamId, board),
          ...timeFactorOf(deck, p.id),
          lastResult: closed ? toLastResult(closed.id, mine) : null,
        };
        refreshed.push(keep(deck.id, view));
      }
      return refreshed;
    },
  };
}

export type TParticipantViews = ReturnType<typeof createParticipantViews>;
