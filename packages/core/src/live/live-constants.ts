import {
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_TIMEOUT_MS,
} from '../constants/product';

/** Reactions phones can send; the presenter's screen keeps one list per kind. */
export const REACTION_KINDS = ['heart', 'smile', 'like', 'sad'] as const;
export type TReactionKind = (typeof REACTION_KINDS)[number];

/** Kinds of a participant's stored text: a word-cloud word or an open-ended answer. */
export const ENTRY_KINDS = ['word', 'open'] as const;
export type TEntryKind = (typeof ENTRY_KINDS)[number];

/** Live-session limits. */
export const LIVE_LIMITS = {
  participantNameMax: 24,
  openEndedTextMax: 200,
  wordMax: 25,
  /** Reactions one participant may send per 10 seconds. */
  reactionsPer10s: 5,
  /** Largest socket frame the server accepts, in bytes. */
  maxSocketFrameBytes: 16 * 1024,
  /** Seconds the "Question k of n" screen shows before the question opens. */
  questionIntroSec: 3,
  /** Leaderboard size on the big screen. */
  leaderboardTop: 10,
  /**
   * Names the presenter is sent with the player count (at most; the lobby shows the last 60): the
   * whole list of 15,000 was 150 KB four times a second while a room joined.
   */
  playerNamesMax: 100,
} as const;

/** Socket.IO query `type` telling the presenter's connection from a phone's. */
export const PRESENTER_SOCKET_TYPE = 'presenter';
export const AUDIENCE_SOCKET_TYPE = 'audience';
/** A live embed's read-only socket (`auth.token` is its view token): aggregates only, no events. */
export const EMBED_SOCKET_TYPE = 'embed';

/**
 * Version of the socket protocol, sent by both apps at connect as `auth.protocol`. Raise it when a
 * change of events or payloads breaks older pages; the server refuses versions below
 * LIVE_PROTOCOL_MIN with the connect error LIVE_PROTOCOL_OUTDATED, and the apps reload.
 */
export const LIVE_PROTOCOL_VERSION = 2;
/**
 * The Socket.IO client options of a phone (the audience app, and the benchmarks' phones): its
 * socket type, its protocol version (the server refuses pages older than it speaks: they reload),
 * WebSocket only (no long-polling, so no sticky sessions are needed), and the app's reconnection
 * delays and time-out.
 */
export function audienceSocketOptions() {
  return {
    query: { type: AUDIENCE_SOCKET_TYPE },
    auth: { protocol: LIVE_PROTOCOL_VERSION },
    transports: ['websocket'],
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
    timeout: SOCKET_TIMEOUT_MS,
  };
}
/** Oldest protocol the server still speaks (a page without `auth.protocol` is version 1). */
export const LIVE_PROTOCOL_MIN = 2;
/** The connect error of a page too old for this server: it must reload. */
export const LIVE_PROTOCOL_OUTDATED = 'protocol_outdated';
/** The connect error of a presenter socket without a valid session. */
export const LIVE_UNAUTHORIZED = 'unauthorized';

/** Storage key of the participant token on the phone (resumes the same participant). */
export const PARTICIPANT_TOKEN_KEY = 'crowdeckParticipant';
