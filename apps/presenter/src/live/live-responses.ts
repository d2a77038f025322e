import {
  ZLeaderboardResponseSchema,
  ZLiveControlResponseSchema,
  ZLiveSnapshotSchema,
  ZOpenEndedListResponseSchema,
  ZSlideResultsSchema,
  ZWordListResponseSchema,
  type TLeaderboardEntry,
  type TTeamStandingView,
  type TLiveMessage,
  type TQuestionTiming,
  type TSlideResults,
} from '@crowdeck/core';

/*
 * Answers of the live HTTP calls, read with core's schemas (packages/core/src/live/live-api.ts):
 * an answer that does not parse is ignored instead of breaking the screen, since the socket
 * brings the same data moments later.
 */

/** Results from GET slideResults (the same shape as the `results` message); null if unreadable. */
export function readSlideResults(data: unknown): TSlideResults | null {
  const parsed = ZSlideResultsSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Word-cloud results from GET wordSlide: the visible words, counted over visible entries. */
export function readWordResults(data: unknown, slideId: string): TSlideResults | null {
  const parsed = ZWordListResponseSchema.safeParse(data);
  if (!parsed.success) return null;
  const visible = parsed.data.entries.filter((entry) => !entry.hidden).length;
  return { slideId, counts: {}, words: parsed.data.words, totalResponses: visible };
}

/** Open-ended results from GET wordSlideOpenEnded: visible answers, newest first. */
export function readOpenEndedResults(data: unknown, slideId: string): TSlideResults | null {
  const parsed = ZOpenEndedListResponseSchema.safeParse(data);
  if (!parsed.success) return null;
  const entries = parsed.data.entries
    .filter((entry) => !entry.hidden)
    .map(({ id, text, at }) => ({ id, text, at }));
  return { slideId, counts: {}, entries, totalResponses: entries.length };
}

/** Leaderboard entries from GET slideLeaderboard. */
export function readLeaderboard(data: unknown): TLeaderboardEntry[] | null {
  const parsed = ZLeaderboardResponseSchema.safeParse(data);
  return parsed.success ? parsed.data.entries : null;
}

/** Team mode: the teams' standings of a leaderboard answer (undefined without teams). */
export function readTeamStandings(data: unknown): TTeamStandingView[] | undefined {
  const parsed = ZLeaderboardResponseSchema.safeParse(data);
  return parsed.success ? parsed.data.teams : undefined;
}

/** Question timing from the answer of slideNext / slideGame, when a question is running. */
export function readQuestionTiming(data: unknown): TQuestionTiming | null {
  const parsed = ZLiveControlResponseSchema.safeParse(data);
  return parsed.success ? parsed.data.question : null;
}

/**
 * The live snapshot of POST audiencePresenterJoin as the messages it stands for, so it goes
 * through the same reducer as the socket: players and names, question timing, results.
 */
export function readPresenterSnapshot(data: unknown): TLiveMessage[] {
  const parsed = ZLiveSnapshotSchema.safeParse(data);
  if (!parsed.success) return [];
  const { playerCount, names, question, results, screen } = parsed.data;
  const messages: TLiveMessage[] = [{ type: 'players', playerCount, names }];
  if (question) messages.push({ type: 'question', question });
  if (results) messages.push({ type: 'results', results });
  if (screen) messages.push({ type: 'screen', screen });
  return messages;
}
