import type { TBackgroundTasks } from '../../../lib/background-tasks';
import type { ClientToServerEvents, ServerToClientEvents, TLiveMessage } from '@crowdeck/core';
import type { Server, Socket } from 'socket.io';

/** What the server remembers about each socket (restored by connection-state recovery). */
export interface TSocketData {
  kind: 'presenter' | 'audience';
  /** Presenter sockets: the signed-in user and the session of its token. */
  userId?: string;
  sessionId?: string;
  /** Audience sockets, once joined. */
  participantId?: string;
  presentationId?: string;
  /** The run the participant belongs to: its answers are refused once another run is current. */
  runId?: string;
  code?: string;
  /** The participant's nickname (to take its place again after a drop). */
  name?: string | null;
}

/** What one node tells the others (cluster/bus.ts): the deck changed, was deleted, scored, reset. */
export interface TLiveBusMessage {
  /** hold: a node was lost, its phones are moving: wait before closing a question early. */
  /** removed: the presenter removed `participantId`, its answers are refused from now on. */
  type: 'deck' | 'deleted' | 'scored' | 'reset' | 'hold' | 'removed';
  presentationId: string;
  /** deleted, reset: the slides concerned. */
  slideIds?: string[];
  /** removed: who. */
  participantId?: string;
}

/** Events between nodes (through the Redis adapter); each is acknowledged once handled. */
export interface TInterServerEvents {
  'live:bus': (message: TLiveBusMessage, ack: (done: true) => void) => void;
}

/** The typed Socket.IO server of the live session. */
export type TLiveServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  TInterServerEvents,
  TSocketData
>;
export type TLiveSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  TInterServerEvents,
  TSocketData
>;

/** Room names: phones of a presentation, its presenter's sockets, one participant's sockets. */
export const LIVE_ROOMS = {
  phones: (code: string) => `p:${code}`,
  presenter: (code: string) => `presenter:${code}`,
  participant: (participantId: string) => `participant:${participantId}`,
  /** Presenter sockets of a user, and of one of its sessions (signed-in tokens). */
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
};

/**
 * The only place that emits live messages. Every push is one `new_message` per room, so a
 * broadcast to thousands of phones is encoded once.
 */
export function createLiveGateway(io: TLiveServer, background: Pick<TBackgroundTasks, 'run'>) {
  return {
    /** Every phone in the presentation. */
    sendToRoom(code: string, message: TLiveMessage): void {
      io.to(LIVE_ROOMS.phones(code)).emit('new_message', message);
    },

    /** The phones of the presentation connected to this node. */
    sendToRoomHere(code: string, message: TLiveMessage): void {
      io.local.to(LIVE_ROOMS.phones(code)).emit('new_message', message);
    },

    /** The presenter's sockets of the presentation. */
    sendToPresenter(code: string, message: TLiveMessage): void {
      io.to(LIVE_ROOMS.presenter(code)).emit('new_message', message);
    },

    /** One socket (on this node). */
    sendToSocket(socket: TLiveSocket, message: TLiveMessage): void {
      socket.emit('new_message', message);
    },

    /** Every socket of one participant, on any node (through the adapter). */
    sendToParticipant(participantId: string, message: TLiveMessage): void {
      io.to(LIVE_ROOMS.participant(participantId)).emit('new_message', message);
    },

    /** Every socket of one participant connected to this node (each node sends its own). */
    sendToParticipantHere(participantId: string, message: TLiveMessage): void {
      io.local.to(LIVE_ROOMS.participant(participantId)).emit('new_message', message);
    },

    /**
     * The session is over (presentation deleted): every phone is told `ended`, then its socket is
     * disconnected by the server (Socket.IO sends the message first; the client does not
     * reconnect by itself after a server disconnect). On any node, through the adapter.
     */
    /** Whether a presenter's socket is in the deck's room, on any node (through the adapter). */
    async hasPresenter(code: string): Promise<boolean> {
      return (await io.in(LIVE_ROOMS.presenter(code)).fetchSockets()).length > 0;
    },

    endSession(code: string): void {
      const room = LIVE_ROOMS.phones(code);
      io.to(room).emit('new_message', { type: 'ended' });
      io.in(room).disconnectSockets();
    },

    /**
     * The presenter removed a participant: each of its sockets, on any node, is told `removed`
     * and then disconnected by the server (its disconnect gives the online place back).
     */
    removeParticipant(participantId: string): void {
      const room = LIVE_ROOMS.participant(participantId);
      io.to(room).emit('new_message', { type: 'removed' });
      io.in(room).disconnectSockets();
    },

    /**
     * Sessions ended (sign-out, password change or reset): their presenter sockets are
     * disconnected on every node, through the adapter, and stop receiving the live feed.
     */
    endSessions(ended: { sessionId: string } | { userId: string; exceptSessionId?: string }): void {
      if ('sessionId' in ended) {
        io.in(LIVE_ROOMS.session(ended.sessionId)).disconnectSockets(true);
        return;
      }
      const sockets = io.in(LIVE_ROOMS.user(ended.userId));
      const others = ended.exceptSessionId
        ? sockets.except(LIVE_ROOMS.session(ended.exceptSessionId))
        : sockets;
      others.disconnectSockets(true);
    },

    /** Puts a phone's socket in its presentation's room and its own room. */
    joinAudience(socket: TLiveSocket, code: string, participantId: string): void {
      // A promise only with a cluster adapter; the rooms are this node's at once either way.
      const rooms = [LIVE_ROOMS.phones(code), LIVE_ROOMS.participant(participantId)];
      background.run(Promise.resolve(socket.join(rooms)), { event: 'socket.join', participantId });
    },

    /** Takes a phone's socket out of the rooms of the participant it was. */
    leaveAudience(socket: TLiveSocket, code: string, participantId: string): void {
      const left = [LIVE_ROOMS.phones(code), LIVE_ROOMS.participant(participantId)].map((room) =>
        Promise.resolve(socket.leave(room)),
      );
      background.run(Promise.all(left), { event: 'socket.leave', participantId });
    },

    /**
     * Puts a presenter socket in its presentation's presenter room, only if that socket is signed
     * in as `userId` (on any node, through the adapter). False when there is no such socket.
     */
    async joinPresenter(socketId: string, userId: string, code: string): Promise<boolean> {
      const sockets = await io.in(socketId).fetchSockets();
      const socket = sockets.find((s) => s.id === socketId);
      if (!socket || socket.data.kind !== 'presenter' || socket.data.userId !== userId) {
        return false;
      }
      socket.join(LIVE_ROOMS.presenter(code));
      return true;
    },
  };
}

export type TLiveGateway = ReturnType<typeof createLiveGateway>;
