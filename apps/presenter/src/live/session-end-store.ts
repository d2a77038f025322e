import type { TRunEnded, TRunStatus } from '@crowdeck/core';
import { create } from 'zustand';
/** The session's beginning and end as present mode shows them. */
interface TSessionEndState {
  /** "End the session?" is asked (from the menu, or Next on the last slide). */
  isEndAsked: boolean;
  /** The run was ended here: the end screen shows, with the podium of a quiz. */
  ended: TRunEnded | null;
  /** The deck's last run has results: continue it or start a new one? */
  earlierRun: TRunStatus | null;
}

export const useSessionEndStore = create<TSessionEndState>(() => ({
  isEndAsked: false,
  ended: null,
  earlierRun: null,
}));

/** Asks whether to end the session (or stops asking). */
export function askToEnd(asked: boolean): void {
  useSessionEndStore.setState({ isEndAsked: asked });
}
