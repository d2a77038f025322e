import { describe, expect, it } from 'vitest';
import { createBackgroundTasks, type TTaskContext } from './background-tasks';

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
});
