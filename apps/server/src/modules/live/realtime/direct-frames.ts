import { Writable } from 'node:stream';
import type { Server } from 'socket.io';

/** The parts of engine.io's socket and ws's WebSocket this reads (not in their public types). */
interface TEngineSocket {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  transport: {
    name: string;
    writable: boolean;
    socket?: {
      readyState: number;
      _sender?: { sendFrame?(frame: Buffer[]): void };
      _receiver?: Writable;
      _socket?: { destroyed: boolean; writable: boolean };
    };
  };
  sendPacket(type: string, data?: unknown, options?: TPacketOptions, callback?: unknown): void;
}
type TPacketOptions = { wsPreEncodedFrame?: Buffer[] } | ((...args: unknown[]) => void);

/** ws's WebSocket.OPEN. */
const WS_OPEN = 1;

/**
 * Whether a message can go straight to the WebSocket: an open connection on the WebSocket
 * transport with nothing of its own waiting (engine.io buffers packets while a write is in flight
 * and flushes them in order), so writing now keeps the order every message was sent in.
 */
function canWriteDirectly(conn: TEngineSocket, options: TPacketOptions | undefined): boolean {
  if (!options || typeof options === 'function' || !options.wsPreEncodedFrame) return false;
  const transport = conn.transport;
  return (
    conn.readyState === 'open' &&
    !conn.upgrading &&
    conn.writeBuffer.length === 0 &&
    transport.name === 'websocket' &&
    transport.writable &&
    transport.socket?.readyState === WS_OPEN &&
    typeof transport.socket._sender?.sendFrame === 'function'
  );
}

/**
 * Whether the connection is already going (the phone closed it or it broke) but engine.io has not
 * heard yet: a write would fail, and engine.io formats the failure's stack trace (source-mapped
 * with --enable-source-maps: about 0.1 ms each). When 15,000 phones dropped at once, their ping
 * timers' failed writes held a node for 1.5 s, long enough for the reconnecting phones' SYNs to
 * overflow the accept queue (retried 1, 3, 7, 15 s later).
 */
function isGoing(conn: TEngineSocket): boolean {
  const ws = conn.transport.name === 'websocket' ? conn.transport.socket : undefined;
  if (!ws || conn.readyState !== 'open') return false;
  return (
    ws.readyState !== WS_OPEN || ws._socket?.destroyed === true || ws._socket?.writable === false
  );
}

/** Each broadcast's frame as one buffer, made once for all its sockets (the frame is not kept). */
const mergedFrames = new WeakMap<Buffer[], Buffer[]>();

/**
 * ws writes a frame of two parts (header, payload) with cork, two writes and uncork: a writev
 * and the stream's buffering per socket. The same bytes in one buffer are one plain write.
 */
function merged(frame: Buffer[]): Buffer[] {
  if (frame.length < 2) return frame;
  let one = mergedFrames.get(frame);
  if (!one) {
    one = [Buffer.concat(frame)];
    mergedFrames.set(frame, one);
  }
  return one;
}

/**
 * Shared by every connection (no closure per phone): a broadcast's message, whose WebSocket frame
 * the adapter encoded once for all its sockets, is written to the socket at once; anything else
 * takes engine.io's own way.
 */
function sendPacketDirect(
  this: TEngineSocket,
  type: string,
  data?: unknown,
  options?: TPacketOptions,
  callback?: unknown,
): void {
  // Dropped: the WebSocket's close event reaches engine.io next, as it would after the failure.
  if (callback === undefined && isGoing(this)) return;
  if (type === 'message' && callback === undefined && canWriteDirectly(this, options)) {
    // Cast: canWriteDirectly has checked that the options carry the pre-encoded frame.
    const frame = (options as { wsPreEncodedFrame: Buffer[] }).wsPreEncodedFrame;
    this.transport.socket?._sender?.sendFrame?.(merged(frame));
    return;
  }
  engineSendPacket.call(this, type, data, options, callback);
}

let engineSendPacket: TEngineSocket['sendPacket'] = () => undefined;

/**
 * ws ends a connection's frame reader when the close frame arrives, again on the TCP socket's
 * end and again on its close: each call after the first builds an ERR_STREAM_ALREADY_FINISHED
 * (a stack trace) that nothing reads. When 15,000 phones left at once those errors were 0.26 s
 * of the 3.5 s the node was held. Shared by every connection; a call with a callback still
 * takes the stream's own way.
 */
function endReaderOnce(this: Writable, ...args: unknown[]): Writable {
  // Cast: stream's _writableState is not in Node's types; ended and destroyed are all that is read.
  const state = (this as Writable & { _writableState: { finished: boolean; destroyed: boolean } })
    ._writableState;
  if ((state.finished || state.destroyed) && typeof args.at(-1) !== 'function') return this;
  // Cast: the arguments are the caller's own, passed on to end unchanged.
  return Writable.prototype.end.apply(this, args as Parameters<Writable['end']>);
}

/**
 * A broadcast to 15,000 phones spent half its time in engine.io's per-socket path (a packet
 * object, `packetCreate`/`flush`/`drain` events, a write callback that re-arms the transport) for
 * a frame Socket.IO's adapter had already encoded once: connections of this server write such a
 * frame to their WebSocket directly when nothing of theirs is waiting, which is what engine.io
 * ends up doing. Nothing is written to a connection that is already going. Connection-state recovery is untouched (the adapter keeps the packet and its
 * offset before delivering it). Each connection's WebSocket frame reader is given `endReaderOnce`
 * on the same hook (the other private part of ws this module touches).
 */
export function writeBroadcastFramesDirectly(io: Server): void {
  io.engine.on('connection', (conn: TEngineSocket) => {
    if (conn.sendPacket === sendPacketDirect) return;
    // Cast: getPrototypeOf answers any; the prototype is engine.io's Socket, whose sendPacket this is.
    engineSendPacket = Object.getPrototypeOf(conn).sendPacket as TEngineSocket['sendPacket'];
    conn.sendPacket = sendPacketDirect;
    const receiver = conn.transport.name === 'websocket' ? conn.transport.socket?._receiver : null;
    if (receiver instanceof Writable) receiver.end = endReaderOnce;
  });
}
