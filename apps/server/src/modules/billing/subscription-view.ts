import {
  getAudienceLimit,
  PAYMENT_PROVIDERS,
  PAYMENT_STATES,
  SUBSCRIPTION_STATUSES,
  toPlanId,
  type TSubscription,
} from '@crowdeck/core';
import type { TSubscriptionRow } from '../../db/schema';

/** Narrows a stored text to one of `values`, else `fallback`. */
function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

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
    status: oneOf(SUBSCRIPTION_STATUSES, row.status, 'active'),
    provider: oneOf(PAYMENT_PROVIDERS, row.provider, 'sandbox'),
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    renews: row.renews,
    paymentState: oneOf(PAYMENT_STATES, row.paymentState, 'none'),
    audienceLimit,
    testMode: row.provider === 'sandbox',
  };
}
