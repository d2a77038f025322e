import { describe, expect, it } from 'vitest';
import { createOutbox } from './outbox';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('outbox', () => {
  it('runs the first steps at once and the rest in order, a turn of the event loop at a time', async () => {
    const errors: unknown[] = [];
    const outbox = createOutbox({ turnSockets: 10, onError: (error) => errors.push(error) });
    const ran: string[] = [];
    const step = (name: string, weight: number) => ({
      weight: () => weight,
      run: () => void ran.push(name),
    });
    outbox.push(step('a0', 6), step('a1', 6), step('a2', 6));
    outbox.push(step('me', 1));
    // A second step would write 12 sockets, over the turn's 10: it waits for the next turn.
    expect(ran).toEqual(['a0']);
    expect(outbox.size()).toBe(3);
    // Something else the event loop had to do runs between the turns.
    let between = false;
    setImmediate(() => {
      between = true;
    });
    await nextTurn();
    expect(between).toBe(true);
    expect(ran).toEqual(['a0', 'a1']);
    await nextTurn();
    await nextTurn();
    expect(ran).toEqual(['a0', 'a1', 'a2', 'me']);
    expect(outbox.size()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('keeps going after a step that throws, and reports the error', async () => {
    const errors: unknown[] = [];
    const outbox = createOutbox({ turnSockets: 1, onError: (error) => errors.push(error) });
    const ran: number[] = [];
    outbox.push(
      {
        weight: () => 1,
        run: () => {
          throw new Error('socket gone');
        },
      },
      { weight: () => 0, run: () => void ran.push(1) },
      { weight: () => 0, run: () => void ran.push(2) },
    );
    for (let i = 0; i < 4; i++) await nextTurn();
    expect(ran).toEqual([1, 2]);
    expect(errors).toHaveLength(1);
    expect(outbox.size()).toBe(0);
    // An idle outbox runs a new step at once again.
    outbox.push({ weight: () => 1, run: () => void ran.push(3) });
    expect(ran).toEqual([1, 2, 3]);
  });

  it('waits for a step that returns a promise before the next one', async () => {
    const outbox = createOutbox({ turnSockets: 100, onError: () => undefined });
    const ran: string[] = [];
    let publish: () => void = () => undefined;
    outbox.push(
      {
        weight: () => 1,
        run: () =>
          new Promise<void>((resolve) => {
            ran.push('published');
            publish = () => {
              ran.push('delivered');
              resolve();
            };
          }),
      },
      { weight: () => 1, run: () => void ran.push('next') },
    );
    for (let i = 0; i < 3; i++) await nextTurn();
    expect(ran).toEqual(['published']);
    publish();
    for (let i = 0; i < 3; i++) await nextTurn();
    expect(ran).toEqual(['published', 'delivered', 'next']);
  });
});
