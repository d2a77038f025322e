import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../../lib/background-tasks';
import { createManualClock } from '../../test/manual-clock';
import type { TPurged } from './expired-rows.repository';
import { PURGE_INTERVAL_MS, startPurgeJob } from './purge-job';

const NOTHING: TPurged = {
  sessions: 0,
  remotePairings: 0,
  ssoLogins: 0,
  ssoCodes: 0,
  officeAddinGrants: 0,
  zoomMeetingLinks: 0,
  importJobs: 0,
};

/** A repository whose runs end only when the test says so. */
function gatedRepo() {
  const calls: Date[] = [];
  const gates: (() => void)[] = [];
  return {
    calls,
    release: () => gates.shift()?.(),
    deleteExpired(now: Date): Promise<TPurged> {
      calls.push(now);
      return new Promise((resolve) => gates.push(() => resolve(NOTHING)));
    },
  };
}

describe('the purge job', () => {
  it('purges at the clock’s time each interval, never twice at once, and not after it stops', async () => {
    const clock = createManualClock(1_000_000);
    const background = createBackgroundTasks((error) => {
      throw error;
    });
    const repo = gatedRepo();
    const job = startPurgeJob({ repo, clock, background });
    clock.advance(PURGE_INTERVAL_MS - 1);
    expect(repo.calls).toHaveLength(0);
    clock.advance(1);
    expect(repo.calls).toEqual([new Date(1_000_000 + PURGE_INTERVAL_MS)]);
    // Still running when the next falls due: that turn is skipped.
    clock.advance(PURGE_INTERVAL_MS);
    expect(repo.calls).toHaveLength(1);
    repo.release();
    await background.idle();
    clock.advance(PURGE_INTERVAL_MS);
    expect(repo.calls).toHaveLength(2);
    // Stopped with a run in flight: it is background work (shutdown waits), no run follows.
    job.stop();
    expect(background.size()).toBe(1);
    repo.release();
    await background.idle();
    clock.advance(10 * PURGE_INTERVAL_MS);
    expect(repo.calls).toHaveLength(2);
    expect(clock.pending()).toBe(0);
  });
});
