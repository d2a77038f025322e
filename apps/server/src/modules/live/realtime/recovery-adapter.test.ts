import { Server } from 'socket.io';
import { SessionAwareAdapter } from 'socket.io-adapter';
import { describe, expect, it } from 'vitest';
import { RecoveryAdapter } from './recovery-adapter';

/** A server with no listener (nothing to close; the adapter's timer is unref'd), recovery on, and the given adapter; its default namespace's adapter. */
function adapterOf(adapter: typeof SessionAwareAdapter) {
  const io = new Server({ connectionStateRecovery: { maxDisconnectionDuration: 60_000 }, adapter });
  return { io, adapter: io.of('/').adapter as SessionAwareAdapter };
}

/** The same broadcasts and session on both adapters; what each restores for `offsetAt`. */
async function restoredBoth(offsetAt: number) {
  const results = [];
  for (const kind of [SessionAwareAdapter, RecoveryAdapter]) {
    const { io, adapter } = adapterOf(kind);
    const offsets: string[] = [];
    for (let i = 0; i < 50; i++) {
      const room = ['deck', 'presenter', 'other'][i % 3] as string;
      const packet = { type: 2, data: ['new_message', { i, room }], nsp: '/' };
      adapter.broadcast(packet, { rooms: new Set([room]), except: new Set() });
      offsets.push(packet.data.at(-1) as string);
      // Volatile broadcasts are not kept: they get no offset.
      io.to('deck').volatile.emit('new_message', { volatile: i });
    }
    adapter.persistSession({
      sid: 's1',
      pid: 'p1',
      rooms: ['s1', 'deck'],
      data: { kind: 'audience' },
    });
    const restored = await adapter.restoreSession('p1', offsets[offsetAt] as string);
    // Offsets are unique per adapter: compare what was missed without them.
    results.push(restored?.missedPackets.map((data) => data.slice(0, 2)));
  }
  return results;
}

describe('RecoveryAdapter', () => {
  it('restores the same missed broadcasts as SessionAwareAdapter, from any offset', async () => {
    for (const at of [0, 1, 17, 48, 49]) {
      const [base, indexed] = await restoredBoth(at);
      expect(indexed).toEqual(base);
      expect(indexed?.length).toBe(base?.length);
    }
  });

  it('refuses an unknown offset and an unknown session, as SessionAwareAdapter does', async () => {
    const { io, adapter } = adapterOf(RecoveryAdapter);
    io.to('deck').emit('new_message', { i: 1 });
    adapter.persistSession({ sid: 's1', pid: 'p1', rooms: ['deck'], data: {} });
    expect(await adapter.restoreSession('p1', 'unknown')).toBeNull();
    expect(await adapter.restoreSession('p2', 'unknown')).toBeNull();
  });
});
