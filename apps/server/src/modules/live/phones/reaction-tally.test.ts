import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../../test/manual-clock';
import type { TReactionCount } from '../data/reactions.repository';
import { createReactionTally } from './reaction-tally';

describe('reaction tally', () => {
  function setUp(fail = false) {
    const clock = createManualClock(0);
    const written: TReactionCount[][] = [];
    const tasks: Promise<unknown>[] = [];
    let failing = fail;
    const tally = createReactionTally({
      add: async (counts) => {
        if (failing) throw new Error('database down');
        written.push(counts.map((c) => ({ ...c })));
      },
      clock,
      background: { run: (task) => void tasks.push(Promise.resolve(task).catch(() => undefined)) },
      flushMs: 5_000,
    });
    return { clock, written, tasks, tally, heal: () => (failing = false) };
  }

  it('adds what was counted in one write per interval, per run, slide and kind', async () => {
    const { clock, written, tasks, tally } = setUp();
    for (let i = 0; i < 1_000; i += 1) tally.record('run', 's1', 'heart');
    tally.record('run', 's1', 'like');
    tally.record('run', 's2', 'heart');
    clock.advance(4_999);
    expect(written).toEqual([]);
    clock.advance(1);
    await Promise.all(tasks);
    expect(written).toHaveLength(1);
    expect(written[0]).toEqual([
      { runId: 'run', slideId: 's1', kind: 'heart', count: 1_000 },
      { runId: 'run', slideId: 's1', kind: 'like', count: 1 },
      { runId: 'run', slideId: 's2', kind: 'heart', count: 1 },
    ]);
    // Nothing counted since: nothing written.
    clock.advance(10_000);
    await Promise.all(tasks);
    expect(written).toHaveLength(1);
  });

  it('keeps the counts when a write fails and adds them with the next', async () => {
    const { clock, written, tasks, tally, heal } = setUp(true);
    tally.record('run', 's1', 'sad');
    await expect(tally.flush()).rejects.toThrow('database down');
    tally.record('run', 's1', 'sad');
    heal();
    clock.advance(5_000);
    await Promise.all(tasks);
    expect(written).toEqual([[{ runId: 'run', slideId: 's1', kind: 'sad', count: 2 }]]);
  });
});
