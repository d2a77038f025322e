import { describe, expect, it } from 'vitest';
import { createJoinQueue } from './join-queue';

/** A piece of work the test finishes by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('one join at a time per socket', () => {
  it('shares the running join with the same request instead of running it twice', async () => {
    const queue = createJoinQueue();
    const work = deferred<string>();
    let runs = 0;
    const run = () => {
      runs += 1;
      return work.promise;
    };
    const first = queue.run('a', run);
    const retry = queue.run('a', run);
    work.resolve('participant');
    expect(await Promise.all([first, retry])).toEqual(['participant', 'participant']);
    expect(runs).toBe(1);
  });

  it('runs a different request after the first, and refuses a third while both wait', async () => {
    const queue = createJoinQueue();
    const work = deferred<string>();
    const order: string[] = [];
    const first = queue.run('a', async () => {
      order.push('a');
      return work.promise;
    });
    const second = queue.run('b', async () => {
      order.push('b');
      return 'b';
    });
    await expect(queue.run('c', async () => 'c')).rejects.toMatchObject({ code: 'rate_limited' });
    expect(order).toEqual(['a']);
    work.resolve('a');
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
    expect(await queue.run('c', async () => 'c')).toBe('c');
  });
});
