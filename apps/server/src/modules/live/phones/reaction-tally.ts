import type { TReactionKind } from '@crowdeck/core';
import type { TBackgroundTasks } from '../../../lib/background-tasks';
import type { TClock, TClockTimer } from '../../../lib/clock';
import type { TReactionCount } from '../data/reactions.repository';

/** How often a node adds its counted reactions to the database. */
const FLUSH_MS = 5_000;

/**
 * Counts the reactions phones send on this node per run, slide and kind, and adds the counts to
 * the database every few seconds and at shutdown: one statement per interval, whatever the
 * number of reactions. Nodes add to the same rows, so their counts sum.
 */
export function createReactionTally(deps: {
  add(counts: TReactionCount[]): Promise<void>;
  clock: TClock;
  background: Pick<TBackgroundTasks, 'run'>;
  flushMs?: number;
}) {
  let pending = new Map<string, TReactionCount>();
  let timer: TClockTimer | undefined;

  async function flush(): Promise<void> {
    clearTimeout();
    if (pending.size === 0) return;
    const counts = [...pending.values()];
    pending = new Map();
    try {
      await deps.add(counts);
    } catch (error) {
      // Kept for the next flush: a database outage delays the counts instead of losing them.
      for (const count of counts) record(count.runId, count.slideId, count.kind, count.count);
      throw error;
    }
  }

  function clearTimeout(): void {
    deps.clock.clearTimeout(timer);
    timer = undefined;
  }

  function record(runId: string, slideId: string, kind: TReactionKind, n = 1): void {
    const key = `${runId} ${slideId} ${kind}`;
    const known = pending.get(key);
    if (known) known.count += n;
    else pending.set(key, { runId, slideId, kind, count: n });
    timer ??= deps.clock.setTimeout(() => {
      timer = undefined;
      deps.background.run(flush(), { event: 'live.reactions.flush' });
    }, deps.flushMs ?? FLUSH_MS);
  }

  return {
    /** Counts one reaction to the slide shown in the run. */
    record: (runId: string, slideId: string, kind: TReactionKind) => record(runId, slideId, kind),
    /** Writes what is counted now (shutdown, tests). */
    flush,
  };
}

export type TReactionTally = ReturnType<typeof createReactionTally>;
