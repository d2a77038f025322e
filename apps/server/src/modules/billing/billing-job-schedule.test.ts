import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../test/manual-clock';
import { BILLING_JOB_INTERVAL_MS, scheduleBillingJob, type TRunBillingJob } from './billing-job';

describe('the billing job schedule', () => {
  it('runs once per interval, skips a turn while a run is going, and stop waits for it', async () => {
    const clock = createManualClock(0);
    let runs = 0;
    let finish: () => void = () => undefined;
    const run: TRunBillingJob = () => {
      runs += 1;
      return new Promise((resolve) => {
        finish = () => resolve({ ended: [], renewed: [] });
      });
    };
    const schedule = scheduleBillingJob(run, () => undefined, clock);
    clock.advance(BILLING_JOB_INTERVAL_MS - 1);
    expect(runs).toBe(0);
    clock.advance(1);
    expect(runs).toBe(1);
    // Still running at the next turns: not started twice.
    clock.advance(3 * BILLING_JOB_INTERVAL_MS);
    expect(runs).toBe(1);
    finish();
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    clock.advance(BILLING_JOB_INTERVAL_MS);
    expect(runs).toBe(2);

    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    clock.advance(10 * BILLING_JOB_INTERVAL_MS);
    expect(runs).toBe(2);
    expect(clock.pending()).toBe(0);
  });

  it('goes on after a failed run and reports it', async () => {
    const clock = createManualClock(0);
    const errors: unknown[] = [];
    let runs = 0;
    const run: TRunBillingJob = () => {
      runs += 1;
      return Promise.reject(new Error('database away'));
    };
    const schedule = scheduleBillingJob(run, (error) => errors.push(error), clock);
    clock.advance(BILLING_JOB_INTERVAL_MS);
    await new Promise((resolve) => setImmediate(resolve));
    clock.advance(BILLING_JOB_INTERVAL_MS);
    await schedule.stop();
    expect(runs).toBe(2);
    expect(errors).toHaveLength(2);
  });
});
