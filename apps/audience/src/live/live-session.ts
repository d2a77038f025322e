import {
  type ClientToServerEvents,
  LIVE_PROTOCOL_OUTDATED,
  type TAnswerRequest,
  type TLiveError,
  type TQaAskRequest,
  type TReactionKind,
  type TTeamOption,
} from '@crowdeck/core';
import {
  ANSWER_RETRY_POLICY,
  submitWithRetry,
  type TAnswerOutcome,
  type TAttemptResult,
} from './answer-retry';
import { FATAL_JOIN_CODES } from './live-errors';
import { readParticipantToken, saveParticipantToken } from './participant-token';
import type { TSessionAction } from './session-reducer';
import { openLiveSocket, type TLiveSocket } from './socket';

/** Wait for a join acknowledgement this long before asking again. */
const JOIN_ACK_TIMEOUT_MS = 10_000;
/** Pause before re-asking after a busy server or a lost join acknowledgement. */
const JOIN_RETRY_DELAY_MS = 2_000;
const REACTION_ACK_TIMEOUT_MS = 5_000;
const QA_ACK_TIMEOUT_MS = 10_000;

export type TReactionResult = 'ok' | 'rate_limited' | 'failed';

/** The phone's events that are only sent once joined, each answered by an acknowledgement. */
type TJoinedEvent = 'extraTime:claim' | 'team:change' | 'reaction:send' | 'qa:list' | 'qa:vote';
type TPayloadOf<E extends TJoinedEvent> = Parameters<ClientToServerEvents[E]>[0];
type TAckOf<E extends TJoinedEvent> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];

/**
 * Team mode, a move to another team: made (or, asked without a team, the teams to choose from);
 * the team another phone took first (with the teams now); teams fixed (the quiz started); failed.
 */
export type TTeamChangeOutcome =
  | { kind: 'ok'; teams: TTeamOption[] }
  | { kind: 'taken'; teams: TTeamOption[] }
  | { kind: 'fixed' }
  | { kind: 'failed' };

/** What screens can ask of the live session. */
export interface TLiveSessionActions {
  /** Joins with the nickname the person chose (quiz decks). */
  submitName: (name: string) => void;
  /** Joins a roster deck under a name of the presenter's roster. */
  submitRosterName: (name: string) => void;
  /** Team mode: the team this phone chose. */
  submitTeam: (teamId: string) => void;
  /** The person chose to join again after the session ended (a new one may have started). */
  joinAgain: () => void;
  /** Sends one answer; `request.requestId` stays the same across every retry. */
  submitAnswer: (request: TAnswerRequest) => Promise<TAnswerOutcome>;
  sendReaction: (kind: TReactionKind) => Promise<TReactionResult>;
  /** Team mode: moves to another team; without one, asks for the teams to choose from. */
  changeTeam: (teamId?: string) => Promise<TTeamChangeOutcome>;
  /** Enters the extra time code the presenter gave: 'ok', 'wrong' (or too many tries), 'failed'. */
  claimExtraTime: (code: string) => Promise<'ok' | 'wrong' | 'failed'>;
  /** Loads the Q&A board with this phone's own part (on opening the Q&A, after a reconnect). */
  loadQa: () => Promise<boolean>;
  /** Asks a question; a refusal (too long, too many, Q&A closed) comes back in plain words. */
  askQuestion: (request: TQaAskRequest) => Promise<TQaAskOutcome>;
  /** Likes a question, or takes the like back. */
  voteQuestion: (questionId: string, up: boolean) => Promise<boolean>;
}

export type TQaAskOutcome =
  { ok: true; pending: boolean; heldBack: boolean } | { ok: false; error: TLiveError | null };

export interface TLiveSession extends TLiveSessionActions {
  stop: () => void;
}

/**
 * Connects to presentation `code` and keeps it joined: joins on every (re)connect with the stored
 * participant token, so a reload or a dropped network resumes the same participant (a connection
 * the server recovered is that participant already). Everything
 * that happens is reported through `dispatch`.
 */
