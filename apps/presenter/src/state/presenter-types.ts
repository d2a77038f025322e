import type { TPlanId, TUser } from '@crowdeck/core';

/**
 * Shapes held by the shared presenter state. Only the fields the spec names are typed; the decks
 * and live-session issues replace these with the core schemas once they exist.
 */
export interface TSlideState {
  id: string;
  type: 'quiz' | 'leaderboard' | 'poll' | 'wordCloud' | 'openEnded';
  gameScreen?: string;
  questionIndex?: number;
  questionCount?: number;
}

export interface TPresentationState {
  id: string;
  Slides: TSlideState[];
  slideActiveId: string | null;
  uniqueCode: string;
  fontFamily?: string;
  isLeaderboardNext?: boolean;
  /** Client-only: apply a change locally without telling the server. */
  isDisableUpdateServer?: boolean;
}

/** One reaction sent by an audience member (heart, smile, like or sad). */
export interface TReaction {
  id: string;
  createdAt: number;
}

export type TSocketConnectStatus = 'connected' | 'disconnected';

export type { TPlanId, TUser };
