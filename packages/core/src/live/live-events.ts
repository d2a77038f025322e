import type { TReactionKind } from './live-constants';
import type {
  TAnswerRequest,
  TAudienceState,
  TJoinRequest,
  TLeaderboardEntry,
  TLiveAck,
  TLiveError,
  TParticipantView,
  TQuestionTiming,
  TReactionRequest,
  TRoomState,
  TSlideResults,
} from './live-schemas';

/** Messages the server pushes on `new_message`, discriminated by `type`. */
export type TLiveMessage =
  /**
   * Phones: the shared state after a slide change or a reset, broadcast once per room, so it has
   * no `me`: merge it over the state from the join and keep your `me` (updated by `me` messages).
   */
  | { type: 'state'; state: TRoomState }
  /** Everyone: quiz timing changed (intro, open, closed). */
  | { type: 'question'; question: TQuestionTiming }
  /** Presenter always; phones for polls, word clouds, open-ended, and quizzes once closed. */
  | { type: 'results'; results: TSlideResults }
  /** Presenter: how many phones are connected, and the names that joined a quiz. */
  | { type: 'players'; playerCount: number; names: string[] }
  /** Presenter: a reaction to float over the screen. */
  | { type: 'reaction'; kind: TReactionKind; id: string }
  /** Phones: their own score, rank and answers after a change. */
  | { type: 'me'; me: TParticipantView }
  /** Presenter and phones: the leaderboard (top entries; phones also get `me`). */
  | { type: 'leaderboard'; entries: TLeaderboardEntry[] }
  /** Phones: the presenter ended or reset the session. */
  | { type: 'ended' }
  /** One phone: the presenter removed it from the session (its socket is closed next). */
  | { type: 'removed' }
  /**
   * Phones: this socket was let go without a place (it came back after a drop and the session is
   * full now); it receives nothing more until it joins again, which answers why.
   */
  | { type: 'refused'; error: TLiveError };

/** Events the server emits (Socket.IO typing for both ends). */
export interface ServerToClientEvents {
  new_message: (message: TLiveMessage) => void;
}

/** Events clients emit, each with an acknowledgement. */
export interface ClientToServerEvents {
  'audience:join': (
    payload: TJoinRequest,
    ack: (result: TLiveAck<{ participantToken: string; state: TAudienceState }>) => void,
  ) => void;
  'answer:submit': (
    payload: TAnswerRequest,
    /** `heldBack`: the answer was stored but held back by the profanity filter (not shown). */
    ack: (result: TLiveAck<{ me: TParticipantView; heldBack?: boolean }>) => void,
  ) => void;
  'reaction:send': (payload: TReactionRequest, ack: (result: TLiveAck<null>) => void) => void;
}
