import { describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks, settleWithin, type TTaskContext } from './background-tasks';

describe('background tasks', () => {
  it('logs a failure with its context, including a synchronous throw, and never rejects', async () => {
    const logged: [string, TTaskContext][] = [];
    const tasks = createBackgroundTasks((error, context) =>
      logged.push([(error as Error).message, context]),
    );
    tasks.run(Promise.reject(new Error('smtp down')), { event: 'mail.contact' });
    tasks.run(
      () => {
        throw new Error('bad state');
      },
      { event: 'quiz.close', presentationId: 'p1', slideId: 's1' },
    );
    tasks.run(Promise.resolve('fine'), { event: 'session.touch' });
    await tasks.idle();
    expect(logged).toEqual([
      ['smtp down', { event: 'mail.contact' }],
      ['bad state', { event: 'quiz.close', presentationId: 'p1', slideId: 's1' }],
    ]);
    expect(tasks.size()).toBe(0);
  });

  it('idle waits for tasks started by tasks', async () => {
    const tasks = createBackgroundTasks(() => undefined);
    const done: string[] = [];
    tasks.run(
      async () => {
        await new Promise((resolve) => setImmediate(resolve));
        tasks.run(
          async () => {
            await new Promise((resolve) => setImmediate(resolve));
            done.push('inner');
          },
          { event: 'inner' },
        );
        done.push('outer');
      },
      { event: 'outer' },
    );
    await tasks.idle();
    expect(done).toEqual(['outer', 'inner']);
  });

  it('a shutdown waits for the work in flight, but not for ever, and can say what is stuck', async () => {
    vi.useFakeTimers();
    try {
      const tasks = createBackgroundTasks(() => undefined);
      let finish = () => undefined as void;
      tasks.run(new Promise<void>((resolve) => (finish = resolve)), { event: 'quiz.close' });
      tasks.run(new Promise(() => undefined), { event: 'mail.welcome' });
      expect(tasks.pending()).toEqual(['quiz.close', 'mail.welcome']);
      finish();
      const settling = settleWithin(tasks, 10_000);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(tasks.pending()).toEqual(['mail.welcome']);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settling).toBe(false);

      const quiet = createBackgroundTasks(() => undefined);
      quiet.run(Promise.resolve(), { event: 'session.touch' });
      expect(await settleWithin(quiet, 10_000)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
