import type {
  TQaAskRequest,
  TQaBoard,
  TQaOwnQuestion,
  TQaPhoneView,
  TQaPublicQuestion,
  TQaQueue,
  TQaVoteRequest,
} from '../qa/qa-schemas';
import type { TScreenShown } from './control-schemas';
import type {
  TCoeditChange,
  TCoeditJoin,
  TCoeditLock,
  TCoeditPresence,
  TCoeditReshaped,
  TCoeditSlide,
} from './coedit-schemas';
import type { TReactionKind } from './live-constants';
import type { TRunEnded } from './live-api';
import type {
  TAnswerRequest,
  TAudienceState,
  TExtraTimeClaim,
  TJoinRequest,
  TLeaderboardEntry,
  TTeamStandingView,
  TLiveAck,
  TLiveError,
  TParticipantView,
  TQuestionTiming,
  TReactionRequest,
  TRoomState,
  TSlideResults,
  TTeamChangeRequest,
  TTeamOption,
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
  | { type: 'leaderboard'; entries: TLeaderboardEntry[]; teams?: TTeamStandingView[] }
  /** Phones: the presenter ended or reset the session. */
  | { type: 'ended' }
  /** One phone: the presenter removed it from the session (its socket is closed next). */
  | { type: 'removed' }
  /**
   * Phones: this socket was let go without a place (it came back after a drop and the session is
   * full now); it receives nothing more until it joins again, which answers why.
   */
  | { type: 'refused'; error: TLiveError }
  /** Phones: the Q&A board changed (approved questions, votes, answered, highlight). */
  | { type: 'qa'; qa: TQaBoard }
  /** One phone: its own questions still waiting (one was approved or dismissed). */
  | { type: 'qaMine'; pending: TQaOwnQuestion[] }
  /** Presenter: the Q&A queue changed (every question of the run, its settings). */
  | { type: 'qaQueue'; queue: TQaQueue }
  /** Presenter windows: another window (control screen, remote, projector) changed the big screen. */
  | { type: 'screen'; screen: TScreenShown }
  /** Presenter windows: the session was ended (from any of them): show the end screen. */
  | { type: 'runEnded'; ended: TRunEnded }
  /**
   * Presenter windows: a new session started (from any of them, or the editor): nothing of the
   * last one stays on screen, and the big screen shows `screen` (the first slide, the lobby).
   */
  | { type: 'runStarted'; runId: string; screen: TScreenShown };

/** Events the server emits (Socket.IO typing for both ends). */
export interface ServerToClientEvents {
  new_message: (message: TLiveMessage) => void;
  /** Deck editors: who has the deck open, on which slide, in which field. */
  'coedit:presence': (presence: TCoeditPresence) => void;
  /** Deck editors: a field was saved (by anyone, this editor included). */
  'coedit:changed': (change: TCoeditChange) => void;
  /** Deck editors: slides, options or settings changed; load the deck again. */
  'coedit:reshaped': (reshaped: TCoeditReshaped) => void;
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
  /** Enters the session's extra time code: answers the participant's view with its time factor. */
  'extraTime:claim': (
    payload: TExtraTimeClaim,
    ack: (result: TLiveAck<{ me: TParticipantView }>) => void,
  ) => void;
  /**
   * Team mode: moves the phone to another team (until the quiz starts); without a team, answers
   * the teams it may choose from. Answers its view and the teams.
   */
  'team:change': (
    payload: TTeamChangeRequest,
    ack: (result: TLiveAck<{ me: TParticipantView; teams: TTeamOption[] }>) => void,
  ) => void;
  'reaction:send': (payload: TReactionRequest, ack: (result: TLiveAck<null>) => void) => void;
  /**
   * Asks a question. `pending`: it waits for the presenter's approval (or was held back by the
   * profanity filter) and only the asker sees it; otherwise it is on the board.
   */
  'qa:ask': (
    payload: TQaAskRequest,
    ack: (
      result: TLiveAck<{ question: TQaPublicQuestion; pending: boolean; heldBack?: boolean }>,
    ) => void,
  ) => void;
  /** Likes a question, or takes the like back; answers the question's likes now. */
  'qa:vote': (
    payload: TQaVoteRequest,
    ack: (result: TLiveAck<{ votes: number; voted: boolean }>) => void,
  ) => void;
  /** The board with this phone's own waiting questions and likes (on opening Q&A, after a reload). */
  /** Opens a deck in the editor: joins its editors room (view access needed). */
  'coedit:join': (
    payload: TCoeditJoin,
    ack: (result: TLiveAck<TCoeditPresence & { canEdit: boolean }>) => void,
  ) => void;
  /** The editor moved to another slide. */
  'coedit:slide': (payload: TCoeditSlide, ack: (result: TLiveAck<null>) => void) => void;
  /** Takes a field (or renews it); refused `field_taken` while another editor holds it. */
  'coedit:lock': (payload: TCoeditLock, ack: (result: TLiveAck<null>) => void) => void;
  /** Lets go of a field. */
  'coedit:unlock': (payload: TCoeditLock, ack: (result: TLiveAck<null>) => void) => void;
  /** Closes the deck in the editor (leaving the room lets go of its field too). */
  'coedit:leave': (payload: Record<string, never>, ack: (result: TLiveAck<null>) => void) => void;
  'qa:list': (
    payload: Record<string, never>,
    ack: (result: TLiveAck<TQaPhoneView>) => void,
  ) => void;
}
