import { getAudienceLimit, toPlanId, type TSubscription } from '@crowdeck/core';
import type { TSubscriptionRow } from '../../db/schema';

/**
 * The subscription as the API shows it. `users.plan` is the plan (the live module reads it
 * too); the row adds the paid period while one runs. Custom plans are arranged by hand.
 */
export function toSubscriptionView(
  user: { plan: string; audienceLimit: number | null },
  row: TSubscriptionRow | null,
  sandboxConfigured: boolean,
): TSubscription {
  const plan = toPlanId(user.plan);
  const audienceLimit = getAudienceLimit(plan, user.audienceLimit);
  const running = row && row.status !== 'free' && plan !== 'free' && plan !== 'custom';
  if (!running) {
    return {
      plan,
      status: plan === 'free' ? 'free' : 'active',
      provider: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      renews: false,
      paymentState: 'none',
      audienceLimit,
      testMode: sandboxConfigured,
    };
  }
  return {
    plan,
    status: row.status,
    provider: row.provider,
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    renews: row.renews,
    paymentState: row.paymentState,
    audienceLimit,
    testMode: row.provider === 'sandbox',
  };
}
