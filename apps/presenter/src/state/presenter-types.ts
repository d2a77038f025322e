import type {
  TLeaderboardEntry,
  TTeamStandingView,
  TPresentation,
  TQuestionTiming,
  TQaQueue,
  TRoomState,
  TSlide,
  TSlideResults,
} from '@crowdeck/core';

/** The presentation held by the shared presenter state: core's shape plus client-only flags. */
export interface TPresentationState extends TPresentation {
  /** Sent with a slide change that moves past a leaderboard. */
  isLeaderboardNext?: boolean;
  /** Client-only: apply a change locally without telling the server. */
  isDisableUpdateServer?: boolean;
}

/** The active slide of the shared presenter state. */
export type TSlideState = TSlide;

/** One reaction sent by an audience member (heart, smile, like or sad). */
export interface TReaction {
  id: string;
  createdAt: number;
}

/** `outdated`: the server speaks a newer protocol; the page must be reloaded. */
export type TSocketConnectStatus = 'connected' | 'disconnected' | 'outdated';

/** Live session data of present mode, pushed by the server. */
export interface TLiveData {
  /** Nicknames that joined a quiz, in joining order. */
  names: string[];
  /** Timing of the current quiz question, in server time. */
  question: TQuestionTiming | null;
  /** Server clock minus this clock (ms), measured from the last `serverNow`. */
  clockOffset: number;
  /** Latest aggregated results per slide id. */
  results: Record<string, TSlideResults>;
  /** Latest top of the leaderboard; null until one arrived. */
  leaderboard: TLeaderboardEntry[] | null;
  /** Team mode: the teams' standings with the leaderboard, best first; null without teams. */
  teamStandings: TTeamStandingView[] | null;
  /** The last state the phones were sent, when the server shares it (audience preview). */
  audienceState: TRoomState | null;
  /** The Q&A queue as last pushed (every question of the run); null until one arrived. */
  qa: TQaQueue | null;
}
