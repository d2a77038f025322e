import { performance } from 'node:perf_hooks';
import type { TBackgroundTasks } from '../../../lib/background-tasks';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  TCoeditChange,
  TCoeditPresence,
  TCoeditReshaped,
  TLiveMessage,
} from '@crowdeck/core';
import type { Server, Socket } from 'socket.io';
import { PacketType } from 'socket.io-parser';
import { toEmbedMessage } from './embed-feed';
import type { TOutbox, TOutboxStep } from './outbox';
import { mayJoinPresenterRoom } from '../../../policies';

/** What the server remembers about each socket (restored by connection-state recovery). */
export interface TSocketData {
  kind: 'presenter' | 'audience' | 'embed';
  /** Embed sockets: the view token's row (revoking it closes them). */
  embedTokenId?: string;
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
  /** Presenter sockets with a deck open in the editor (co-editing, coedit-room.ts). */
  coedit?: {
    presentationId: string;
    /** The user's name as the other editors see it. */
    name: string;
    slideId: string | null;
    /** The field it is typing in, taken since `touchedAt` (renewed while typing). */
    field: string | null;
    touchedAt: number;
    canEdit: boolean;
  };
}

/** What one node tells the others (cluster/bus.ts): the deck changed, was deleted, scored, reset. */
export interface TLiveBusMessage {
  /** hold: a node was lost, its phones are moving: wait before closing a question early. */
  /** removed: the presenter removed `participantId`, its answers are refused from now on. */
  /** newRun: a new run started, each node lets go of its phones of earlier runs. */
  type: 'deck' | 'deleted' | 'scored' | 'reset' | 'hold' | 'removed' | 'newRun';
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

/**
 * A presentation's phones are also spread over this many shard rooms (by participant id), so a
 * broadcast is written one shard per step of the outbox and a node yields between them.
 */
export const PHONE_SHARDS = 32;

/** The shard room of a participant: a hash of its id (random UUIDs spread evenly). */
export function phoneShardOf(participantId: string): number {
  let hash = 0;
  for (let i = 0; i < participantId.length; i++) {
    hash = (Math.imul(hash, 31) + participantId.charCodeAt(i)) | 0;
  }
  return (hash >>> 0) % PHONE_SHARDS;
}

/** The rooms a joined phone's socket is in: its presentation's, its shard's and its own. */
function audienceRooms(code: string, participantId: string): string[] {
  return [
    LIVE_ROOMS.phones(code),
    LIVE_ROOMS.phoneShard(code, phoneShardOf(participantId)),
    LIVE_ROOMS.participant(participantId),
  ];
}

/** Room names: phones of a presentation, its presenter's sockets, one participant's sockets. */
export const LIVE_ROOMS = {
  phones: (code: string) => `p:${code}`,
  /** One shard of a presentation's phones (see PHONE_SHARDS). */
  phoneShard: (code: string, shard: number) => `p:${code}#${shard}`,
  presenter: (code: string) => `presenter:${code}`,
  participant: (participantId: string) => `participant:${participantId}`,
  /** Presenter sockets of a user, and of one of its sessions (signed-in tokens). */
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  /** Live embeds of a presentation (read-only), and those of one view token. */
  embeds: (code: string) => `embed:${code}`,
  embedToken: (tokenId: string) => `embed-token:${tokenId}`,
  /** Presenter sockets with the deck open in the editor (co-editing). */
  editors: (presentationId: string) => `editors:${presentationId}`,
};

/**
 * The only place that emits live messages. Every push is one `new_message` per room (a broadcast
 * to thousands of phones is encoded once per shard). What goes to phones passes through one
 * outbox per node: in the order it was sent, about 500 sockets per turn of the event loop.
 */
export function createLiveGateway(
  io: TLiveServer,
  background: Pick<TBackgroundTasks, 'run'>,
  options: {
    outbox: TOutbox;
    /** Told how long a room's state took to reach every phone of the room here (metrics). */
    stateFannedOut?(seconds: number): void;
  },
) {
  const outbox = options.outbox;
  /** Sockets of a room on this node: what writing to it costs here. */
  const localSize = (room: string) => () => io.of('/').adapter.rooms.get(room)?.size ?? 0;
  /**
   * One message to a room, as `io.to(room).emit` does it (an event packet through the adapter), but
   * keeping what the adapter returns: a cluster adapter delivers to this node's sockets only once
   * the message is published, and the outbox waits for that before its next step.
   */
  const broadcast = (room: string, message: TLiveMessage, local = false) =>
    io
      .of('/')
      // Cast: Adapter types broadcast as void; a cluster adapter's answers its publish's promise.
      .adapter.broadcast(
        { type: PacketType.EVENT, data: ['new_message', message], nsp: '/' },
        { rooms: new Set([room]), except: new Set(), flags: local ? { local: true } : {} },
      ) as void | Promise<void>;
  /** One step per shard of the presentation's phones. */
  const shardSteps = (code: string, emit: (room: string) => void | Promise<void>): TOutboxStep[] =>
    Array.from({ length: PHONE_SHARDS }, (_, shard) => {
      const room = LIVE_ROOMS.phoneShard(code, shard);
      return { weight: localSize(room), run: () => emit(room) };
    });
  const one = (run: () => void | Promise<void>): TOutboxStep => ({ weight: () => 1, run });

  return {
    /** Every phone in the presentation (on every node, through the adapter). */
    sendToRoom(code: string, message: TLiveMessage): void {
      outbox.push(...shardSteps(code, (room) => broadcast(room, message)));
      const fannedOut = options.stateFannedOut;
      // A room's state (a slide change): timed until its last shard is written, one step more.
      if (message.type === 'state' && fannedOut) {
        const started = performance.now();
        outbox.push(one(() => fannedOut((performance.now() - started) / 1000)));
      }
    },

    /** The phones of the presentation connected to this node. */
    sendToRoomHere(code: string, message: TLiveMessage): void {
      outbox.push(...shardSteps(code, (room) => broadcast(room, message, true)));
    },

    /** The presenter's sockets of the presentation. */
    sendToPresenter(code: string, message: TLiveMessage): void {
      io.to(LIVE_ROOMS.presenter(code)).emit('new_message', message);
      // Live embeds follow the big screen: what it shows of the feed, never the presenter's own.
      const forEmbeds = toEmbedMessage(message);
      if (forEmbeds) io.to(LIVE_ROOMS.embeds(code)).emit('new_message', forEmbeds);
    },

    /** Co-editing: who has the deck open, to its editors room (on every node). */
    sendPresenceToEditors(presence: TCoeditPresence): void {
      io.to(LIVE_ROOMS.editors(presence.presentationId)).emit('coedit:presence', presence);
    },

    /** Co-editing: a saved field, to the deck's editors room (on every node). */
    sendChangeToEditors(change: TCoeditChange): void {
      io.to(LIVE_ROOMS.editors(change.presentationId)).emit('coedit:changed', change);
    },

    /** Co-editing: the deck changed otherwise, to its editors room (on every node). */
    sendReshapedToEditors(reshaped: TCoeditReshaped): void {
      io.to(LIVE_ROOMS.editors(reshaped.presentationId)).emit('coedit:reshaped', reshaped);
    },

    /** The live embeds of the presentation (on every node): the phones' shared state changed. */
    sendToEmbeds(code: string, message: TLiveMessage): void {
      const forEmbeds = toEmbedMessage(message);
      if (forEmbeds) io.to(LIVE_ROOMS.embeds(code)).emit('new_message', forEmbeds);
    },

    /** A view token was revoked: its embeds are disconnected on every node. */
    closeEmbeds(tokenId: string): void {
      io.in(LIVE_ROOMS.embedToken(tokenId)).disconnectSockets(true);
    },

    /** One socket (on this node). */
    sendToSocket(socket: TLiveSocket, message: TLiveMessage): void {
      outbox.push(one(() => void socket.emit('new_message', message)));
    },

    /** Every socket of one participant, on any node (through the adapter). */
    sendToParticipant(participantId: string, message: TLiveMessage): void {
      outbox.push(one(() => broadcast(LIVE_ROOMS.participant(participantId), message)));
    },

    /** Every socket of one participant connected to this node (each node sends its own). */
    sendToParticipantHere(participantId: string, message: TLiveMessage): void {
      outbox.push(one(() => broadcast(LIVE_ROOMS.participant(participantId), message, true)));
    },

    /** Whether a presenter's socket is in the deck's room, on any node (through the adapter). */
    async hasPresenter(code: string): Promise<boolean> {
      return (await io.in(LIVE_ROOMS.presenter(code)).fetchSockets()).length > 0;
    },

    /**
     * The session is over (presentation deleted): every phone is told `ended`, then its socket is
     * disconnected by the server (Socket.IO sends the message first; the client does not
     * reconnect by itself after a server disconnect). On any node, through the adapter.
     */
    endSession(code: string): void {
      const room = LIVE_ROOMS.phones(code);
      outbox.push(...shardSteps(code, (shard) => broadcast(shard, { type: 'ended' })), {
        weight: localSize(room),
        run: () => io.in(room).disconnectSockets(),
      });
      // Its live embeds read their view once more and say the view is off.
      io.in(LIVE_ROOMS.embeds(code)).disconnectSockets(true);
    },

    /**
     * The deck now asks for real names: every phone's socket, on any node, is disconnected by the
     * server. The app connects again a second later and joins with its token; a phone that joined
     * with a nickname is then asked for its real name (one already identified carries on).
     */
    reconnectPhones(code: string): void {
      const room = LIVE_ROOMS.phones(code);
      outbox.push({ weight: localSize(room), run: () => io.in(room).disconnectSockets() });
    },

    /**
     * The presenter removed a participant: each of its sockets, on any node, is told `removed`
     * and then disconnected by the server (its disconnect gives the online place back).
     */
    removeParticipant(participantId: string): void {
      const room = LIVE_ROOMS.participant(participantId);
      outbox.push(
        one(() => broadcast(room, { type: 'removed' })),
        one(() => io.in(room).disconnectSockets()),
      );
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
      const rooms = audienceRooms(code, participantId);
      background.run(Promise.resolve(socket.join(rooms)), { event: 'socket.join', participantId });
    },

    /** Phones of this presentation connected to this node (their sockets). */
    phonesHere(code: string): TLiveSocket[] {
      const nsp = io.of('/');
      const ids = nsp.adapter.rooms.get(LIVE_ROOMS.phones(code)) ?? new Set<string>();
      return [...ids].flatMap((id) => {
        const socket = nsp.sockets.get(id);
        return socket ? [socket] : [];
      });
    },

    /**
     * Tells one socket (on this node) a last message, then closes it from the server's side (the
     * client does not reconnect by itself after that), in the outbox's order. The message is
     * written here at once (a cluster adapter would deliver `emit` only after a round trip to
     * Redis, after the close), and the close waits for it to be written.
     */
    sendToSocketAndClose(socket: TLiveSocket, message: TLiveMessage): void {
      outbox.push(
        one(() =>
          Promise.resolve(broadcast(socket.id, message, true)).then(() => {
            socket.disconnect(true);
          }),
        ),
      );
    },

    /** Takes a phone's socket out of the rooms of the participant it was. */
    leaveAudience(socket: TLiveSocket, code: string, participantId: string): void {
      const left = audienceRooms(code, participantId).map((room) =>
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
      if (!socket || !mayJoinPresenterRoom(socket.data, userId)) {
        return false;
      }
      socket.join(LIVE_ROOMS.presenter(code));
      return true;
    },
  };
}

export type TLiveGateway = ReturnType<typeof createLiveGateway>;
