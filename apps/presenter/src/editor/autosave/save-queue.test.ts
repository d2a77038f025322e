import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRetryDelay, SaveQueue, type TSaveStatus } from './save-queue';

/** A send function whose calls are recorded and which fails while `failing` is set. */
function createServer() {
  const calls: { key: string; changes: Record<string, unknown> }[] = [];
  const state = { failing: false };
  const sendFor = (key: string) => async (changes: Record<string, unknown>) => {
    calls.push({ key, changes });
    if (state.failing) throw new Error('offline');
  };
  return { calls, state, sendFor };
}

describe('SaveQueue', () => {
  let statuses: TSaveStatus[];
  let errors: { key: string; willRetry: boolean }[];
  let queue: SaveQueue;

  beforeEach(() => {
    vi.useFakeTimers();
    statuses = [];
    errors = [];
    queue = new SaveQueue({
      isRetryable: (error) => (error as Error).message === 'offline',
      onError: (_error, info) => errors.push(info),
      onStatusChange: (status) => statuses.push(status),
    });
  });

  afterEach(() => {
    queue.dispose();
    vi.useRealTimers();
  });

  it('tells which fields are not on the server yet, waiting or in the request out', async () => {
    let finish: () => void = () => {};
    const slow = () => new Promise<void>((resolve) => (finish = resolve));
    queue.enqueue({ key: 'slide:1', changes: { question: 'Q' }, send: slow });
    expect(queue.unsentFields('slide:1')).toEqual(['question']);
    expect(queue.isUnsent('slide:1')).toBe(true);
    await vi.advanceTimersByTimeAsync(600);
    queue.enqueue({ key: 'slide:1', changes: { notes: 'N' }, send: slow });
    expect(queue.waitingFields('slide:1')).toEqual(['notes']);
    expect(queue.unsentFields('slide:1').sort()).toEqual(['notes', 'question']);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.unsentFields('slide:1')).toEqual(['notes']);
    expect(queue.isUnsent('slide:2')).toBe(false);
  });

  it('merges quick edits of one object into a single request after 600 ms of quiet', async () => {
    const server = createServer();
    queue.enqueue({ key: 'slide:1', changes: { question: 'W' }, send: server.sendFor('slide:1') });
    await vi.advanceTimersByTimeAsync(300);
    queue.enqueue({ key: 'slide:1', changes: { question: 'Wh' }, send: server.sendFor('slide:1') });
    queue.enqueue({ key: 'slide:1', changes: { points: 0 }, send: server.sendFor('slide:1') });
    await vi.advanceTimersByTimeAsync(599);
    expect(server.calls).toHaveLength(0);
    expect(queue.getStatus()).toBe('saving');
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual([{ key: 'slide:1', changes: { question: 'Wh', points: 0 } }]);
    expect(queue.getStatus()).toBe('saved');
    expect(queue.hasPending()).toBe(false);
  });

  it('keeps failed changes, retries after 1 s, 2 s and 5 s, and merges newer edits over them', async () => {
    const server = createServer();
    server.state.failing = true;
    const send = server.sendFor('slide:1');
    queue.enqueue({ key: 'slide:1', changes: { question: 'Hello' }, send });
    await vi.advanceTimersByTimeAsync(600);
    expect(queue.getStatus()).toBe('failed');
    expect(errors).toEqual([{ key: 'slide:1', willRetry: true }]);

    queue.enqueue({ key: 'slide:1', changes: { question: 'Hello world' }, send });
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(3);

    server.state.failing = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls.at(-1)).toEqual({ key: 'slide:1', changes: { question: 'Hello world' } });
    expect(queue.getStatus()).toBe('saved');
    expect(statuses).toEqual(['saving', 'failed', 'saved']);
  });

  it('drops changes the server refuses for good and reports them', async () => {
    queue.enqueue({
      key: 'option:9',
      changes: { text: 'x' },
      send: () => Promise.reject(new Error('not found')),
    });
    await vi.advanceTimersByTimeAsync(600);
    expect(errors).toEqual([{ key: 'option:9', willRetry: false }]);
    expect(queue.hasPending()).toBe(false);
  });

  it('sends one request at a time, in the order the objects became due', async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const slow = () =>
      new Promise<void>((resolve) => {
        order.push('slow');
        release = resolve;
      });
    queue.enqueue({ key: 'a', send: slow, delayMs: 0 });
    queue.enqueue({ key: 'b', send: async () => void order.push('b'), delayMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['slow']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['slow', 'b']);
  });

  it('forgets waiting changes of a deleted object', async () => {
    const server = createServer();
    queue.enqueue({ key: 'option:1', changes: { text: 'a' }, send: server.sendFor('option:1') });
    queue.cancel((key) => key === 'option:1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toHaveLength(0);
    expect(queue.hasPending()).toBe(false);
  });

  it('flush sends debounced edits at once and resolves when the queue is empty', async () => {
    const server = createServer();
    queue.enqueue({ key: 'p', changes: { title: 'T' }, send: server.sendFor('p') });
    const flushed = queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    await flushed;
    expect(server.calls).toHaveLength(1);
  });
});

describe('getRetryDelay', () => {
  it('backs off 1 s, 2 s, then stays at 5 s', () => {
    expect([1, 2, 3, 4, 10].map((n) => getRetryDelay(n))).toEqual([1000, 2000, 5000, 5000, 5000]);
  });
});
