import type { TRoomState, TSlideResults } from '@crowdeck/core';
import type { TLiveDeck } from '../data/deck-cache';
import type { TLiveSocket } from '../realtime/gateway';

// What the rooms above phones do for them, as phones see it. broadcast/ and quiz/ implement these
// and index.ts hands them in: phones import neither, so the engine's data flows one way.

/** The pushes a phone's join or answer sets off (broadcast/push.ts implements them). */
export interface TPhonePushes {
  /** The participants changed: the presenter's player list and counts follow. */
  playersChanged(presentationId: string): void;
  /** An answer was stored: results follow, throttled. */
  resultsChanged(presentationId: string): void;
  /** A team's members changed (a join, a move): a team board on screen follows, throttled. */
  teamsChanged(presentationId: string): void;
}

/** What every phone of the room shows now (broadcast/room-state.ts). */
export type TBuildRoomState = (
  deck: TLiveDeck,
  results: TSlideResults | null,
  now: number,
) => TRoomState;

/** What the question clock hears from answering phones (quiz/question-clock.ts implements it). */
export interface TAnswerWatch {
  /** After a committed answer: closes the question once every connected phone answered. */
  onAnswered(presentationId: string, slideId: string, participantIds: string[]): Promise<void>;
  /** An answer committed after its question was scored: the question is scored again. */
  rescore(presentationId: string, slideId: string): Promise<void>;
}

/** What a feature above phones (Q&A) gets to add its events to a joined phone's socket. */
export interface TPhoneSocketContext {
  /** The socket's network (lib/address-key). */
  addressKey: string;
  /** A piece of work refused while closing and waited for at shutdown. */
  guarded<T>(event: string, work: () => Promise<T>): Promise<T>;
}

/** Adds a feature's own events to each phone's socket. */
export type TPhoneSocketHandlers = (socket: TLiveSocket, context: TPhoneSocketContext) => void;
