import { decode, encode } from '@msgpack/msgpack';
import {
  type ClusterMessage,
  type ClusterResponse,
  MessageType,
  type Session,
} from 'socket.io-adapter';

/**
 * How the nodes' adapters write their messages to Redis (redis-streams-adapter.ts): a stream
 * entry's fields `uid`, `nsp`, `type` and `data` (JSON, or base64 MessagePack when it holds
 * binary), a Pub/Sub payload and a stored session as MessagePack. The same format as Socket.IO's
 * own Redis Streams adapter, so nodes of both kinds share a stream and sessions during a rollout.
 */

/** Anything one node tells another: a message to all, or the answer to one's request. */
export type TClusterPacket = ClusterMessage | ClusterResponse;

/** A session as Socket.IO hands it to the adapter when a socket drops. */
export type TSessionToPersist = Omit<Session, 'missedPackets'>;

const RESPONSE_TYPES = new Set<MessageType>([
  MessageType.FETCH_SOCKETS_RESPONSE,
  MessageType.SERVER_SIDE_EMIT_RESPONSE,
  MessageType.BROADCAST_CLIENT_COUNT,
  MessageType.BROADCAST_ACK,
]);

/** Types whose data may carry binary (Buffers), written as MessagePack instead of JSON. */
const MAY_CARRY_BINARY = new Set<MessageType>([
  MessageType.BROADCAST,
  MessageType.SERVER_SIDE_EMIT,
  ...RESPONSE_TYPES,
]);

export function isResponse(packet: TClusterPacket): packet is ClusterResponse {
  return RESPONSE_TYPES.has(packet.type);
}

/**
 * What goes over Pub/Sub rather than the stream: requests that wait for answers and messages a
 * recovered socket has no use for. The stream keeps what a recovering phone may have missed.
 */
export function isEphemeral(message: ClusterMessage): boolean {
  if (message.type === MessageType.BROADCAST) return message.data.requestId !== undefined;
  return (
    message.type === MessageType.SERVER_SIDE_EMIT || message.type === MessageType.FETCH_SOCKETS
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether a decoded value has the shape of a cluster packet (its data is read by Socket.IO). */
function isClusterPacket(value: unknown): value is TClusterPacket {
  return (
    isRecord(value) &&
    typeof value.uid === 'string' &&
    typeof value.nsp === 'string' &&
    Number.isInteger(value.type)
  );
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function hasBinary(value: unknown, depth = 0): boolean {
  if (!isRecord(value) || depth > 32) return false;
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return true;
  return Object.values(value).some((inner) => hasBinary(inner, depth + 1));
}

/** A packet as a Pub/Sub payload. */
export function toPayload(packet: TClusterPacket): Buffer {
  return Buffer.from(encode(packet));
}

/** A Pub/Sub payload back as a packet, or null when it is not one. */
export function fromPayload(payload: Buffer): TClusterPacket | null {
  try {
    const packet = decode(payload);
    return isClusterPacket(packet) ? packet : null;
  } catch {
    return null;
  }
}

/** A message as a stream entry's fields, flat (field, value, field, value …). */
export function toStreamFields(message: ClusterMessage): string[] {
  const fields = ['uid', message.uid, 'nsp', message.nsp, 'type', String(message.type)];
  if (!('data' in message) || message.data === undefined) return fields;
  const data =
    MAY_CARRY_BINARY.has(message.type) && hasBinary(message.data)
      ? Buffer.from(encode(message.data)).toString('base64')
      : JSON.stringify(message.data);
  return [...fields, 'data', data];
}

/** A stream entry's fields back as a message, or null when they are not one. */
export function fromStreamFields(fields: string[]): ClusterMessage | null {
  const raw = new Map<string, string>();
  for (let i = 0; i + 1 < fields.length; i += 2) raw.set(fields[i] ?? '', fields[i + 1] ?? '');
  const text = raw.get('data');
  try {
    const data: unknown =
      text === undefined
        ? undefined
        : text.startsWith('{')
          ? JSON.parse(text)
          : decode(Buffer.from(text, 'base64'));
    const message = {
      uid: raw.get('uid'),
      nsp: raw.get('nsp'),
      type: Number(raw.get('type')),
      ...(data === undefined ? {} : { data }),
    };
    return isClusterPacket(message) && !isResponse(message) ? message : null;
  } catch {
    return null;
  }
}

/** A session as stored in Redis until its socket comes back. */
export function toStoredSession(session: TSessionToPersist): string {
  return Buffer.from(encode(session)).toString('base64');
}

/** A stored session back, or null when it is not one. */
export function fromStoredSession(stored: string): TSessionToPersist | null {
  try {
    const session = decode(Buffer.from(stored, 'base64'));
    if (!isRecord(session)) return null;
    const { sid, pid, rooms, data } = session;
    if (typeof sid !== 'string' || typeof pid !== 'string' || !isStringArray(rooms)) return null;
    return { sid, pid, rooms, data };
  } catch {
    return null;
  }
}

/**
 * The arguments of a broadcast a recovering socket missed, with the entry's id as its offset, or
 * null when the entry is something else or not meant for a socket in `rooms`.
 */
export function missedPacket(
  message: ClusterMessage,
  id: string,
  rooms: string[],
): unknown[] | null {
  if (message.type !== MessageType.BROADCAST || message.data.requestId !== undefined) return null;
  const { packet, opts } = message.data;
  if (!isRecord(packet) || !Array.isArray(packet.data)) return null;
  const included = opts.rooms.length === 0 || rooms.some((room) => opts.rooms.includes(room));
  if (!included || rooms.some((room) => opts.except.includes(room))) return null;
  return [...packet.data, id];
}
