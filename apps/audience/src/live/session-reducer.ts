import type { TAudienceState, TLiveError, TLiveMessage } from '@crowdeck/core';
import { applyMessage, createLiveView, type TLiveView } from './apply-message';
import { applyQaChange, type TQaChange } from './qa-state';

/** Where the phone is in joining: the screens follow this. */
export type TSessionPhase =
  | 'connecting'
  | 'joining'
  | 'needName'
  /** The deck wants a real name: a roster name or the organisation's sign-in. */
  | 'needIdentity'
  /** Team mode: the phone chooses its team. */
  | 'needTeam'
  | 'joined'
  | 'failed'
  /** The page is older than the server's protocol: it must reload. */
  | 'outdated';

export interface TSessionState {
  phase: TSessionPhase;
  /** The socket is up right now. */
  connected: boolean;
  /** The first connection attempt failed: the network (or server) is unreachable. */
  unreachable: boolean;
  /** Why joining stopped (wrong code, ended, full): shown in plain words. */
  failure: TLiveError | null;
  /** The nickname given was refused (too long, not allowed): the nickname screen says so. */
  nameRefused: boolean;
  /** The nickname given is taken here: the free variant the server offered ("Bob 2"). */
  nameTakenSuggestion: string | null;
  /** How a real name is given (a roster or organisation deck), and why the last was refused. */
  identity: {
    kind: 'roster' | 'organisation';
    reason: 'unknown' | 'taken' | 'expired' | null;
  } | null;
  /** Team mode: the teams to choose from, and why the last choice was refused. */
  teamChoice: {
    teams: NonNullable<TLiveError['teams']>;
    reason: 'unknown' | 'taken' | null;
  } | null;
  /** The person asked to join again after the end; still ended means none has started since. */
  joinAgainAsked: boolean;
  view: TLiveView | null;
}

export type TSessionAction =
  | { type: 'connected' }
  | { type: 'disconnected' }
  | { type: 'connectFailed' }
  | { type: 'outdated' }
  | { type: 'joinStarted' }
  | { type: 'joinAgain' }
  | { type: 'nameRequired'; refused?: boolean; takenSuggestion?: string }
  | {
      type: 'identityRequired';
      kind: 'roster' | 'organisation';
      reason?: 'unknown' | 'taken' | 'expired';
    }
  | {
      type: 'teamRequired';
      teams: NonNullable<TLiveError['teams']>;
      reason?: 'unknown' | 'taken';
    }
  | { type: 'joined'; state: TAudienceState; receivedAt: number }
  | { type: 'joinFailed'; error: TLiveError }
  | { type: 'message'; message: TLiveMessage; receivedAt: number }
  | { type: 'qa'; change: TQaChange };

export const INITIAL_SESSION: TSessionState = {
  phase: 'connecting',
  connected: false,
  unreachable: false,
  failure: null,
  nameRefused: false,
  nameTakenSuggestion: null,
  identity: null,
  teamChoice: null,
  joinAgainAsked: false,
  view: null,
};

/** The phone's session as a pure function of what the socket reported. */
export function reduceSession(state: TSessionState, action: TSessionAction): TSessionState {
  switch (action.type) {
    case 'connected':
      return { ...state, connected: true, unreachable: false };
    case 'disconnected':
      return { ...state, connected: false };
    case 'connectFailed':
      // A drop after joining shows the reconnect banner; before it, the "can't reach" message.
      return { ...state, connected: false, unreachable: state.view === null };
    case 'outdated':
      return { ...state, phase: 'outdated', connected: false };
    case 'joinAgain':
      return { ...state, joinAgainAsked: true };
    case 'joinStarted':
      return state.phase === 'joined' ? state : { ...state, phase: 'joining', failure: null };
    case 'nameRequired':
      return {
        ...state,
        phase: 'needName',
        nameRefused: action.refused ?? false,
        nameTakenSuggestion: action.takenSuggestion ?? null,
      };
    case 'identityRequired':
      return {
        ...state,
        phase: 'needIdentity',
        identity: { kind: action.kind, reason: action.reason ?? null },
      };
    case 'teamRequired':
      return {
        ...state,
        phase: 'needTeam',
        teamChoice: { teams: action.teams, reason: action.reason ?? null },
      };
    case 'joined':
      return {
        ...state,
        phase: 'joined',
        failure: null,
        nameRefused: false,
        nameTakenSuggestion: null,
        joinAgainAsked: false,
        view: createLiveView(action.state, action.receivedAt),
      };
    case 'joinFailed':
      return { ...state, phase: 'failed', failure: action.error };
    case 'message':
      if (!state.view) return state;
      return { ...state, view: applyMessage(state.view, action.message, action.receivedAt) };
    case 'qa':
      if (!state.view) return state;
      return { ...state, view: { ...state.view, qa: applyQaChange(state.view.qa, action.change) } };
  }
}
