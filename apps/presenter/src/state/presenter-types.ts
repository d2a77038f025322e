import type { TPlanId, TPresentation, TSlide, TUser } from '@crowdeck/core';

/** The presentation held by the shared presenter state: core's shape plus the spec's client flags. */
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

export type TSocketConnectStatus = 'connected' | 'disconnected';

export type { TPlanId, TUser };
