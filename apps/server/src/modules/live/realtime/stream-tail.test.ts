import { type ClusterMessage, MessageType } from 'socket.io-adapter';
import { describe, expect, it } from 'vitest';
import { isAfter, StreamTail } from './stream-tail';

function broadcast(value: unknown, rooms: string[] = []): ClusterMessage {
  return {
    uid: 'node',
    nsp: '/',
    type: MessageType.BROADCAST,
    data: { packet: { type: 2, data: ['event', value] }, opts: { rooms, except: [], flags: {} } },
  };
}

/** A broadcast's packet arguments. */
function argsOf(message: ClusterMessage | undefined): unknown[] {
  if (message?.type !== MessageType.BROADCAST) throw new Error('not a broadcast');
  return (message.data.packet as { data: unknown[] }).data;
}

const values = (entries: [string, ClusterMessage][] | null) =>
  entries?.map(([id, message]) => [id, argsOf(message)[1]]);

describe('live: the stream tail a node keeps for recovering sockets', () => {
  it('orders stream ids by time, then by sequence', () => {
    expect(isAfter('2-0', '1-9')).toBe(true);
    expect(isAfter('10-0', '9-0')).toBe(true);
    expect(isAfter('5-10', '5-9')).toBe(true);
    expect(isAfter('5-1', '5-1')).toBe(false);
    expect(isAfter('4-99', '5-0')).toBe(false);
  });

  it('answers what came after a kept offset, in stream order, and null for an unknown one', () => {
    const tail = new StreamTail(60_000, 100);
    tail.add('1-0', broadcast('a'));
    tail.add('3-0', broadcast('c'));
    // Delivered here after a later one (another node's, paced): still answered in stream order.
    tail.add('2-0', broadcast('b'));
    expect(values(tail.after('1-0', []))).toEqual([
      ['2-0', 'b'],
      ['3-0', 'c'],
    ]);
    expect(values(tail.after('3-0', []))).toEqual([]);
    expect(tail.after('9-0', [])).toBeNull();
  });

  it('answers only the broadcasts to the given rooms and to everyone', () => {
    const tail = new StreamTail(60_000, 100);
    tail.add('1-0', broadcast('start', ['a']));
    tail.add('2-0', broadcast('to a', ['a']));
    tail.add('3-0', broadcast('to b', ['b']));
    tail.add('4-0', broadcast('to all'));
    tail.add('5-0', broadcast('to a and b', ['a', 'b']));
    expect(values(tail.after('1-0', ['a']))).toEqual([
      ['2-0', 'to a'],
      ['4-0', 'to all'],
      ['5-0', 'to a and b'],
    ]);
    // Each once, though it went to both rooms.
    expect(values(tail.after('1-0', ['a', 'b']))?.map(([id]) => id)).toEqual([
      '2-0',
      '3-0',
      '4-0',
      '5-0',
    ]);
    expect(values(tail.after('1-0', ['c']))).toEqual([['4-0', 'to all']]);
  });

  it('keeps broadcasts only, copies their arguments, and forgets by age and by count', () => {
    let now = 0;
    const tail = new StreamTail(1_000, 3, () => now);
    tail.add('0-0', broadcast('z'));
    const message = broadcast('a');
    tail.add('1-0', message);
    // Socket.IO appends the offset to the arguments as it delivers: the kept copy is unchanged.
    argsOf(message).push('1-0');
    const [[, kept] = []] = tail.after('0-0', []) ?? [];
    expect(argsOf(kept)).toEqual(['event', 'a']);
    // Room changes and broadcasts waiting for acknowledgements are not replayed.
    tail.add('2-0', { uid: 'node', nsp: '/', type: MessageType.SOCKETS_JOIN, data: {} } as never);
    const ack = broadcast('ack');
    if (ack.type === MessageType.BROADCAST) ack.data.requestId = 'r';
    tail.add('2-1', ack);
    expect(tail.size).toBe(2);

    now = 600;
    tail.add('4-0', broadcast('c'));
    tail.add('5-0', broadcast('d'));
    // Four kept at most three: the oldest went.
    expect(tail.after('0-0', [])).toBeNull();
    expect(values(tail.after('1-0', []))?.map(([id]) => id)).toEqual(['4-0', '5-0']);
    now = 1_001;
    // The first ones are past the window, the later ones are not.
    expect(tail.after('1-0', [])).toBeNull();
    expect(values(tail.after('4-0', []))?.map(([id]) => id)).toEqual(['5-0']);
    now = 1_700;
    expect(tail.after('4-0', [])).toBeNull();
    expect(tail.size).toBe(0);
  });
});
