import { describe, expect, it } from 'vitest';
import { createRunningByKey } from './running-by-key';

describe('one running promise per key', () => {
  it('joins the promise still running under a key and starts another key apart', async () => {
    const running = createRunningByKey<number>();
    let starts = 0;
    const start = async () => ++starts;
    const first = running.run('a', start);
    expect(running.run('a', start)).toBe(first);
    const other = running.run('b', start);
    expect(running.has('a')).toBe(true);
    expect(running.size()).toBe(2);
    expect(await first).toBe(1);
    expect(await other).toBe(2);
    expect(running.has('a')).toBe(false);
    expect(running.get('a')).toBeUndefined();
    expect(await running.run('a', start)).toBe(3);
  });

  it('forgets a failed one, so the next call starts again', async () => {
    const running = createRunningByKey<string>();
    await expect(running.run('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(running.size()).toBe(0);
    await expect(running.run('a', async () => 'up')).resolves.toBe('up');
  });
});