export function startLiveSession(
  code: string,
  dispatch: (action: TSessionAction) => void,
): TLiveSession {
  let socket: TLiveSocket | null = null;
  let stopped = false;
  let name: string | undefined;
  /** A roster deck: the roster name the person picked. */
  let rosterName: string | undefined;
  /** Team mode: the team the person chose (the server keeps it once joined). */
  let team: string | undefined;
  /** An organisation deck: the signed identity its sign-in sent back in the address. */
  let identity: string | undefined = takeIdentityFromAddress();
  let awaitingName = false;
  let joined = false;
  /** Joined when the socket last dropped: a recovered connection is that participant still. */
  let resumable = false;
  /** The server said the session is over: a server disconnect that follows is final. */
  let ended = false;
  /** The next join says the person chose to join again (a token of an ended run may join anew). */
  let again = false;
  let joinedWaiters: Array<() => void> = [];
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const markJoined = () => {
    joined = true;
    joinedWaiters.forEach((resolve) => resolve());
    joinedWaiters = [];
  };

  /** Resolves true once joined on the current connection, false after `timeoutMs`. */
  const waitUntilJoined = (timeoutMs: number) =>
    joined
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) => {
          const done = () => resolve(true);
          joinedWaiters.push(done);
          setTimeout(() => {
            joinedWaiters = joinedWaiters.filter((w) => w !== done);
            resolve(false);
          }, timeoutMs);
        });

  const scheduleJoin = (delayMs = JOIN_RETRY_DELAY_MS) => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void join(), delayMs);
  };

  const onJoinRefused = (error: TLiveError) => {
    if (error.code === 'identity_required') {
      // A roster name or the organisation's sign-in: a sign-in brought back is used once.
      awaitingName = true;
      identity = undefined;
      dispatch({
        type: 'identityRequired',
        kind: error.identity ?? 'roster',
        ...(error.reason ? { reason: error.reason } : {}),
      });
    } else if (error.code === 'team_required') {
      awaitingName = true;
      team = undefined;
      const reason = error.reason === 'unknown' || error.reason === 'taken' ? error.reason : null;
      dispatch({
        type: 'teamRequired',
        teams: error.teams ?? [],
        ...(reason ? { reason } : {}),
      });
    } else if (error.code === 'name_taken') {
      // Someone here has this nickname (ignoring case and accents): offer the free variant.
      awaitingName = true;
      dispatch({ type: 'nameRequired', takenSuggestion: error.suggestion ?? '' });
    } else if (
      error.code === 'name_required' ||
      (error.code === 'invalid_input' && name !== undefined)
    ) {
      // Either a quiz asks for a nickname, or the one given was refused: ask (again).
      awaitingName = true;
      dispatch({ type: 'nameRequired', refused: error.code === 'invalid_input' });
    } else if (FATAL_JOIN_CODES.has(error.code)) {
      dispatch({ type: 'joinFailed', error });
    } else {
      // A busy server may say how long to wait (too many joins from this network).
      scheduleJoin(Math.max(JOIN_RETRY_DELAY_MS, (error.retryAfterSec ?? 0) * 1000));
    }
  };

  const join = async () => {
    if (!socket?.connected || stopped || awaitingName) return;
    dispatch({ type: 'joinStarted' });
    const participantToken = readParticipantToken(code);
    try {
      const ack = await socket.timeout(JOIN_ACK_TIMEOUT_MS).emitWithAck('audience:join', {
        code,
        name,
        participantToken,
        ...(rosterName ? { rosterName } : {}),
        ...(team ? { team } : {}),
        ...(identity ? { identity } : {}),
        ...(again ? { again: true } : {}),
      });
      if (stopped) return;
      if (!ack.ok) return onJoinRefused(ack.error);
      again = false;
      saveParticipantToken(code, ack.data.participantToken);
      markJoined();
      dispatch({ type: 'joined', state: ack.data.state, receivedAt: Date.now() });
    } catch {
      if (!stopped && socket.connected) scheduleJoin();
    }
  };

  const connect = () => {
    const opened = openLiveSocket();
    socket = opened;
    opened.on('connect', () => {
      dispatch({ type: 'connected' });
      // Back through connection-state recovery: the server restored this socket's participant
      // and rooms, sent what was missed, and takes the place back itself (or says `refused`, which
      // joins again below). Joining again would only do all of that a second time.
      if (opened.recovered && resumable) {
        resumable = false;
        return markJoined();
      }
      void join();
    });
    opened.on('connect_error', (error) => {
      if (error.message !== LIVE_PROTOCOL_OUTDATED) return dispatch({ type: 'connectFailed' });
      // This page is older than the server: nothing to retry until it reloads.
      stopped = true;
      opened.disconnect();
      dispatch({ type: 'outdated' });
    });
    opened.on('disconnect', (reason) => {
      resumable = joined;
      joined = false;
      dispatch({ type: 'disconnected' });
      // The server closed this socket itself (restart, rebalancing): Socket.IO waits for us.
      // After `ended` (the presentation was deleted) there is nothing to come back to.
      if (reason === 'io server disconnect' && !stopped && !ended) {
        setTimeout(() => opened.connect(), 1_000);
      }
    });
    opened.on('new_message', (message) => {
      if (message.type === 'removed') {
        // The presenter removed this phone: the server closes the socket next; stay out.
        ended = true;
        dispatch({ type: 'joinFailed', error: { code: 'removed', message: '' } });
        return;
      }
      if (message.type === 'ended') ended = true;
      else if (message.type === 'state') ended = false;
      else if (message.type === 'refused') {
        // Back after a drop, but without a place: join again, which says why (e.g. full).
        joined = false;
        void join();
        return;
      }
      dispatch({ type: 'message', message, receivedAt: Date.now() });
    });
  };

  /**
   * Sends `event` once joined and waits `timeoutMs` for its acknowledgement: null when the phone
   * is not joined (yet) or no acknowledgement came in time.
   */
  const emitWhileJoined = async <E extends TJoinedEvent>(
    event: E,
    payload: TPayloadOf<E>,
    timeoutMs: number,
  ): Promise<TAckOf<E> | null> => {
    if (!joined || !socket) return null;
    try {
      // Socket.IO cannot type an emit over a union of events: each caller's event is typed above.
      const args = [payload] as never;
      return (await socket.timeout(timeoutMs).emitWithAck(event, ...args)) as TAckOf<E>;
    } catch {
      return null;
    }
  };

  const sendAnswerOnce = async (request: TAnswerRequest): Promise<TAttemptResult> => {
    if (!(await waitUntilJoined(ANSWER_RETRY_POLICY.ackTimeoutMs)) || !socket)
      return { kind: 'timeout' };
    try {
      const ack = await socket
        .timeout(ANSWER_RETRY_POLICY.ackTimeoutMs)
        .emitWithAck('answer:submit', request);
      if (!ack.ok) return { kind: 'refused', code: ack.error.code };
      return { kind: 'ok', me: ack.data.me, ...(ack.data.heldBack ? { heldBack: true } : {}) };
    } catch {
      return { kind: 'timeout' };
    }
  };

  try {
    connect();
  } catch {
    dispatch({ type: 'connectFailed' });
  }

  return {
    stop: () => {
      stopped = true;
      clearTimeout(retryTimer);
      socket?.disconnect();
    },
    submitName: (chosen) => {
      name = chosen;
      awaitingName = false;
      void join();
    },
    submitRosterName: (chosen) => {
      rosterName = chosen;
      awaitingName = false;
      void join();
    },
    submitTeam: (chosen) => {
      team = chosen;
      awaitingName = false;
      void join();
    },
    joinAgain: () => {
      again = true;
      ended = false;
      dispatch({ type: 'joinAgain' });
      // Closed by the server when the session ended: connecting joins; otherwise join now.
      if (socket?.connected) void join();
      else socket?.connect();
    },
    submitAnswer: async (request) => {
      const outcome = await submitWithRetry(() => sendAnswerOnce(request));
      if (outcome.ok && outcome.me && !stopped) {
        dispatch({
          type: 'message',
          message: { type: 'me', me: outcome.me },
          receivedAt: Date.now(),
        });
      }
      return outcome;
    },
    sendReaction: async (kind) => {
      const ack = await emitWhileJoined('reaction:send', { kind }, REACTION_ACK_TIMEOUT_MS);
      if (!ack) return 'failed';
      if (ack.ok) return 'ok';
      return ack.error.code === 'rate_limited' ? 'rate_limited' : 'failed';
    },
    claimExtraTime: async (code) => {
      const ack = await emitWhileJoined('extraTime:claim', { code }, REACTION_ACK_TIMEOUT_MS);
      if (!ack) return 'failed';
      if (!ack.ok)
        return ack.error.code === 'invalid_input' || ack.error.code === 'rate_limited'
          ? 'wrong'
          : 'failed';
      dispatch({
        type: 'message',
        message: { type: 'me', me: ack.data.me },
        receivedAt: Date.now(),
      });
      return 'ok';
    },
    changeTeam: async (teamId) => {
      const ack = await emitWhileJoined(
        'team:change',
        teamId ? { team: teamId } : {},
        REACTION_ACK_TIMEOUT_MS,
      );
      if (!ack) return { kind: 'failed' };
      if (!ack.ok) {
        if (ack.error.code === 'closed') return { kind: 'fixed' };
        if (ack.error.code === 'team_required')
          return { kind: 'taken', teams: ack.error.teams ?? [] };
        return { kind: 'failed' };
      }
      if (teamId) {
        dispatch({
          type: 'message',
          message: { type: 'me', me: ack.data.me },
          receivedAt: Date.now(),
        });
      }
      return { kind: 'ok', teams: ack.data.teams };
    },
    loadQa: async () => {
      const ack = await emitWhileJoined('qa:list', {}, QA_ACK_TIMEOUT_MS);
      if (!ack?.ok || stopped) return false;
      dispatch({ type: 'qa', change: { kind: 'loaded', view: ack.data } });
      return true;
    },
    askQuestion: async (request) => {
      if (!joined || !socket) return { ok: false, error: null };
      // The same request id on a retry: the server recognises it and never asks twice.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          const ack = await socket.timeout(QA_ACK_TIMEOUT_MS).emitWithAck('qa:ask', request);
          if (!ack.ok) return { ok: false, error: ack.error };
          const { question, pending } = ack.data;
          dispatch({
            type: 'qa',
            change: { kind: 'asked', question, pending, anonymous: question.author === null },
          });
          return { ok: true, pending, heldBack: ack.data.heldBack ?? false };
        } catch {
          // No acknowledgement in time: ask again once with the same request id.
        }
      }
      return { ok: false, error: null };
    },
    voteQuestion: async (questionId, up) => {
      const ack = await emitWhileJoined('qa:vote', { questionId, up }, QA_ACK_TIMEOUT_MS);
      if (!ack?.ok) return false;
      dispatch({ type: 'qa', change: { kind: 'voted', questionId, ...ack.data } });
      return true;
    },
  };
}

/**
 * The signed identity an organisation's sign-in sent the phone back with (`#identity=…`), taken
 * out of the address so that it is neither bookmarked nor shared.
 */
function takeIdentityFromAddress(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const match = /(?:^#|&)identity=([\w.-]+)/.exec(window.location.hash);
  if (!match) return undefined;
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return match[1];
}
