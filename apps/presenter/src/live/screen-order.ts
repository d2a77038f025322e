import type { TScreenShown } from '@crowdeck/core';

/** Where a window stands in the order of screen changes. */
export interface TScreenClock {
  /** This window's id: its own changes come back to it and are ignored. */
  windowId: string;
  /** Server time of the last change this window applied or made. */
  lastAt: number;
  /** Changes this window sent that the server has not answered yet. */
  pending: number;
}

/**
 * Whether a window follows a screen change pushed by another: not its own echo, not older than
 * what it has (pushes of two nodes may cross), and not while its own change is on the way (that
 * one is later and wins).
 */
export function shouldFollowScreen(clock: TScreenClock, screen: TScreenShown): boolean {
  return screen.windowId !== clock.windowId && screen.at > clock.lastAt && clock.pending === 0;
}

/**
 * Whether a change pushed by another window is newer than what this window has but arrived while
 * its own change was on the way: it is kept and followed once that one is answered, if it is
 * still the newer of the two (otherwise a window could miss a later change for good).
 */
export function isHeldBackScreen(clock: TScreenClock, screen: TScreenShown): boolean {
  return screen.windowId !== clock.windowId && screen.at > clock.lastAt && clock.pending > 0;
}
