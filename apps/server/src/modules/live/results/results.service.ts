import type { TClock } from '../../../lib/clock';
import { mapValue } from '../../../lib/objects';
import {
  getFilledOptions,
  LIVE_LIMITS,
  rankParticipants,
  teamStandings,
  type TLeaderboardResponse,
  type TSlideResults,
} from '@crowdeck/core';
import type { TSlideRow } from '../../../db/schema/index';
import type { TAnswersRepository } from '../data/answers.repository';
import type { TEntriesRepository } from '../data/entries.repository';
import type { TLiveDeck } from '../data/deck-cache';
import type { TParticipantsRepository } from '../data/participants.repository';
import { getQuestionPhase } from '@crowdeck/core';
import type { TFormatResultsRepository } from './format-results.repository';
import { buildFormatResults } from './format-results';

/** Open-ended answers in a results message (the wall shows the newest). */
const WALL_SIZE = 100;

/** A poll whose results wait for the presenter to close voting, still open. */
function isHiddenPoll(slide: TSlideRow, now: number): boolean {
  return slide.settings.hideResults === true && !isClosedPoll(slide, now);
}

/** A poll whose voting the presenter closed. */
function isClosedPoll(slide: TSlideRow, now: number): boolean {
  return slide.questionClosesAt !== null && slide.questionClosesAt.getTime() <= now;
}

/** Who will see results: phones never see a quiz's counts or answer before it closes. */
export type TResultsAudience = 'presenter' | 'phones';

/** Results, leaderboards and closed quiz questions, all derived from stored answers. */
export function createResultsService(deps: {
  answers: TAnswersRepository;
  entries: TEntriesRepository;
  participants: TParticipantsRepository;
  formats: TFormatResultsRepository;
  clock: TClock;
}) {
  const { answers, entries, participants, clock } = deps;

  /** Closed quiz slides up to and including `upTo` (by position), in order. */
  function closedQuizzes(deck: TLiveDeck, upTo: TSlideRow, now: number): TSlideRow[] {
    return deck.slides.filter(
      (s) =>
        s.type === 'quiz' &&
        s.position <= upTo.position &&
        getQuestionPhase(s, now, deck.extraFactor) === 'closed',
    );
  }

  /** The slide's aggregated results; null for phones while a quiz question is not closed. */
  async function aggregate(
    deck: TLiveDeck,
    slide: TSlideRow,
    audience: TResultsAudience,
    now = clock.now(),
  ): Promise<TSlideResults | null> {
    const base = { slideId: slide.id, counts: {}, totalResponses: 0 };
    if (slide.type === 'quiz' || slide.type === 'poll') {
      // Held for extra time: not closed yet (its correct answer waits).
      const closed =
        slide.type === 'quiz' && getQuestionPhase(slide, now, deck.extraFactor) === 'closed';
      if (slide.type === 'quiz' && audience === 'phones' && !closed) return null;
      if (slide.type === 'poll' && isHiddenPoll(slide, now)) {
        // Hidden until the presenter closes voting: only how many answered.
        const { total } = await deps.formats.totals(deck.runId, slide.id);
        return { ...base, totalResponses: total, hidden: true };
      }
      if (slide.format !== 'choice') {
        return buildFormatResults(deps.formats, {
          runId: deck.runId,
          slide,
          options: deck.optionsBySlide.get(slide.id) ?? [],
          closed,
          profanityFilter: deck.isProfanityFilterOn,
        });
      }
      // Blank options are never shown, so they have no bar and cannot be the revealed answer.
      const options = getFilledOptions(deck.optionsBySlide.get(slide.id) ?? []);
      const byOption = await answers.countByOption(deck.runId, slide.id);
      const counts = Object.fromEntries(options.map((o) => [o.id, byOption.get(o.id) ?? 0]));
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      const correctOptionIds = closed
        ? options.filter((o) => o.isCorrect).map((o) => o.id)
        : undefined;
      return { ...base, counts, totalResponses: total, ...(closed ? { correctOptionIds } : {}) };
    }
    if (slide.type === 'wordCloud') {
      const words = await entries.countWords(deck.runId, slide.id);
      return { ...base, words, totalResponses: await entries.countVisible(deck.runId, slide.id) };
    }
    if (slide.type === 'openEnded') {
      const rows = await entries.listBySlide(deck.runId, slide.id, true, WALL_SIZE);
      const list = rows.map((r) => ({ id: r.id, text: r.text, at: r.createdAt.toISOString() }));
      const totalResponses = await entries.countVisible(deck.runId, slide.id);
      return { ...base, entries: list, totalResponses };
    }
    return audience === 'presenter' ? base : null;
  }

  return {
    /** The slide's results for the audience, with whether a poll's voting is closed. */
    async slideResults(
      deck: TLiveDeck,
      slide: TSlideRow,
      audience: TResultsAudience,
      now = clock.now(),
    ): Promise<TSlideResults | null> {
      const results = await aggregate(deck, slide, audience, now);
      const closedPoll = slide.type === 'poll' && isClosedPoll(slide, now);
      return results && closedPoll ? { ...results, votingClosed: true } : results;
    },

    /**
     * Top 10 after the closed quiz questions up to `slide`, with each one's rank before the last
     * of them (null when there was no earlier question or the participant joined after it).
     */
    async leaderboard(deck: TLiveDeck, slide: TSlideRow, now = clock.now()) {
      const closed = closedQuizzes(deck, slide, now);
      const last = closed.at(-1);
      const everyone = await participants.listStandings(deck.runId);
      // Only named participants stand on a board; an anonymous session's board names nobody.
      const standings = deck.anonymous
        ? []
        : everyone.filter((p): p is typeof p & { name: string } => Boolean(p.name));
      const ids = closed.map((s) => s.id);
      const nowScores = await answers.sumPoints(deck.runId, ids);
      // Team mode: every member counts, named or not, with its score after these questions.
      const teams = deck.teams
        ? teamStandings(
            deck.teams,
            everyone.map((p) => ({ teamId: p.teamId, score: nowScores.get(p.id) ?? 0 })),
          )
        : undefined;
      const before = await answers.sumPoints(deck.runId, ids.slice(0, -1));
      const rank = (scores: Map<string, number>, rows: typeof standings) =>
        rankParticipants(
          rows.map((p) => ({ id: p.id, score: scores.get(p.id) ?? 0, joinedAt: +p.createdAt })),
        );
      const ranks = rank(nowScores, standings);
      const lastOpened = last?.questionOpensAt?.getTime() ?? 0;
      const earlier = standings.filter((p) => closed.length > 1 && +p.createdAt < lastOpened);
      const previousRanks = rank(before, earlier);
      const entries = standings
        .map((p) => ({
          participantId: p.id,
          name: p.name,
          score: nowScores.get(p.id) ?? 0,
          rank: mapValue(ranks, p.id),
          previousRank: previousRanks.get(p.id) ?? null,
        }))
        .sort((a, b) => a.rank - b.rank)
        .slice(0, LIVE_LIMITS.leaderboardTop);
      return {
        entries,
        totalParticipants: standings.length,
        ...(teams ? { teams } : {}),
      } satisfies TLeaderboardResponse;
    },
  };
}

export type TResultsService = ReturnType<typeof createResultsService>;
