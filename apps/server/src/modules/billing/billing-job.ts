import { dateOf, type TClock, type TClockTimer } from '../../lib/clock';
import { isPaidPlan } from './billing-plans';
import type { TBillingEffects } from './billing-effects';
import type { TBillingStore } from './billing.repository';
import { buildSandboxRenewal } from './sandbox-provider';

/** A past-due subscription keeps its plan this long after its period's end (payment retries). */
export const PAST_DUE_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/** How often each node runs the job. */
export const BILLING_JOB_INTERVAL_MS = 60_000;

/** What one run did. */
export interface TBillingJobResult {
  /** Users returned to Free. */
  ended: string[];
  /** Users whose sandbox subscription renewed. */
  renewed: string[];
}

/**
 * The expiry job: ends `ending` subscriptions at their period's end and `past_due` ones after the
 * grace period (back to Free), renews sandbox subscriptions that renew, expires old checkouts.
 * Safe to run twice or on two nodes at once: the end is one conditional UPDATE and each renewal is
 * a recorded event (a second run finds the event and does nothing).
 */
export function createBillingJob(deps: {
  store: TBillingStore;
  effects: TBillingEffects;
  onPlanChanged(userId: string): Promise<void>;
  /** False when the sandbox is not this server's provider: its subscriptions end, never renew. */
  sandboxActive?: boolean;
  clock: TClock;
}) {
  const { store } = deps;

  return async function runBillingJob(now: Date = dateOf(deps.clock)): Promise<TBillingJobResult> {
    const ended = await store.transaction(async (repo) => {
      const userIds = await repo.endExpired(now, PAST_DUE_GRACE_MS);
      // Test-mode plans (from before Stripe was set up, or a sandbox turned off) end at their
      // period's end instead of renewing for free.
      if (deps.sandboxActive === false) userIds.push(...(await repo.endDueSandbox(now)));
      await repo.downgradeToFree(userIds, now);
      return userIds;
    });
    const renewed: string[] = [];
    const due = deps.sandboxActive === false ? [] : await store.listDueSandboxRenewals(now);
    for (const sub of due) {
      if (!sub.currentPeriodEnd || !sub.providerSubscriptionId || !isPaidPlan(sub.plan)) continue;
      const plan = sub.plan;
      const event = buildSandboxRenewal(
        { userId: sub.userId, plan, providerSubscriptionId: sub.providerSubscriptionId },
        sub.currentPeriodEnd,
        now,
      );
      const effect = await deps.effects.apply('sandbox', event, now);
      if (effect.applied) renewed.push(sub.userId);
    }
    await store.expireCheckouts(now);
    for (const userId of [...ended, ...renewed]) await deps.onPlanChanged(userId);
    return { ended, renewed };
  };
}

export type TRunBillingJob = ReturnType<typeof createBillingJob>;

/** Runs the job every minute until stopped; a failed run is reported and the next one goes on. */
export function scheduleBillingJob(
  run: TRunBillingJob,
  onError: (error: unknown) => void,
  clock: TClock,
  intervalMs = BILLING_JOB_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  let timer: TClockTimer | undefined;
  const next = (): void => {
    timer = clock.setTimeout(() => {
      // A run still going when the next falls due is not doubled: that turn is skipped.
      running ??= run()
        .catch(onError)
        .finally(() => {
          running = null;
        });
      next();
    }, intervalMs);
  };
  next();
  return {
    async stop() {
      clock.clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
